import type { TMessageCatalogue } from '../en.ts';

/** Server messages of orders and order suppliers, in Urdu. */
export const orders = {
  'orders.notFound': 'یہ آرڈر موجود نہیں یا آپ کی تنظیم کا آرڈر نہیں ہے۔',
  'orders.supplierNotFound': 'یہ آرڈر سپلائر اس آرڈر پر موجود نہیں ہے۔',
  'orders.noFacility': 'آپ کا اکاؤنٹ ابھی کسی رجسٹرڈ ادارے سے منسلک نہیں، اس لیے آپ آرڈرز ٹریس نہیں کر سکتے۔',
  'orders.oneDocumentRequired': 'پرچیز آرڈر، انوائس یا پیکنگ لسٹ نمبر میں سے کم از کم ایک درج کریں۔',
  'orders.purchasedInFuture': 'خریداری کی تاریخ مستقبل کی نہیں ہو سکتی۔',
  'orders.facilityNotFound': 'یہ ادارہ موجود نہیں یا آرڈر فراہم نہیں کر سکتا۔',
  'orders.producerOrdersFromItself': 'پروڈیوسر کے طور پر آپ اپنی پیداوار ٹریس کرتے ہیں: پہلا سپلائر آپ کا اپنا ادارہ ہونا چاہیے۔',
  'orders.notBrandSupplier': '{{name}} آپ کے سپلائرز میں شامل نہیں۔ پہلے اسے اپنے سپلائرز میں شامل کریں۔',
  'orders.roleNotOnMap': '{{name}} ایک {{role}} ہے، جو سپلائی چین نقشے پر موجود نہیں۔',
  'orders.notFromRole': '{{name}} ({{role}}) سپلائی چین نقشے پر {{parent}} کو فروخت نہیں کرتا۔',
  'orders.suppliesItself': '{{name}} اپنا ہی سپلائر نہیں ہو سکتا۔',
  'orders.parentNotFound': 'جس آرڈر سپلائر کو یہ فراہم کرتا ہے وہ اس آرڈر پر موجود نہیں۔',
  'orders.firstSupplierFixed':
    'پہلا آرڈر سپلائر آرڈر کا اپنا سپلائر اور دستاویزات رکھتا ہے: اس کے بجائے آرڈر میں ترمیم کریں یا اسے حذف کریں۔',
} satisfies Partial<TMessageCatalogue>;
