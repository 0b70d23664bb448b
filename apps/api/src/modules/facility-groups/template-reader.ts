import { formatDate } from '@opentrace/domain';
import type { SheetCell } from '../../lib/xlsx-reader.ts';
import { displayedText, readSheets, type SheetRows } from '../../lib/xlsx-sheets.ts';

/** A workbook reduced to what the import reads: each sheet's non-empty rows as trimmed text. */
export type TemplateWorkbook = SheetRows[];

/**
 * A cell as its reader sees it. Dates typed into a date-formatted cell arrive as Date objects,
 * which exceljs would print in JavaScript's long form; the template asks for dd/mm/yyyy.
 */
function templateCellText(cell: SheetCell): string {
  const value = cell.value;
  const date =
    value instanceof Date
      ? value
      : value && typeof value === 'object' && 'result' in value && value.result instanceof Date
        ? value.result
        : null;
  return date ? formatDate(date, 'UTC') : displayedText(cell);
}

/** Throws UnreadableWorkbookError (saq-workbook.ts) when the bytes are not a workbook. */
export async function readTemplateWorkbook(data: Buffer): Promise<TemplateWorkbook> {
  const sheets = await readSheets(data, { firstSheetOnly: false }, templateCellText);
  return sheets.map(({ name, rows }) => ({ name, rows: rows.filter(({ cells }) => cells.some((cell) => cell !== '')) }));
}
