import type { notifications as en } from '../en/notifications.ts';

/** اطلاعات اور ان کی ای میلز کے سرور پیغامات، اردو میں۔ */
export const notifications: Record<keyof typeof en, string> = {
  'notifications.notFound': 'یہ اطلاع موجود نہیں یا آپ کی نہیں ہے۔',
  'notifications.email.report-assigned.subject': 'رپورٹ {{reference}} آپ کے سپرد کی گئی ہے',
  'notifications.email.report-assigned.body':
    '{{facility}} کے بارے میں رپورٹ {{reference}} آپ کے سپرد کی گئی ہے۔ اسے پڑھنے اور اپنا جواب بھیجنے کے لیے کھولیں:\n{{link}}',
  'notifications.email.report-reassigned.subject': 'رپورٹ {{reference}} کسی اور کے سپرد کر دی گئی',
  'notifications.email.report-reassigned.body':
    '{{facility}} کے بارے میں رپورٹ {{reference}} کسی اور کے سپرد کر دی گئی ہے۔ یہاں دیکھیں:\n{{link}}',
  'notifications.email.report-response.subject': 'رپورٹ {{reference}} پر نیا جواب',
  'notifications.email.report-response.body': '{{facility}} کے بارے میں رپورٹ {{reference}} پر جواب بھیجا گیا ہے۔ یہاں پڑھیں:\n{{link}}',
  'notifications.email.report-edited.subject': 'رپورٹ {{reference}} میں ترمیم کی گئی',
  'notifications.email.report-edited.body':
    '{{facility}} کے بارے میں رپورٹ {{reference}} میں ترمیم کی گئی ہے۔ تبدیلیاں یہاں دیکھیں:\n{{link}}',
  'notifications.email.public-report-received.subject': 'نئی عوامی رپورٹ {{reference}}',
  'notifications.email.public-report-received.body':
    'ایک کارکن نے عوامی رپورٹ {{reference}} درج کی ہے۔ یہ کسی منتظم کی جانچ کی منتظر ہے:\n{{link}}',
  'notifications.email.order-risk-flag.subject': 'آرڈر {{reference}}: اس کے ٹریس پر ایک سہولت خطرے میں ہے',
  'notifications.email.order-risk-flag.body':
    'آرڈر {{reference}} کے ٹریس پر موجود سہولت {{facility}} اب زیادہ خطرے میں ہے یا کسی ثابت شدہ رپورٹ میں اس کا نام ہے ({{issue}})۔ آرڈر یہاں دیکھیں:\n{{link}}',
  'notifications.email.noLink': 'اسے دیکھنے کے لیے {{system}} میں سائن ان کریں۔',
  'notifications.email.settings': 'آپ اس قسم کی ای میلز اپنی اطلاعات کی ترتیبات میں بند کر سکتے ہیں: {{settingsLink}}',
};
