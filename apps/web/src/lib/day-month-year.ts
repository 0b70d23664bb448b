import { calendarDayIn } from '@opentrace/domain';

/** Dates as people type them here: DD/MM/YYYY (spec §9). */

const DAY_MONTH_YEAR = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

export type TCalendarDay = { year: number; month: number; day: number };

/** The calendar day typed, or null when the text is not a real DD/MM/YYYY date (31/02 is not). */
export function parseDayMonthYear(text: string): TCalendarDay | null {
  const match = DAY_MONTH_YEAR.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** A typed DD/MM/YYYY day as the API takes it (YYYY-MM-DD); null when blank or not a real day. */
export function calendarDateOf(text: string): string | null {
  const day = parseDayMonthYear(text);
  if (!day) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(day.year).padStart(4, '0')}-${pad(day.month)}-${pad(day.day)}`;
}

/** An API day (YYYY-MM-DD) as people read and type it here: DD/MM/YYYY. */
export function dayTextOf(calendarDate: string): string {
  const [year = '', month = '', day = ''] = calendarDate.split('-');
  return `${day}/${month}/${year}`;
}

/** The reader's own time zone, where "today" is judged for the days they type. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Today in `timeZone`, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return calendarDayIn(now, timeZone);
}
