import { formatDate } from '@opentrace/domain';
import type ExcelJS from 'exceljs';
import type { SheetRows } from '../saqs/saq-parser.ts';
import { cellText, loadWorkbook } from '../saqs/saq-workbook.ts';

/** A workbook reduced to what the import reads: each sheet's non-empty rows as trimmed text. */
export type TemplateWorkbook = SheetRows[];

/**
 * A cell as its reader sees it. Dates typed into a date-formatted cell arrive as Date objects,
 * which exceljs would print in JavaScript's long form; the template asks for dd/mm/yyyy.
 */
function templateCellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  const date = value instanceof Date ? value : value && typeof value === 'object' && 'result' in value && value.result instanceof Date ? value.result : null;
  return date ? formatDate(date, 'UTC') : cellText(cell);
}

function sheetOf(worksheet: ExcelJS.Worksheet): SheetRows {
  const rows: SheetRows['rows'] = [];
  const width = worksheet.columnCount;
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) cells.push(templateCellText(row.getCell(column)));
    if (cells.some((cell) => cell !== '')) rows.push({ rowNumber, cells });
  });
  return { name: worksheet.name, rows };
}

/** Throws UnreadableWorkbookError (saq-workbook.ts) when the bytes are not a workbook. */
export async function readTemplateWorkbook(data: Buffer): Promise<TemplateWorkbook> {
  const workbook = await loadWorkbook(data);
  return workbook.worksheets.map(sheetOf);
}
