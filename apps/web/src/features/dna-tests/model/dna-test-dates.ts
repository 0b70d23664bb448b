import { calendarDayIn } from '@opentrace/domain';
import { parseDayMonthYear } from '../../../lib/day-month-year.ts';

/**
 * A test's day is a calendar day (YYYY-MM-DD on the API), typed and shown DD/MM/YYYY (spec §9), and
 * never after today where the person logging it is.
 */

export type TTestedOnProblem = 'required' | 'format' | 'future';

/** The reader's own time zone, which the server judges "not after today" in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Today in `timeZone`, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return calendarDayIn(now, timeZone);
}

/** YYYY-MM-DD as people read it: DD/MM/YYYY. */
export function dayTextOf(calendarDate: string): string {
  const [year = '', month = '', day = ''] = calendarDate.split('-');
  return `${day}/${month}/${year}`;
}

/** A typed DD/MM/YYYY day as YYYY-MM-DD; null when blank or not a real day. */
export function calendarDateOf(text: string): string | null {
  const day = parseDayMonthYear(text);
  if (!day) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(day.year).padStart(4, '0')}-${pad(day.month)}-${pad(day.day)}`;
}

/** What is wrong with a typed test day, or null for a real day that is `today` (YYYY-MM-DD) or earlier. */
export function testedOnProblem(text: string, today: string): TTestedOnProblem | null {
  if (text.trim() === '') return 'required';
  const date = calendarDateOf(text);
  if (date === null) return 'format';
  return date > today ? 'future' : null;
}
