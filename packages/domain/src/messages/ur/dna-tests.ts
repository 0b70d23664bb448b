/** Server messages of DNA tests, in Urdu. */
export const dnaTests = {
  'dnaTests.notFound': 'یہ ڈی این اے ٹیسٹ موجود نہیں، یا آپ اسے نہیں دیکھ سکتے۔',
  'dnaTests.fileNotFound': 'یہ فائل اس ٹیسٹ کا ثبوت نہیں ہے۔',
  'dnaTests.proofRequired': 'لیبارٹری کی رپورٹ یا ٹیسٹ کا کوئی اور ثبوت شامل کریں۔',
  'dnaTests.identifiersRequired': 'لیبارٹری کے پائے گئے ڈی این اے شناخت کنندگان درج کریں۔',
  'dnaTests.countriesRequired': 'لیبارٹری کا پایا ہوا کم از کم ایک ملک منتخب کریں۔',
  'dnaTests.countryNotFound': 'یہ ملک ممالک کی فہرست میں نہیں ہے۔',
  'dnaTests.testedInFuture': 'ٹیسٹ کی تاریخ آج کے بعد کی نہیں ہو سکتی۔',
  'dnaTests.requesterNotFound': 'ایسا پروڈیوسر منتخب کریں جس کے لوگ پلیٹ فارم میں سائن ان کر سکیں۔',
  'dnaTests.supplierNotFound': 'ایسا سپلائر منتخب کریں جس کا کردار ڈی این اے شناخت کنندہ تفویض کر سکے۔',
  'dnaTests.productNotFound': '{{supplier}} کی بنائی ہوئی مصنوعات میں پروڈکٹ {{code}} کا کوئی ریکارڈ نہیں ملا۔',
  'dnaTests.proofRefused': 'یہ فائل آپ یا آپ کی تنظیم نے اپ لوڈ نہیں کی، یا یہ PNG، JPEG یا PDF نہیں ہے۔',
  'dnaTests.deleteRefused': 'یہ ٹیسٹ صرف وہ شخص حذف کر سکتا ہے جس نے اسے درج کیا، یا جو تمام ٹیسٹ دیکھ سکتا ہے۔',
} as const;
