import { calendarDateOf } from '../../../lib/day-month-year.ts';

/**
 * A plan's target date is a calendar day (YYYY-MM-DD on the API), typed and shown DD/MM/YYYY (spec §9),
 * today or later where the assigner is.
 */

export type TTargetDateProblem = 'required' | 'format' | 'past';

/** What is wrong with a typed target date, or null for a real day that is `today` (YYYY-MM-DD) or later. */
export function targetDateProblem(text: string, today: string): TTargetDateProblem | null {
  if (text.trim() === '') return 'required';
  const date = calendarDateOf(text);
  if (date === null) return 'format';
  return date < today ? 'past' : null;
}
