import { readSheetRows, type SheetCell } from './xlsx-reader.ts';

/** A worksheet as plain text cells; `cells[0]` is column A. */
export interface SheetRows {
  name: string;
  rows: { rowNumber: number; cells: string[] }[];
}

/** A cell's displayed text, trimmed: customers' files carry trailing spaces everywhere. */
export function cellText(cell: SheetCell): string {
  return cell.text.trim();
}

/**
 * Each sheet's rows that hold something, as text, in tab order; every row as wide as the sheet's
 * widest, as the sheet's column count made them when workbooks were read whole.
 */
export async function readSheets(
  data: Buffer,
  options: { firstSheetOnly: boolean } = { firstSheetOnly: false },
  textOf: (cell: SheetCell) => string = cellText,
): Promise<SheetRows[]> {
  const sheets = await readSheetRows(data, options, ({ rowNumber, cells }) => ({ rowNumber, cells: cells.map(textOf) }));
  return sheets.map(({ name, rows }) => {
    const width = rows.reduce((widest, row) => Math.max(widest, row.cells.length), 0);
    for (const row of rows) while (row.cells.length < width) row.cells.push('');
    return { name, rows };
  });
}
