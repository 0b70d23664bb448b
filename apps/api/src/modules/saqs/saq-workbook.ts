import ExcelJS from 'exceljs';
import type { SheetRows } from './saq-parser.ts';

/** Thrown when the bytes are not a workbook exceljs can open; the caller names the file. */
export class UnreadableWorkbookError extends Error {}

export async function loadWorkbook(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type; Node's Buffer is what it reads.
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableWorkbookError();
  }
  return workbook;
}

/**
 * A cell's displayed text. exceljs throws on some cells of real files (merged cells whose master
 * holds nothing), which are simply empty to a reader.
 */
export function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text.trim();
  } catch {
    return '';
  }
}

/** Cells as displayed text, trimmed: customers' files carry trailing spaces everywhere. */
export function sheetRows(worksheet: ExcelJS.Worksheet): SheetRows {
  const rows: SheetRows['rows'] = [];
  const width = worksheet.columnCount;
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) cells.push(cellText(row.getCell(column)));
    rows.push({ rowNumber, cells });
  });
  return { name: worksheet.name, rows };
}

export async function readSheets(data: Buffer): Promise<SheetRows[]> {
  const workbook = await loadWorkbook(data);
  return workbook.worksheets.map(sheetRows);
}
