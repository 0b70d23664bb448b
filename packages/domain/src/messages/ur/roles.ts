import type { TMessageCatalogue } from '../en.ts';

export const roles = {
  'roleSetup.attributesOnlyForProducers': 'صرف پروڈیوسر کرداروں کے شناختی نظام اور خصوصیات ہوتی ہیں۔',
  'roleSetup.identifierSystemRequired': 'پروڈیوسر کردار کے لیے کم از کم ایک شناختی نظام منتخب کریں۔',
  'roleSetup.duplicateAttributeName': 'خصوصیت کا نام {{name}} اس کردار میں دو بار استعمال ہوا ہے۔',
  'roleSetup.listNeedsOptions': 'فہرست والی خصوصیت {{name}} کے لیے کم از کم ایک آپشن ضروری ہے۔',
  'roleSetup.duplicateOption': 'آپشن {{value}} خصوصیت {{name}} میں دو بار موجود ہے۔',
  'roleSetup.optionsOnlyForLists': 'صرف فہرست والی خصوصیات کے آپشن ہوتے ہیں؛ {{name}} کے آپشن ہٹا دیں۔',
  'roleSetup.attributeRepeated': 'ایک ہی خصوصیت دو بار بھیجی گئی ہے۔',
  'roleSetup.unknownAttribute': 'یہ خصوصیت اس کردار سے تعلق نہیں رکھتی۔',
} satisfies Partial<TMessageCatalogue>;
