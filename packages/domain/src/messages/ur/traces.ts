import type { TMessageCatalogue } from '../en.ts';

/** Server messages of order traces, in Urdu. */
export const traces = {
  'traces.nonParticipating': 'غیر شریک {{role}}',
  'traces.missing': 'ٹریس مکمل کرنے کے لیے ناکافی معلومات: {{supplier}} سے کہیں کہ اپنی لین دین درج کرے۔',
  'traces.noDirectMatch':
    '{{supplier}} کی دستاویزات سے براہِ راست مطابقت نہیں ملی: فہرست {{from}} سے {{to}} تک موصول ہونے والی اس کی تمام لین دین دکھاتی ہے۔',
  'traces.ratio':
    '{{facility}} نے {{input}} کلوگرام سے {{output}} کلوگرام بنایا (تناسب {{ratio}})، جو سپلائی چین نقشے کی اجازت سے زیادہ ہے (زیادہ سے زیادہ {{limit}} کلوگرام پیداوار فی کلوگرام خام مال)۔',
  'traces.ratioWithoutLimit': '{{facility}} نے {{input}} کلوگرام سے {{output}} کلوگرام بنایا: پیداوار خام مال سے زیادہ ہے۔',
  'traces.oversold':
    '{{facility}} نے {{from}} سے {{to}} تک {{sold}} کلوگرام فروخت کیا، جو اس مدت میں خریدے اور بنائے گئے {{available}} کلوگرام سے زیادہ ہے۔',
} as const satisfies Partial<TMessageCatalogue>;
