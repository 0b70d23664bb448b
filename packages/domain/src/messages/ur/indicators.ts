import type { TMessageCatalogue } from '../en.ts';

export const indicators = {
  'indicators.cellRequired': '{{column}} لازمی ہے',
  'indicators.cellTooLong': '{{column}} زیادہ سے زیادہ {{max}} حروف کا ہو سکتا ہے',
  'indicators.severityInvalid': 'شدت {{min}} سے {{max}} تک کا پورا عدد ہونا چاہیے',
  'indicators.fileUnreadable': 'فائل کو ایکسل ورک بک (.xlsx) کے طور پر نہیں پڑھا جا سکا۔',
  'indicators.fileEmpty': 'فائل خالی ہے: اس میں درآمد کرنے کے لیے کوئی قطار نہیں۔',
  'indicators.headerMismatch': 'فائل کی ساخت بدل دی گئی ہے: پہلی شیٹ میں یہ کالم ہونے چاہئیں {{columns}}۔',
  'indicators.rowError': 'انڈیکس {{index}}: {{error}}',
  'indicators.uploadMissing': 'یہ تصدیق شدہ فائل موجود نہیں۔ براہ کرم فائل کی دوبارہ تصدیق کریں۔',
  'indicators.uploadAlreadyImported': 'یہ فائل پہلے ہی درآمد ہو چکی ہے۔ دوبارہ درآمد کرنے کے لیے اس کی پھر سے تصدیق کریں۔',
  'indicators.indicatorInOtherCategory':
    'انڈیکس {{index}}: اشاریہ "{{indicator}}" پہلے ہی زمرہ "{{existing}}" میں ہے، اس لیے اسے "{{category}}" کے تحت نہیں رکھا جا سکتا۔ کچھ بھی درآمد نہیں ہوا۔',
  'indicators.categoryNameTaken': '"{{name}}" نام کا زمرہ پہلے سے موجود ہے۔',
  'indicators.indicatorNameTaken': '"{{name}}" نام کا اشاریہ پہلے سے موجود ہے۔',
  'indicators.subIndicatorNameTaken': 'اس اشاریے کا "{{name}}" نام کا ذیلی اشاریہ پہلے سے موجود ہے۔',
  'indicators.severityOnlyForSubIndicators': 'صرف ذیلی اشاریوں کی شدت ہوتی ہے۔',
  'indicators.iconOnlyForCategories': 'صرف زمروں کا آئیکن ہوتا ہے۔',
  'indicators.rowMissing': 'اشاریوں کی فہرست کی یہ قطار موجود نہیں۔',
  'indicators.externalMissing': 'یہ بیرونی خطرے کا اشاریہ موجود نہیں۔',
  'indicators.externalNameTaken': '"{{name}}" نام کا بیرونی خطرے کا اشاریہ پہلے سے موجود ہے۔',
  'indicators.externalDefault':
    'یہ طے شدہ بیرونی خطرے کا اشاریہ ملک اور مصنوعات کے خطرے میں استعمال ہوتا ہے، اس لیے اس میں ترمیم ہو سکتی ہے مگر اسے حذف نہیں کیا جا سکتا۔',
  'indicators.countryUnknown': 'نامعلوم ملک "{{country}}": اس کا دو حرفی کوڈ یا نام استعمال کریں۔',
  'indicators.countryScoreInvalid': 'اسکور {{min}} سے {{max}} تک کا پورا عدد ہونا چاہیے',
  'indicators.countryScoreMissing': 'اس ملک کا کوئی خطرے کا اسکور نہیں۔',
  'indicators.ilabIndicatorMissing':
    'بیرونی خطرے کا اشاریہ "{{name}}" موجود نہیں، اس لیے ILAB کی اشیاء کی فہرست لوڈ نہیں ہو سکتی۔ پہلے اس کا نام بحال کریں۔',
} satisfies Partial<TMessageCatalogue>;
