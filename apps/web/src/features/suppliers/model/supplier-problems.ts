import { ZFieldError, type TFieldError } from '@opentrace/domain';
import { ApiError } from '../../../lib/api-client.ts';
import type { TSupplierErrors, TSupplierField } from './supplier-form.ts';

/**
 * 400 (shape), 404 (the chosen facility is gone), 409 (e-mail, OS ID or facility taken) and 422 (map
 * rules, locked details) name the fields at fault.
 */
const FIELD_STATUSES: ReadonlySet<number> = new Set([400, 404, 409, 422]);

/** The field problems a failed save carries; none for failures that name no field. */
export function supplierProblemsOf(error: unknown): TFieldError[] {
  if (!(error instanceof ApiError) || !FIELD_STATUSES.has(error.status)) return [];
  if (error.fieldErrors.length > 0) return [...error.fieldErrors];
  if (!Array.isArray(error.details)) return [];
  return error.details.flatMap((item: unknown) => {
    const parsed = ZFieldError.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const FIELDS: ReadonlySet<string> = new Set<TSupplierField>([
  'facilityId',
  'name',
  'typeId',
  'businessRegisterNumber',
  'oarId',
  'firstName',
  'lastName',
  'email',
  'businessPartnerIds',
]);

/**
 * Places the server's problems beside the fields the form shows (`businessPartnerIds.0` lands on the
 * partners field); a problem about a field not shown, or about no field, comes back in `other`.
 */
export function placeSupplierProblems(
  problems: readonly TFieldError[],
  shown: readonly TSupplierField[],
): { byField: TSupplierErrors; other: string[] } {
  const byField: TSupplierErrors = {};
  const other: string[] = [];
  for (const problem of problems) {
    const path = problem.path.replace(/\.\d+$/, '');
    const field = FIELDS.has(path) ? (path as TSupplierField) : null;
    if (field && shown.includes(field)) byField[field] ??= problem.message;
    else other.push(problem.message);
  }
  return { byField, other };
}
