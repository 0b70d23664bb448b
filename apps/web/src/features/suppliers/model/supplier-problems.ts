import type { TFieldError } from '@opentrace/domain';
import type { TSupplierErrors, TSupplierField } from './supplier-form.ts';

/**
 * A supplier's save may fail on its shape (400), a chosen facility gone (404), an e-mail, OS ID or facility
 * taken (409), or map rules and locked details (422); all of them may name the fields at fault.
 */
export { saveProblemsOf as supplierProblemsOf } from '../../../lib/save-problems.ts';

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
