import { ZFieldError, type TFieldError } from '@opentrace/domain';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * 400 (shape, a date in the future), 404 (the chosen facility or parent is gone), 409 (a rule of the
 * order's state) and 422 (map rules) may name the fields at fault.
 */
const FIELD_STATUSES: ReadonlySet<number> = new Set([400, 404, 409, 422]);

/** The field problems a failed save carries; none for failures that name no field. */
export function orderProblemsOf(error: unknown): TFieldError[] {
  if (!(error instanceof ApiError) || !FIELD_STATUSES.has(error.status)) return [];
  if (error.fieldErrors.length > 0) return [...error.fieldErrors];
  if (!Array.isArray(error.details)) return [];
  return error.details.flatMap((item: unknown) => {
    const parsed = ZFieldError.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Places the server's problems beside the fields the form shows, the first message of a field
 * winning; a problem about another field, or about none, comes back in `other`.
 */
export function placeOrderProblems<TField extends string>(
  problems: readonly TFieldError[],
  shown: readonly TField[],
): { byField: Partial<Record<TField, string>>; other: string[] } {
  const byField: Partial<Record<TField, string>> = {};
  const other: string[] = [];
  for (const problem of problems) {
    const field = shown.find((name) => name === problem.path);
    if (field === undefined) other.push(problem.message);
    else byField[field] ??= problem.message;
  }
  return { byField, other };
}
