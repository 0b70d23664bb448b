import type { TMessageCatalogue } from '../en.ts';

/** Server messages of the trace exports (documents zip and EPCIS), in Urdu. */
export const traceExports = {
  'traceExports.orderNotFound': 'یہ آرڈر موجود نہیں ہے یا آپ کا نہیں ہے۔',
  'traceExports.index.file': 'فائل',
  'traceExports.index.transaction': 'لین دین',
  'traceExports.index.from': 'از',
  'traceExports.index.to': 'بنام',
  'traceExports.index.date': 'تاریخ (UTC)',
  'traceExports.index.documentNumber': 'دستاویز نمبر',
  'traceExports.index.empty': 'کوئی دستاویز نہیں: اس ٹریس پر ابھی تک کسی چیز کے ساتھ دستاویزات منسلک نہیں ہیں۔',
  'traceExports.kind.purchase': 'خریداری',
  'traceExports.kind.sale': 'فروخت',
  'traceExports.kind.transport': 'نقل و حمل',
  'traceExports.kind.certification': 'مصنوعات کی سرٹیفیکیشن',
  'traceExports.nonParticipatingSeller': 'غیر شریک فروخت کنندہ',
} satisfies Partial<TMessageCatalogue>;
