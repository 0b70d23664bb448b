import { parseDayMonthYear } from '../../lib/day-month-year.ts';

/**
 * Dates as people type them here, DD/MM/YYYY (spec §9), and as the API speaks them: ISO dates for
 * date answers, and the start of the day in the reader's time zone for moments.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** "28/02/2026" → "2026-02-28"; null when the text is not a date. */
export function toIsoDate(text: string): string | null {
  const day = parseDayMonthYear(text);
  return day ? `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}` : null;
}

/** "2026-02-28" → "28/02/2026"; anything else is returned as it is. */
export function fromIsoDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** The moment the typed day starts where the reader is; null when the text is not a date. */
export function startOfDay(text: string): Date | null {
  const day = parseDayMonthYear(text);
  return day ? new Date(day.year, day.month - 1, day.day) : null;
}
