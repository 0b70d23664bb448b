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
  'indicators.idOrName': 'یا تو موجودہ قطار کی شناخت دیں یا نئی قطار کا نام۔',
  'indicators.nameRepeated': 'یہ نام درخواست کی اس سطح پر ایک سے زیادہ بار آیا ہے۔',
  'indicators.iconOnlyForNewCategories': 'آئیکن صرف نئی زمرہ بندی کو دیا جا سکتا ہے۔',
  'indicators.rowInUse':
    '"{{name}}" واقعاتی رپورٹوں، سوالناموں یا اجناس کے خطرات میں استعمال ہو رہا ہے، اس لیے اس کا نام بدلا یا اسے حذف نہیں کیا جا سکتا۔',
  'indicators.categoryMissing': 'اس شناخت کی کوئی زمرہ بندی موجود نہیں۔',
  'indicators.indicatorMissing': 'اس زمرہ بندی میں اس شناخت کا کوئی اشاریہ نہیں۔',
  'indicators.severityRequired': 'ذیلی اشاریے کی شدت 1 سے 5 تک دینا ضروری ہے۔',
  'indicators.riskIndexLimitReached':
    'آپ زیادہ سے زیادہ {{max}} خطرے کے اشاریے بنا سکتے ہیں اور {{count}} بنا چکے ہیں۔ حد بڑھانے کے لیے منتظم سے کہیں۔',
  'indicators.riskIndexNotEditable': 'آپ صرف وہی خطرے کے اشاریے بدل سکتے ہیں جو آپ نے بنائے ہیں یا جن کی اجازت منتظم نے دی ہے۔',
  'indicators.commodityUnknown': 'نامعلوم جنس "{{commodity}}": اجناس کی فہرست میں سے کوئی نام استعمال کریں۔',
  'indicators.commodityRiskRepeated': 'یہ ملک، جنس اور ذیلی اشاریہ درخواست میں ایک سے زیادہ بار آئے ہیں۔',
  'indicators.countryRepeated': 'یہ ملک درخواست میں ایک سے زیادہ بار آیا ہے۔',
  'indicators.subIndicatorMissing': 'اس شناخت کا کوئی ذیلی اشاریہ موجود نہیں۔',
  'indicators.externalIndexNeeded':
    'کوئی بیرونی خطرے کا اشاریہ اس ذیلی اشاریے کے نام کا نہیں: وہ externalRiskIndexId دیں جس سے یہ خطرہ آیا ہے۔',
} satisfies Partial<TMessageCatalogue>;
