import type { TMessageCatalogue } from '../en.ts';

export const configurationBundle = {
  'configurationBundle.notABundle': 'یہ فائل کنفیگریشن بنڈل نہیں ہے۔ سیٹنگز سے یا GET /api/configuration/export سے ایک بنڈل برآمد کریں۔',
  'configurationBundle.newerVersion':
    'یہ بنڈل ایک نئے ورژن کا ہے (بنڈل ورژن {{version}})؛ یہ سسٹم {{supported}} تک کے ورژن پڑھتا ہے۔ پہلے اس سسٹم کو اپ ڈیٹ کریں۔',
  'configurationBundle.olderVersion': 'بنڈل ورژن {{version}} اب پڑھا نہیں جا سکتا۔ کسی اپ ڈیٹ شدہ سسٹم سے کنفیگریشن دوبارہ برآمد کریں۔',
  'configurationBundle.entryRefused': 'بنڈل کی اندراج {{path}} مسترد ہو گئی: {{reason}}',
  'configurationBundle.unknownRole': 'بنڈل یا اس سسٹم میں "{{name}}" نام کا کوئی کردار نہیں',
  'configurationBundle.unknownProduct': 'بنڈل میں "{{name}}" نام کی کوئی پروڈکٹ نہیں',
  'configurationBundle.unknownAttribute': 'بنڈل میں "{{name}}" نام کی کوئی خصوصیت نہیں',
  'configurationBundle.unknownSubIndicator': 'بنڈل کی اشاریوں کی فہرست میں "{{indicator}}" کے تحت "{{subIndicator}}" ذیلی اشاریہ نہیں ہے',
  'configurationBundle.unknownName': '"{{name}}" بنڈل میں نہیں ہے',
  'configurationBundle.unknownCountry': 'کسی ملک کا کوڈ {{code}} نہیں ہے',
  'configurationBundle.badBase64': 'یہ base64 میں انکوڈ شدہ فائل نہیں ہے',
} satisfies Partial<TMessageCatalogue>;
