import { AppError } from '../../../core/app-error.ts';
import { displayedText } from '../../../lib/xlsx-sheets.ts';
import { readSheetRows, UnreadableWorkbookError } from '../../../lib/xlsx-reader.ts';
import type { SupplierSheetRow } from './supplier-rows.ts';
import { SUPPLIER_SHEET } from './supplier-template.ts';

const SHEET_NAME = SUPPLIER_SHEET.toLowerCase();

/**
 * The data rows of the template's Sheet1 (row 1 holds the headers), read row by row so a 10 MB file never
 * sits in memory as a workbook. Blank rows are left out; columns are taken by their place in the template.
 */
export async function readSupplierSheet(data: Buffer, fileName: string): Promise<SupplierSheetRow[]> {
  let sheets;
  try {
    sheets = await readSheetRows(data, { firstSheetOnly: false }, ({ rowNumber, cells }) => {
      const text = (column: number) => (cells[column] ? displayedText(cells[column]) : '');
      return {
        index: rowNumber,
        name: text(0),
        businessRegisterNumber: text(1),
        oarId: text(2),
        firstName: text(3),
        lastName: text(4),
        email: text(5),
        type: text(6),
        suppliesTo: text(7),
      };
    });
  } catch (error) {
    if (error instanceof UnreadableWorkbookError)
      throw new AppError('UNSUPPORTED_FILE_TYPE', { params: { name: fileName, accepted: 'xlsx' } });
    throw error;
  }
  const sheet = sheets.find((candidate) => candidate.name.trim().toLowerCase() === SHEET_NAME);
  if (!sheet) throw new AppError('UNPROCESSABLE', { messageKey: 'suppliers.import.sheetMissing' });
  return sheet.rows.filter((row) => row.index > 1 && Object.entries(row).some(([key, value]) => key !== 'index' && value !== ''));
}
