import { SUPPLIER_TEMPLATE_COLUMNS } from '@opentrace/domain';
import ExcelJS from 'exceljs';

/** The sheet the import reads, and the hidden one the Type dropdown lists from. */
export const SUPPLIER_SHEET = 'Sheet1';
const TYPES_SHEET = 'Types';
/** Rows that offer the Type dropdown; a longer file is still read whole. */
const ROWS_WITH_DROPDOWN = 2000;

/**
 * import-suppliers-template.xlsx (DOMAIN.md §9): Sheet1 with the columns the import reads, Type as a
 * dropdown of the supplier types kept on a hidden sheet, and "Supplies To" to name a partner.
 */
export async function supplierTemplate(typeNames: readonly string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SUPPLIER_SHEET);
  sheet.addRow([...SUPPLIER_TEMPLATE_COLUMNS]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns = SUPPLIER_TEMPLATE_COLUMNS.map((header) => ({ width: Math.max(16, header.length + 4) }));
  const types = workbook.addWorksheet(TYPES_SHEET, { state: 'hidden' });
  for (const name of typeNames) types.addRow([name]);
  const typeColumn = String.fromCharCode('A'.charCodeAt(0) + SUPPLIER_TEMPLATE_COLUMNS.indexOf('Type'));
  if (typeNames.length > 0) {
    for (let row = 2; row <= ROWS_WITH_DROPDOWN; row += 1) {
      sheet.getCell(`${typeColumn}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`${TYPES_SHEET}!$A$1:$A$${typeNames.length}`],
        showErrorMessage: true,
      };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
