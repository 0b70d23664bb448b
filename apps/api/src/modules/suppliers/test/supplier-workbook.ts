import { SUPPLIER_TEMPLATE_COLUMNS } from '@opentrace/domain';
import ExcelJS from 'exceljs';

export type TSupplierColumn = (typeof SUPPLIER_TEMPLATE_COLUMNS)[number];
export type TSupplierRow = Partial<Record<TSupplierColumn, string>>;

/**
 * A filled supplier template as a brand would upload it: Sheet1 with the template's header row and
 * one row per supplier (an empty cell where a column is left out). `sheetName` renames the sheet,
 * as a brand who saved the wrong workbook would.
 */
export async function supplierWorkbook(rows: readonly TSupplierRow[], options: { sheetName?: string } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Sheet1');
  sheet.addRow([...SUPPLIER_TEMPLATE_COLUMNS]);
  for (const row of rows) sheet.addRow(SUPPLIER_TEMPLATE_COLUMNS.map((column) => row[column] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Fills the workbook the API served as the template, so the test uploads exactly what a brand would download and fill. */
export async function fillTemplate(template: Buffer, rows: readonly TSupplierRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Sheet1');
  if (!sheet) throw new Error('The template has no Sheet1');
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    headers[column] = String(cell.value);
  });
  rows.forEach((row, offset) => {
    const target = sheet.getRow(offset + 2);
    headers.forEach((header, column) => {
      const value = row[header as TSupplierColumn];
      if (value !== undefined) target.getCell(column).value = value;
    });
    target.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
