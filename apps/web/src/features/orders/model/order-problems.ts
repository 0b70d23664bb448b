import type { TFieldError } from '@opentrace/domain';
import { splitFieldErrors } from '../../../lib/field-errors.ts';

/**
 * An order's save may fail on its date (400, a date in the future), a chosen facility or parent gone (404),
 * a rule of the order's state (409) or a map rule (422); all of them may name the fields at fault.
 */
export { saveProblemsOf as orderProblemsOf } from '../../../lib/save-problems.ts';

/**
 * Places the server's problems beside the fields the form shows, the first message of a field
 * winning; a problem about another field, or about none, comes back in `other`.
 */
export function placeOrderProblems<TField extends string>(
  problems: readonly TFieldError[],
  shown: readonly TField[],
): { byField: Partial<Record<TField, string>>; other: string[] } {
  const { byField, other } = splitFieldErrors(problems, shown);
  return { byField, other: other.map((problem) => problem.message) };
}
