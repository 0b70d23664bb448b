import type { TFacilityGroupValidation } from '@opentrace/domain';

export type TSheetErrors = {
  sheet: string;
  /** Rows of the sheet with at least one error. */
  rows: number;
  messages: string[];
};

/** Row errors grouped by sheet, sheets in the order their first error appears, rows in file order. */
export function errorsBySheet(errors: TFacilityGroupValidation['errors']): TSheetErrors[] {
  const sheets = new Map<string, { indexes: Set<number>; rows: { index: number; messages: string[] }[] }>();
  for (const row of errors) {
    const sheet = sheets.get(row.sheet) ?? { indexes: new Set<number>(), rows: [] };
    sheet.indexes.add(row.index);
    sheet.rows.push({ index: row.index, messages: row.errors });
    sheets.set(row.sheet, sheet);
  }
  return [...sheets].map(([sheet, { indexes, rows }]) => ({
    sheet,
    rows: indexes.size,
    messages: [...rows].sort((a, b) => a.index - b.index).flatMap((row) => row.messages),
  }));
}
