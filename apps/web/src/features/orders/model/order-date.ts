import { formatDate } from '@opentrace/domain';
import { parseDayMonthYear } from '../../../lib/day-month-year.ts';

/**
 * Purchase dates as people type them (spec §5, §9: DD/MM/YYYY) and as the API takes them: an ISO
 * moment, never in the future by the server's clock.
 */

export { parseDayMonthYear };

export type TDateProblem = 'required' | 'format' | 'future';

/** What is wrong with a typed purchase date, or null when it is a real day that has already begun where the reader is. */
export function purchaseDateProblem(text: string, now: Date): TDateProblem | null {
  if (text.trim() === '') return 'required';
  const day = parseDayMonthYear(text);
  if (!day) return 'format';
  return new Date(day.year, day.month - 1, day.day).getTime() > now.getTime() ? 'future' : null;
}

/**
 * The moment sent for a typed day: its last millisecond where the reader is, so a trace's date
 * window (which ends on the order date) takes in the whole day; today stops at `now`, as the API
 * refuses moments in the future. Null when the text is not a date.
 */
export function purchaseMomentOf(text: string, now: Date): string | null {
  const day = parseDayMonthYear(text);
  if (!day) return null;
  const endOfDay = new Date(day.year, day.month - 1, day.day, 23, 59, 59, 999);
  return new Date(Math.min(endOfDay.getTime(), now.getTime())).toISOString();
}

/** A stored moment as the day the reader sees and types: DD/MM/YYYY in their time zone. */
export function dateTextOf(moment: string): string {
  return formatDate(moment);
}

/**
 * The moment to send for a date field: the stored one while the field still shows its day, so an
 * edit that leaves the date alone does not move it; otherwise the typed day's.
 */
export function momentToSend(text: string, now: Date, stored: string | null): string {
  if (stored !== null && text.trim() === dateTextOf(stored)) return stored;
  return purchaseMomentOf(text, now) ?? '';
}
