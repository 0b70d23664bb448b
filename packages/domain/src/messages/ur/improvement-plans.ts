import type { TMessageCatalogue } from '../en.ts';

/** Server messages of improvement plans, in Urdu. */
export const improvementPlans = {
  'plans.notFound': 'یہ بہتری کا منصوبہ موجود نہیں، یا آپ کی تنظیم نے نہ اسے تفویض کیا نہ وصول کیا۔',
  'plans.noFacility': 'آپ کا اکاؤنٹ ابھی کسی تنظیم سے منسلک نہیں، اس لیے اس کے کوئی بہتری کے منصوبے نہیں۔',
  'plans.facilityNotFound': 'یہ ادارہ موجود نہیں یا آپ کے سپلائرز میں شامل نہیں۔',
  'plans.ownFacility': 'آپ اپنی ہی تنظیم کو بہتری کا منصوبہ تفویض نہیں کر سکتے۔',
  'plans.issueNotFound': 'یہ مسئلہ اشاریوں کی فہرست کا ذیلی اشاریہ نہیں ہے۔',
  'plans.unresolvedExists': 'پچھلا منصوبہ مکمل ہونے تک بہتری کا منصوبہ تفویض نہیں کیا جا سکتا۔',
  'plans.targetDateInPast': 'ہدف کی تاریخ آج یا اس کے بعد کی ہونی چاہیے۔',
  'plans.submitRefused': 'صرف سپلائر منصوبے کو مکمل قرار دے سکتا ہے، اور صرف اس وقت جب وہ جاری ہو۔',
  'plans.reviewRefused': 'صرف تفویض کنندہ ثبوت کا جائزہ لے سکتا ہے، اور صرف اس وقت جب منصوبہ زیرِ جائزہ ہو۔',
  'plans.targetDateRefused': 'صرف تفویض کنندہ ہدف کی تاریخ بدل سکتا ہے، اور صرف اس وقت جب منصوبہ زیرِ جائزہ ہو۔',
  'plans.resolved': 'یہ منصوبہ حل ہو چکا ہے: اس میں مزید کچھ شامل نہیں کیا جا سکتا۔',
  'plans.extensionRefused': 'صرف سپلائر توسیع کی درخواست کر سکتا ہے، اور صرف اس وقت جب منصوبہ تاخیر کا شکار ہو۔',
  'plans.extensionPending': 'توسیع کی ایک درخواست پہلے ہی فیصلے کی منتظر ہے۔',
  'plans.extensionNotFound': 'توسیع کی یہ درخواست اس منصوبے پر موجود نہیں۔',
  'plans.extensionDecided': 'توسیع کی اس درخواست کا فیصلہ ہو چکا ہے۔',
  'plans.extensionDecisionRefused': 'صرف تفویض کنندہ توسیع کی درخواست کا فیصلہ کر سکتا ہے۔',
  'plans.extensionDatePassed': 'توسیع شدہ تاریخ {{date}} گزر چکی ہے: یہ درخواست مسترد کریں؛ سپلائر دوبارہ درخواست کر سکتا ہے۔',
  'plans.fileNotFound': 'یہ فائل اس منصوبے پر موجود نہیں۔',
  'plans.fileRemovalRefused': 'فائل صرف وہی فریق ہٹا سکتا ہے جس نے اسے شامل کیا، اور منصوبہ حل ہونے کے بعد نہیں۔',
  'plans.fileNotYours': '{{name}} آپ کی اپلوڈ کردہ فائل نہیں، یا PNG، JPEG یا PDF نہیں ہے۔',
  'plans.emptyComment': 'تبصرہ لکھیں یا فائل منسلک کریں۔',
} satisfies Partial<TMessageCatalogue>;
