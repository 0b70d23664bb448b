import type { TMessageCatalogue } from '../en.ts';

export const referenceData = {
  'locations.unknownCountry': 'اس شناخت کا کوئی ملک موجود نہیں۔',
  'locations.unknownProvince': 'اس شناخت کا کوئی صوبہ موجود نہیں۔',
  'locations.addressNotDetermined': 'اس مقام کا پتہ معلوم نہیں کیا جا سکا۔ ملک، صوبہ اور ضلع منتخب کریں اور گلی کا پتہ لکھیں۔',
  'locations.addressServiceUnavailable': 'پتے کی سروس اس وقت جواب نہیں دے رہی۔ تھوڑی دیر بعد دوبارہ کوشش کریں، یا مقام خود منتخب کریں۔',
} satisfies Partial<TMessageCatalogue>;
