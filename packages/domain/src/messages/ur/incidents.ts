import type { TMessageCatalogue } from '../en.ts';

/** Server messages of incident (grievance) reports and the audit log, in Urdu. */
export const incidents = {
  'incidents.notFound': 'یہ رپورٹ موجود نہیں یا آپ اسے دیکھنے کے مجاز نہیں۔',
  'incidents.risksRequired': 'کم از کم ایک لیبر رسک شامل کریں۔',
  'incidents.duplicateRisk': 'یہ انڈیکیٹر اور سب انڈیکیٹر کا جوڑا پہلے ہی فہرست میں موجود ہے۔',
  'incidents.reasonRequired': 'بتائیں کہ اس رپورٹ پر مزید کارروائی کیوں درکار ہے۔',
  'incidents.noFollowUpWithAssignee': '"کوئی فالو اپ نہیں" والی رپورٹ کسی کو تفویض نہیں کی جا سکتی۔',
  'incidents.recordedInFuture': 'تاریخ مستقبل کی نہیں ہو سکتی۔',
  'incidents.facilityNotProducer': 'کوئی رجسٹرڈ پروڈیوسر ادارہ منتخب کریں۔',
  'incidents.unknownRiskPair': 'یہ سب انڈیکیٹر انڈیکیٹر لسٹ میں اس انڈیکیٹر کے تحت نہیں ہے۔',
  'incidents.assigneeNotEligible':
    'رپورٹ صرف ان فعال اسیسرز یا API صارفین کو تفویض کی جا سکتی ہے جن کے رول میں ری ایکٹو اسیسمنٹس شامل ہوں۔',
  'incidents.referNotAllowed': 'رپورٹ تفویض کرنے یا اسے "کوئی فالو اپ نہیں" قرار دینے کے لیے فالو اپ کے لیے بھیجنے کی اجازت درکار ہے۔',
  'incidents.riskNotOnReport': 'یہ رسک اس رپورٹ پر موجود نہیں۔',
  'incidents.riskAlreadyOnReport': 'رپورٹ میں یہ انڈیکیٹر اور سب انڈیکیٹر کا جوڑا پہلے سے موجود ہے۔',
  'incidents.lastRiskRemoved': 'رپورٹ میں کم از کم ایک لیبر رسک رہنا ضروری ہے۔',
  'incidents.closed': 'یہ رپورٹ {{closedAt}} کو بند کر دی گئی تھی اور اب اس میں تبدیلی نہیں ہو سکتی۔',
  'incidents.notAssignee': 'صرف وہی اسیسر جواب دے سکتا ہے جسے یہ رپورٹ تفویض کی گئی ہے۔',
  'incidents.fileNotYours': 'فائل {{name}} آپ نے اپ لوڈ نہیں کی، یا یہ png، jpeg یا pdf نہیں ہے۔',
  'incidents.jsonOrMultipart': 'رپورٹ multipart/form-data (فائلوں کے ساتھ) یا JSON کی صورت میں بھیجیں۔',
} satisfies Partial<TMessageCatalogue>;
