import type { TAttributeDraft } from './attribute-form.ts';
import type { TRowErrors } from './server-errors.ts';

/**
 * Products described on the form itself (manual purchases, transformation outputs): rows that can be
 * added and removed, each with a key of its own so an input keeps its row while others go.
 */

export type TProductRow = { key: string; draft: TAttributeDraft };

let lastKey = 0;

export function newRowKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

export function replaceRow<TRow extends { key: string }>(rows: readonly TRow[], key: string, change: (row: TRow) => TRow): TRow[] {
  return rows.map((row) => (row.key === key ? change(row) : row));
}

export function removeRow<TRow extends { key: string }>(rows: readonly TRow[], key: string): TRow[] {
  return rows.filter((row) => row.key !== key);
}

/** Messages of rows, minus the one of an input just changed (by attribute id, or a row field's name). */
export function withoutRowMessage(errors: readonly TRowErrors[], index: number, name: string): TRowErrors[] {
  return errors.map((row, position) => {
    if (position !== index) return row;
    const { [name]: _attribute, ...attributes } = row.attributes;
    const { [name]: _field, ...fields } = row.fields;
    return { attributes, fields };
  });
}
