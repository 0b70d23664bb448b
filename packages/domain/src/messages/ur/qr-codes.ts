import type { TMessageCatalogue } from '../en.ts';

export const qrCodes = {
  'qrCodes.batchNotCompleted': 'صرف مکمل شدہ بیچ ہی حذف کیا جا سکتا ہے۔ اس بیچ کے کچھ QR کوڈ ابھی استعمال نہیں ہوئے۔',
  'qrCodes.noFreeCodes': 'اس بیچ کے لیے غیر استعمال شدہ QR کوڈ نہیں مل سکے۔ براہ کرم کم مقدار کے ساتھ دوبارہ کوشش کریں۔',
  'qrCodes.batchNameTaken': '{{name}} نام کا QR کوڈ بیچ پہلے سے موجود ہے۔ براہ کرم کوئی اور نام منتخب کریں۔',
  'qrCodes.label.lotNumber': 'لاٹ نمبر',
  'qrCodes.label.baleNumber': 'گانٹھ نمبر',
  'qrCodes.noAssignedLabels': 'اس بیچ کا کوئی QR کوڈ ابھی کسی پروڈکٹ پر نہیں لگا، اس لیے چھاپنے کے لیے کوئی تفویض شدہ لیبل نہیں۔',
} satisfies Partial<TMessageCatalogue>;
