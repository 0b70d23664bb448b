import type { TFieldError } from '@opentrace/domain';

/**
 * Splits server field errors into those a form can show beside its own fields (first message per
 * field) and the rest, which the form shows as one general message instead of losing them.
 */
export function splitFieldErrors<TField extends string>(
  fieldErrors: readonly TFieldError[],
  fields: readonly TField[],
): { byField: Partial<Record<TField, string>>; other: TFieldError[] } {
  const byField: Partial<Record<TField, string>> = {};
  const other: TFieldError[] = [];
  for (const fieldError of fieldErrors) {
    const field = fields.find((name) => name === fieldError.path);
    if (field === undefined) other.push(fieldError);
    else byField[field] ??= fieldError.message;
  }
  return { byField, other };
}
