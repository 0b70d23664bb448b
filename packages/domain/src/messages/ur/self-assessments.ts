import type { TMessageCatalogue } from '../en.ts';

export const selfAssessments = {
  'selfAssessment.answeredByAdministrator': 'آپ کے کردار کا سوالنامہ ایڈمنسٹریٹر پُر کرتا ہے، اس لیے آپ کو کچھ بھرنے کی ضرورت نہیں۔',
  'selfAssessment.noOwnQuestionnaire': 'آپ کا کردار کسی خود جائزہ سوالنامے کا جواب نہیں دیتا۔',
  'selfAssessment.noFacility': 'آپ کا اکاؤنٹ کسی ادارے سے منسلک نہیں، اس لیے جواب دینے کے لیے کوئی سوالنامہ نہیں۔',
  'selfAssessment.noQuestionnaire': 'آپ کے کردار کے لیے ابھی تک کوئی سوالنامہ اپ لوڈ نہیں کیا گیا۔',
  'selfAssessment.notInQuestionnaire':
    'کچھ جوابات آپ کے سوالنامے سے مطابقت نہیں رکھتے، شاید سوالنامہ بدل دیا گیا ہے۔ اسے دوبارہ لوڈ کریں اور پھر سے جواب دیں؛ کچھ محفوظ نہیں ہوا۔',
  'selfAssessment.answersInvalid': '{{count}} جوابات درست کرنے کی ضرورت ہے؛ کچھ محفوظ نہیں ہوا۔',
  'selfAssessment.unknownQuestion': 'یہ سوال آپ کے سوالنامے کا حصہ نہیں۔',
  'selfAssessment.repeatedQuestion': 'اس سوال کا جواب ایک سے زیادہ بار دیا گیا ہے۔',
  'selfAssessment.problem.required': 'اس سوال کا جواب دیں۔',
  'selfAssessment.problem.digitsOnly': 'صرف ہندسے درج کریں (پورا عدد)۔',
  'selfAssessment.problem.unknownOption': 'منتخب کردہ ایک آپشن اس سوال سے تعلق نہیں رکھتا۔',
  'selfAssessment.problem.oneOptionOnly': 'صرف ایک آپشن منتخب کریں۔',
  'selfAssessment.problem.repeatedOption': 'ایک آپشن ایک سے زیادہ بار منتخب کیا گیا ہے۔',
  'selfAssessment.problem.otherTextRequired': 'بتائیں کہ "دیگر" سے کیا مراد ہے۔',
} satisfies Partial<TMessageCatalogue>;
