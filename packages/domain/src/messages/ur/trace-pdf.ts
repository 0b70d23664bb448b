import type { TMessageCatalogue } from '../en.ts';

/** Server messages of the trace's evidence-pack PDF, in Urdu. */
export const tracePdf = {
  'tracePdf.packNotFound': 'یہ ثبوتی پیکٹ موجود نہیں یا اس کی مدت ختم ہو چکی ہے۔ ٹریس سے PDF دوبارہ ڈاؤن لوڈ کریں۔',
  'tracePdf.chromiumMissing':
    'PDF برآمد کے لیے Chromium درکار ہے جو اس سرور پر نصب نہیں۔ chromium پیکیج نصب کریں یا CHROME_PATH میں Chromium یا Chrome کا قابلِ عمل فائل راستہ درج کریں۔',
  'tracePdf.renderFailed': 'PDF اس وقت تیار نہیں ہو سکا۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
} satisfies Partial<TMessageCatalogue>;
