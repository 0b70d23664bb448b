import type { TMessageCatalogue } from '../en.ts';

/** رسک انجن کے سرور پیغامات، اردو میں۔ */
export const risk = {
  'risk.notFound': 'یہ سہولت موجود نہیں یا اس کا رسک آپ نہیں دیکھ سکتے۔',
  'risk.rangeReversed': 'مدت کا اختتام اس کے آغاز سے پہلے نہیں ہو سکتا۔',
  'risk.source.COUNTRY': 'ملکی رسک',
  'risk.source.PRODUCT_LISTING': 'اشیاء کی فہرست (ILAB)',
  'risk.source.SAQ': 'خود تشخیصی سوالنامہ',
  'risk.source.HOTLINE': 'ایڈمن (ہاٹ لائن)',
  'risk.source.REPORT': 'آڈیٹر کی رپورٹ',
  'risk.source.CAP': 'بہتری کا منصوبہ',
  'risk.source.DNA': 'ڈی این اے ٹیسٹ',
} satisfies Partial<TMessageCatalogue>;
