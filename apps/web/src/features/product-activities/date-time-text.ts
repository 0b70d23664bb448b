import { formatDateTime } from '@opentrace/domain';

/**
 * Dates and moments as people type them on activity forms (spec §9): DD/MM/YYYY for date answers,
 * DD/MM/YYYY HH:mm for when an activity happened, read in the reader's time zone. The API speaks
 * ISO: YYYY-MM-DD for dates, an ISO instant for moments.
 */

const DAY_MONTH_YEAR = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;
const DAY_MONTH_YEAR_TIME = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})\s*$/;

type TCalendarDay = { year: number; month: number; day: number };

function realDay(year: number, month: number, day: number): TCalendarDay | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** "28/02/2026" → "2026-02-28"; null when the text is not a real DD/MM/YYYY date (31/02 is not). */
export function toIsoDate(text: string): string | null {
  const match = DAY_MONTH_YEAR.exec(text);
  if (!match) return null;
  const day = realDay(Number(match[3]), Number(match[2]), Number(match[1]));
  return day ? `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}` : null;
}

/** The moment typed as "DD/MM/YYYY HH:mm" in the reader's time zone, or null when it is not one. */
export function parseDateTime(text: string): Date | null {
  const match = DAY_MONTH_YEAR_TIME.exec(text);
  if (!match) return null;
  const [, day, month, year, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  if (!realDay(year, month, day) || hour > 23 || minute > 59) return null;
  return new Date(year, month - 1, day, hour, minute);
}

/** The form's starting value: the current minute, which is never in the future. */
export function dateTimeText(moment: Date): string {
  return formatDateTime(moment);
}

export type TMomentCheck = { moment: Date } | { problem: 'required' | 'format' | 'future' };

/** A moment an activity happened at: typed, well formed, and not after `now`. */
export function checkMoment(text: string, now: Date): TMomentCheck {
  if (text.trim() === '') return { problem: 'required' };
  const moment = parseDateTime(text);
  if (!moment) return { problem: 'format' };
  return moment.getTime() > now.getTime() ? { problem: 'future' } : { moment };
}
