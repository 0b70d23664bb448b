import { readSheetRows, type SheetCell } from './xlsx-reader.ts';

/** A worksheet as plain text cells; `cells[0]` is column A. */
export interface SheetRows {
  name: string;
  rows: { rowNumber: number; cells: string[] }[];
}

/** A cell's displayed text, trimmed: customers' files carry trailing spaces everywhere. */
export function displayedText(cell: SheetCell): string {
  return cell.text.trim();
}

/**
 * Each sheet's rows that hold something, as text, in tab order; every row as wide as the sheet's
 * widest, as the sheet's column count made them when workbooks were read whole.
 */
export async function readSheets(
  data: Buffer,
  options: { firstSheetOnly: boolean } = { firstSheetOnly: false },
  textOf: (cell: SheetCell) => string = displayedText,
): Promise<SheetRows[]> {
  const sheets = await readSheetRows(data, options, ({ rowNumber, cells }) => ({ rowNumber, cells: cells.map(textOf) }));
  return sheets.map(({ name, rows }) => {
    const width = rows.reduce((widest, row) => Math.max(widest, row.cells.length), 0);
    for (const row of rows) while (row.cells.length < width) row.cells.push('');
    return { name, rows };
  });
}

/**
 * The text a spreadsheet user sees in a cell, whatever exceljs made of it: plain values, rich
 * text runs, hyperlinks, formula results or error values.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText.map((run: { text?: unknown }) => (typeof run.text === 'string' ? run.text : '')).join('');
    }
    if ('result' in value) return valueText(value.result);
    if ('text' in value) return valueText(value.text);
    if ('error' in value && typeof value.error === 'string') return value.error;
  }
  return '';
}
