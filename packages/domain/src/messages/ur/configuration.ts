import type { TMessageCatalogue } from '../en.ts';

export const configuration = {
  'validation.integer': 'پورا عدد درج کریں',
  'validation.weightMin': 'وزن درکار ہے',
  'configuration.alreadyCompleted': 'سسٹم کی ترتیب پہلے ہی مکمل ہو چکی ہے',
  'configuration.notCompleted': 'سسٹم کی ترتیب مکمل نہیں ہوئی، اس لیے واپس جانے کو کچھ نہیں ہے۔',
  'configuration.systemNameMissing': 'سسٹم کی ترتیب مکمل کرنے سے پہلے پروفائل کے مرحلے میں سسٹم کا نام درج کریں۔',
  'configuration.unknownCommodity': '{{name}} اجناس کی فہرست میں شامل نہیں ہے',
  'configuration.logoNotFound': 'لوگو کی فائل نہیں ملی؛ اسے دوبارہ اپ لوڈ کریں۔',
  'configuration.logoWrongKind': 'لوگو ایک تصویر ہونی چاہیے جو لوگو کے طور پر اپ لوڈ کی گئی ہو۔',
  'configuration.stepsUnfinished': 'سسٹم ترتیب دینے سے پہلے یہ مراحل مکمل کریں: {{steps}}۔',
  'configuration.step.1': '1. پروفائل ترتیب دیں',
  'configuration.step.2': '2. پروڈکٹس اور خصوصیات',
  'configuration.step.3': '3. کردار اور اجازتیں',
  'configuration.step.4': '4. سپلائی چین',
  'configuration.step.5': '5. اشاریوں کی فہرست',
  'configuration.step.6': '6. سوالنامے',
  'configuration.step.7': '7. خطرے کا جائزہ',
  'riskMethod.weightRequired': 'وزن درکار ہے',
} satisfies Partial<TMessageCatalogue>;
