import { formatDate } from '@opentrace/domain';
import { parseDayMonthYear } from '../../../lib/day-month-year.ts';

/**
 * The days a report or response is recorded on, typed DD/MM/YYYY (spec §9), and the list's date filter.
 * The API takes ISO moments and refuses one in the future.
 */

export type TDayProblem = 'required' | 'format' | 'future';

/** What is wrong with a typed day, or null when it is a real day that has already begun where the reader is. */
export function recordedDayProblem(text: string, now: Date): TDayProblem | null {
  if (text.trim() === '') return 'required';
  const day = parseDayMonthYear(text);
  if (!day) return 'format';
  return new Date(day.year, day.month - 1, day.day).getTime() > now.getTime() ? 'future' : null;
}

/**
 * The moment sent for a typed day: its last millisecond where the reader is, today stopping at `now`,
 * as the API refuses moments in the future. Null when the text is not a date.
 */
export function recordedMomentOf(text: string, now: Date): string | null {
  const day = parseDayMonthYear(text);
  if (!day) return null;
  const endOfDay = new Date(day.year, day.month - 1, day.day, 23, 59, 59, 999);
  return new Date(Math.min(endOfDay.getTime(), now.getTime())).toISOString();
}

/** Today as the reader types it, the form's starting value. */
export function todayText(now: Date): string {
  return formatDate(now);
}
