import type { TMessageCatalogue } from '../en.ts';

/** Server messages of the job queue's operator screen, in Urdu. */
export const jobs = {
  'jobs.notDead': 'یہ کام ناکام کاموں کی فہرست میں نہیں ہے (ممکن ہے اسے پہلے ہی دوبارہ چلایا جا چکا ہو)۔',
  'jobs.twinWaiting': 'یہی کام پہلے سے قطار میں انتظار کر رہا ہے، اس لیے یہ ناکام کام دوبارہ نہیں چلایا گیا۔',
} satisfies Partial<TMessageCatalogue>;
