import type ExcelJS from 'exceljs';
import { readWorkbook } from '../../lib/xlsx-reader.ts';
import type { SheetRows } from './saq-parser.ts';

export { readWorkbook as loadWorkbook, UnreadableWorkbookError } from '../../lib/xlsx-reader.ts';

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
  const workbook = await readWorkbook(data);
  return workbook.worksheets.map(sheetRows);
}
