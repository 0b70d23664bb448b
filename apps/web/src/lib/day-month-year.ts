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
