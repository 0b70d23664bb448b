import type { TMessageCatalogue } from '../en.ts';

export const partners = {
  'partners.existingOrNew': 'کوئی موجودہ سہولت منتخب کریں یا نئی سہولت کی تفصیلات دیں، دونوں نہیں۔',
  'partners.noFacility': 'آپ کا اکاؤنٹ کسی سہولت سے وابستہ نہیں، اس لیے اس کے کوئی کاروباری شراکت دار نہیں۔',
  'partners.unknownRole': 'یہ کردار موجود نہیں۔',
  'partners.roleNotAdjacent':
    '{{role}} سپلائی چین کے نقشے پر آپ کے کردار کے ساتھ نہیں، اس لیے اس کی سہولیات آپ کی پروسیسنگ شراکت دار نہیں بن سکتیں۔',
  'partners.roleNotInvitable':
    '{{role}} کے صارفین کو مدعو نہیں کیا جا سکتا: ان کا پروفائل منتظم مکمل کرتا ہے۔ اس کے بجائے اس کی کوئی موجودہ سہولت شامل کریں۔',
  'partners.facilityNotFound': 'یہ سہولت موجود نہیں یا آپ کی شراکت دار نہیں بن سکتی۔',
  'partners.alreadyPartner': '{{name}} پہلے ہی آپ کا کاروباری شراکت دار ہے۔',
  'partners.notTransporter': '{{name}} ٹرانسپورٹر نہیں ہے۔',
  'partners.notBroker': '{{name}} بروکر نہیں ہے۔',
  'partners.transportersNotAllowed': 'آپ کا کردار نقل و حمل درج نہیں کرتا، اس لیے ٹرانسپورٹر شامل نہیں کر سکتا۔',
  'partners.brokersNotAllowed': 'آپ کا کردار درمیانی فریقوں کے ذریعے خرید و فروخت نہیں کرتا، اس لیے بروکر شامل نہیں کر سکتا۔',
  'partners.brokerPartnerNotAllowed': 'صرف آپ کے اپنے پروسیسنگ شراکت دار ہی بروکر کے شراکت دار بن سکتے ہیں۔',
  'partners.addressRequired': 'جب ملک "دیگر" ہو تو گلی کا پتہ لازمی ہے۔',
} satisfies Partial<TMessageCatalogue>;
