import type { TMessageCatalogue } from '../en.ts';

export const identifiers = {
  'identifiers.notAllowed':
    'صرف اپنی پروفائل مکمل کرنے والے پروڈیوسر اور پروفائلز مکمل کرنے والے منتظمین ہی سہولت کے شناخت کنندگان تلاش کر سکتے ہیں۔',
  'identifiers.oarIdNotFound': 'OS ID موجود نہیں ہے',
  'identifiers.invalidData': 'غلط ڈیٹا، براہ کرم درست ڈیٹا درج کریں',
  'identifiers.providerUnavailable': 'اس وقت Open Supply Hub سے رابطہ نہیں ہو پا رہا۔ براہ کرم چند منٹ بعد دوبارہ کوشش کریں۔',
  'identifiers.countryUnknown': 'یہ ملک موجود نہیں ہے۔',
  'identifiers.provinceNotInCountry': 'یہ صوبہ/ریاست منتخب کردہ ملک میں نہیں ہے۔',
  'identifiers.districtNotInProvince': 'یہ ضلع منتخب کردہ صوبے/ریاست میں نہیں ہے۔',
  'identifiers.districtNeedsProvince': 'ضلع کا صوبہ/ریاست منتخب کریں۔',
  'identifiers.matchNotOffered':
    'یہ ملتے جلتے نتائج آپ کو پیش نہیں کیے گئے تھے، یا ان کی میعاد ختم ہو چکی ہے۔ براہ کرم سہولت کو دوبارہ رجسٹر کریں۔',
  'identifiers.rejectEveryMatch': 'نئی سہولت رجسٹر کرنے کے لیے تمام {{count}} ملتے جلتے نتائج کے لیے "یہ میں نہیں" منتخب کریں۔',
  'identifiers.rmiFacilityNotFound': 'RMI فہرست میں {{facilityId}} شناخت والی کوئی سہولت نہیں ہے۔',
  'identifiers.rmiFileMissing': 'RMI فہرست فارم کے خانے "file" میں منسلک کریں۔',
  'identifiers.rmiFileEmpty': 'فائل خالی ہے: اس میں درآمد کرنے کے لیے کوئی سہولت نہیں۔',
  'identifiers.rmiFileUnreadable': 'فائل کو اسپریڈشیٹ کے طور پر نہیں پڑھا جا سکتا۔ اسے دوبارہ .xlsx یا .csv کے طور پر محفوظ کریں۔',
  'identifiers.rmiColumnsMissing': 'پہلی قطار میں کالموں {{columns}} کے نام ہونے چاہئیں؛ غائب: {{missing}}۔',
  'identifiers.rmiTooManyRows': 'فائل میں {{count}} قطاریں ہیں؛ ایک بار میں زیادہ سے زیادہ {{max}} درآمد کی جا سکتی ہیں۔',
  'identifiers.rmiCellRequired': '{{column}} لازمی ہے',
  'identifiers.rmiCellTooLong': '{{column}} زیادہ سے زیادہ {{max}} حروف کا ہو سکتا ہے',
  'identifiers.rmiDuplicateId': 'سہولت کی شناخت {{facilityId}} قطار {{index}} پر بھی ہے',
  'identifiers.rmiRowError': 'انڈیکس {{index}}: {{error}}',
  'identifiers.uniqueIdTooLong': '{{name}} زیادہ سے زیادہ {{max}} حروف کا ہو سکتا ہے۔',
  'identifiers.uniqueIdTaken': '{{name}} {{value}} پہلے ہی کسی اور سہولت کے زیر استعمال ہے۔',
} satisfies Partial<TMessageCatalogue>;
