import { ZFieldError, type TFieldError } from '@opentrace/domain';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { splitFieldErrors } from '../../lib/field-errors.ts';

/**
 * Where the server's complaints about an activity go on its form. A 400 names fields by their path
 * in the body (`uploadProofs.0.blobName`, `outputProduct.outputProducts.2.qrCode`); so may a 409 or a
 * 422 in its details. Paths map to the form's fields, rows of products to their row, and what no
 * field shows stays a general message, never lost.
 */

/** The field errors of a failed call, wherever the status put them. */
export function fieldErrorsOf(error: unknown): TFieldError[] {
  if (!(error instanceof ApiError)) return [];
  if (error.fieldErrors.length > 0) return [...error.fieldErrors];
  if (!Array.isArray(error.details)) return [];
  return error.details.flatMap((item: unknown) => {
    const parsed = ZFieldError.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The form field a path belongs to: the path itself or its nearest listed parent. */
export function fieldOfPath<TField extends string>(path: string, fields: Readonly<Record<string, TField>>): TField | undefined {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const field = fields[parts.slice(0, length).join('.')];
    if (field !== undefined) return field;
  }
  return undefined;
}

/** One product row's messages: attribute inputs by attribute id, the row's other fields by name. */
export type TRowErrors = { attributes: Record<string, string>; fields: Record<string, string> };

export const NO_ROW_ERRORS: TRowErrors = { attributes: {}, fields: {} };

/** Rows of products, each sent with these attribute ids in this order (a path may count them). */
export type TRowsSent = { prefix: string; attributeIds: readonly (readonly string[])[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function placeInRow(row: TRowErrors, rest: string[], attributeIds: readonly string[], message: string): void {
  const [field = 'row', key] = rest;
  if (field === 'attributes' && key !== undefined) {
    // The rules name the attribute by id; schema checks count the values sent.
    const attributeId = UUID.test(key) ? key : /^\d+$/.test(key) ? attributeIds[Number(key)] : undefined;
    if (attributeId !== undefined) {
      row.attributes[attributeId] ??= message;
      return;
    }
  }
  row.fields[field] ??= message;
}

/** Splits errors about rows (`{prefix}.{i}.…`) from the rest, by row. */
export function rowErrorsOf(errors: readonly TFieldError[], sent: TRowsSent): { rows: TRowErrors[]; rest: TFieldError[] } {
  const rows: TRowErrors[] = sent.attributeIds.map(() => ({ attributes: {}, fields: {} }));
  const rest: TFieldError[] = [];
  const start = `${sent.prefix}.`;
  for (const error of errors) {
    const [index, ...path] = error.path.startsWith(start) ? error.path.slice(start.length).split('.') : [];
    const row = index !== undefined && /^\d+$/.test(index) ? rows[Number(index)] : undefined;
    if (row) placeInRow(row, path, sent.attributeIds[Number(index)] ?? [], error.message);
    else rest.push(error);
  }
  return { rows, rest };
}

export type TPlacedErrors<TField extends string> = {
  byField: Partial<Record<TField, string>>;
  rows: TRowErrors[];
  /** Messages no field shows: a broken business rule, or a path the form does not have. */
  other: string[];
};

/**
 * Places a failed call's problems on a form whose fields answer these body paths (the field's own
 * path and any below it, `uploadProofs.3` → uploadProofs); `rows` lists product rows, if any.
 */
export function placeServerErrors<TField extends string>(
  error: unknown,
  fields: Readonly<Record<string, TField>>,
  fallback: string,
  rows: TRowsSent = { prefix: '', attributeIds: [] },
): TPlacedErrors<TField> {
  if (error instanceof ApiError && error.sessionEnded) return { byField: {}, rows: [], other: [] };
  const errors = fieldErrorsOf(error);
  if (errors.length === 0) return { byField: {}, rows: [], other: [errorMessage(error, fallback)] };
  const inRows = rows.prefix === '' ? { rows: [], rest: errors } : rowErrorsOf(errors, rows);
  const named = inRows.rest.map((fieldError) => ({ ...fieldError, path: fieldOfPath(fieldError.path, fields) ?? fieldError.path }));
  const { byField, other } = splitFieldErrors(named, Object.values(fields));
  return { byField, rows: inRows.rows, other: other.map((fieldError) => fieldError.message) };
}
