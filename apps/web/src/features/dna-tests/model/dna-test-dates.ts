import { calendarDateOf } from '../../../lib/day-month-year.ts';

/**
 * A test's day is a calendar day (YYYY-MM-DD on the API), typed and shown DD/MM/YYYY (spec §9), and
 * never after today where the person logging it is.
 */

export type TTestedOnProblem = 'required' | 'format' | 'future';

/** What is wrong with a typed test day, or null for a real day that is `today` (YYYY-MM-DD) or earlier. */
export function testedOnProblem(text: string, today: string): TTestedOnProblem | null {
  if (text.trim() === '') return 'required';
  const date = calendarDateOf(text);
  if (date === null) return 'format';
  return date > today ? 'future' : null;
}
