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
  'notifications.email.plan-assigned.subject': 'بہتری کا منصوبہ {{reference}} {{facility}} کو تفویض کیا گیا',
  'notifications.email.plan-assigned.body':
    'بہتری کا ایک منصوبہ، {{reference}}، {{facility}} کو {{issue}} پر تفویض کیا گیا ہے۔ کام شروع کرنے اور اپنے ثبوت دکھانے کے لیے اسے کھولیں:\n{{link}}',
  'notifications.email.plan-submitted.subject': 'بہتری کا منصوبہ {{reference}} جائزے کے لیے تیار ہے',
  'notifications.email.plan-submitted.body':
    '{{facility}} نے بہتری کے منصوبے {{reference}} ({{issue}}) کو مکمل قرار دیا ہے۔ اس کے ثبوت کا جائزہ یہاں لیں:\n{{link}}',
  'notifications.email.plan-evidence-requested.subject': 'بہتری کا منصوبہ {{reference}}: مزید ثبوت طلب کیے گئے',
  'notifications.email.plan-evidence-requested.body':
    '{{facility}} کے بہتری کے منصوبے {{reference}} ({{issue}}) پر مزید ثبوت طلب کیے گئے ہیں۔ وجہ یہاں دیکھیں:\n{{link}}',
  'notifications.email.plan-accepted.subject': 'بہتری کا منصوبہ {{reference}} حل ہو گیا',
  'notifications.email.plan-accepted.body':
    '{{facility}} کے بہتری کے منصوبے {{reference}} ({{issue}}) کے ثبوت قبول کر لیے گئے اور منصوبہ حل ہو گیا:\n{{link}}',
  'notifications.email.plan-target-date-changed.subject': 'بہتری کا منصوبہ {{reference}}: ہدف کی نئی تاریخ',
  'notifications.email.plan-target-date-changed.body':
    '{{facility}} کے بہتری کے منصوبے {{reference}} ({{issue}}) کی ہدف کی تاریخ بدل گئی ہے۔ یہاں دیکھیں:\n{{link}}',
  'notifications.email.plan-comment.subject': 'بہتری کے منصوبے {{reference}} پر نیا تبصرہ',
  'notifications.email.plan-comment.body':
    '{{facility}} کے بہتری کے منصوبے {{reference}} ({{issue}}) پر ایک تبصرہ شامل کیا گیا ہے۔ اسے یہاں پڑھیں:\n{{link}}',
  'notifications.email.plan-overdue.subject': 'بہتری کا منصوبہ {{reference}} تاخیر کا شکار ہے',
  'notifications.email.plan-overdue.body':
    '{{facility}} کا بہتری کا منصوبہ {{reference}} ({{issue}}) اپنی ہدف کی تاریخ سے گزر گیا ہے اور اب تاخیر کا شکار ہے:\n{{link}}',
  'notifications.email.plan-extension-requested.subject': 'بہتری کا منصوبہ {{reference}}: توسیع کی درخواست',
  'notifications.email.plan-extension-requested.body':
    '{{facility}} بہتری کے منصوبے {{reference}} ({{issue}}) کے لیے مزید وقت مانگتا ہے۔ یہاں منظور یا مسترد کریں:\n{{link}}',
  'notifications.email.plan-extension-approved.subject': 'بہتری کا منصوبہ {{reference}}: توسیع منظور',
  'notifications.email.plan-extension-approved.body':
    '{{facility}} کے بہتری کے منصوبے {{reference}} ({{issue}}) کی توسیع منظور ہو گئی۔ ہدف کی نئی تاریخ یہاں دیکھیں:\n{{link}}',
  'notifications.email.plan-extension-declined.subject': 'بہتری کا منصوبہ {{reference}}: توسیع مسترد',
  'notifications.email.plan-extension-declined.body':
    '{{facility}} کے بہتری کے منصوبے {{reference}} ({{issue}}) پر توسیع کی درخواست مسترد ہو گئی۔ وجہ یہاں دیکھیں:\n{{link}}',
  'notifications.email.noLink': 'اسے دیکھنے کے لیے {{system}} میں سائن ان کریں۔',
  'notifications.email.settings': 'آپ اس قسم کی ای میلز اپنی اطلاعات کی ترتیبات میں بند کر سکتے ہیں: {{settingsLink}}',
};
