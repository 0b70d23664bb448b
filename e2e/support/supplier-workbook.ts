import { SUPPLIER_TEMPLATE_COLUMNS } from '@opentrace/domain';
import ExcelJS from 'exceljs';

type TColumn = (typeof SUPPLIER_TEMPLATE_COLUMNS)[number];
export type TSupplierSheetRow = Partial<Record<TColumn, string>>;

/** A row the import must refuse, by its sheet row number (the "Index" of its error message). */
export type TBadSupplierRow = { index: number } & (
  { problem: 'missingEmail' } | { problem: 'unknownType'; type: string } | { problem: 'repeatedEmail'; email: string; firstIndex: number }
);

/** Row 1 holds the headers, so the first supplier sits on row 2. */
const FIRST_DATA_ROW = 2;
const ROWS = 30;
/** The chain's producer types, as a brand types them, in a mix of cases the import accepts. */
const TYPES = ['Ginner', 'spinner', 'Mill', 'Final Product Assembly'] as const;
const FIRST_NAMES = ['Asma', 'Bilal', 'Farah', 'Hamid', 'Iqra', 'Junaid'];
const LAST_NAMES = ['Anwar', 'Baig', 'Chaudhry', 'Durrani', 'Ejaz'];
const UNKNOWN_TYPE = 'Weaver';

/**
 * Thirty suppliers a brand would list in the template, named `{prefix} 01` to `{prefix} 30`, with
 * e-mails unique to `run`; the spinners name an existing supplier of the brand, `spinnersSupplyTo`,
 * in "Supplies To". Three rows are wrong, each in its own way: one lacks its e-mail, one has a type
 * that is not on the list, and one repeats the e-mail of the row above it.
 */
export function thirtySuppliersWithThreeBad(options: { prefix: string; run: string; spinnersSupplyTo: string }) {
  const email = (number: number) => `supplier.${options.run}.${number}@example.org`;
  const rows: TSupplierSheetRow[] = Array.from({ length: ROWS }, (_, offset) => {
    const number = offset + 1;
    const type = TYPES[offset % TYPES.length] as string;
    return {
      'Business Name': `${options.prefix} ${String(number).padStart(2, '0')}`,
      'Business Reg. No': `REG-${options.run}-${number}`,
      'First Name': FIRST_NAMES[offset % FIRST_NAMES.length],
      'Last name': LAST_NAMES[offset % LAST_NAMES.length],
      Email: email(number),
      Type: type,
      ...(type.toLowerCase() === 'spinner' ? { 'Supplies To': options.spinnersSupplyTo } : {}),
    };
  });
  const indexOf = (offset: number) => offset + FIRST_DATA_ROW;
  const bad: TBadSupplierRow[] = [];

  const missingEmail = 4;
  rows[missingEmail] = { ...rows[missingEmail], Email: '' };
  bad.push({ index: indexOf(missingEmail), problem: 'missingEmail' });

  const unknownType = 12;
  rows[unknownType] = { ...rows[unknownType], Type: UNKNOWN_TYPE };
  bad.push({ index: indexOf(unknownType), problem: 'unknownType', type: UNKNOWN_TYPE });

  const repeated = 21;
  rows[repeated] = { ...rows[repeated], Email: email(repeated) };
  bad.push({ index: indexOf(repeated), problem: 'repeatedEmail', email: email(repeated), firstIndex: indexOf(repeated - 1) });

  return { rows, bad, valid: ROWS - bad.length };
}

/**
 * Fills the template the app served, as a brand fills it in a spreadsheet program: the values go
 * under the headers they belong to, wherever the template puts them, and its other sheets (the
 * hidden list of types) stay as they are.
 */
export async function fillSupplierTemplate(template: Buffer, rows: readonly TSupplierSheetRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Sheet1');
  if (!sheet) throw new Error('The template has no Sheet1');
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => columns.set(String(cell.value).trim(), column));
  for (const header of SUPPLIER_TEMPLATE_COLUMNS) {
    if (!columns.has(header)) throw new Error(`The template has no column ${header}`);
  }
  rows.forEach((row, offset) => {
    const target = sheet.getRow(offset + FIRST_DATA_ROW);
    for (const [header, value] of Object.entries(row)) {
      if (value) target.getCell(columns.get(header) as number).value = value;
    }
    target.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
