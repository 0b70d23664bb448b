import type { TMessageCatalogue } from '../en.ts';

/** Server messages of the public worker channel and its triage, in Urdu. */
export const publicReports = {
  'publicReports.caseNumberFormat': 'کیس نمبر اس طرح کا ہوتا ہے: WR-ABCD-2345۔',
  'publicReports.pinFormat': 'پن 8 ہندسوں کا ہوتا ہے۔',
  'publicReports.duplicateCategory': 'ہر قسم کا مسئلہ صرف ایک بار چنیں۔',
  'publicReports.anonymousWithContact': 'گمنام رپورٹ میں رابطے کی معلومات نہیں ہوتیں۔ انہیں ہٹا دیں، یا گمنام نہ رہنے کا انتخاب کریں۔',
  'publicReports.unknownFacility': 'یہ کام کی جگہ فہرست میں نہیں ہے۔ دوبارہ تلاش کریں، یا "مجھے معلوم نہیں" چنیں۔',
  'publicReports.unknownCategory': 'چنی گئی مسئلے کی اقسام میں سے ایک اب فہرست میں نہیں ہے۔ دوبارہ چنیں۔',
  'publicReports.noMatch': 'اس کیس نمبر اور پن سے کوئی رپورٹ نہیں ملی۔ دونوں کو جانچ کر دوبارہ کوشش کریں۔',
  'publicReports.caseDecided': 'اس کیس کا فیصلہ ہو چکا ہے، اس لیے اس میں مزید معلومات شامل نہیں کی جا سکتیں۔ آپ نئی رپورٹ درج کر سکتے ہیں۔',
  'publicReports.tooManyAdditions': 'اس کیس میں زیادہ سے زیادہ اضافے ہو چکے ہیں۔ آپ نئی رپورٹ درج کر سکتے ہیں۔',
  'publicReports.notFound': 'یہ عوامی رپورٹ موجود نہیں ہے۔',
  'publicReports.alreadyDecided': 'اس عوامی رپورٹ کا فیصلہ پہلے ہی ہو چکا ہے۔',
} satisfies Partial<TMessageCatalogue>;
