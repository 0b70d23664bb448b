import { SAQ_COLUMNS, SAQ_SHEETS, type TSaqCompletion } from '@opentrace/domain';
import ExcelJS from 'exceljs';

const COLUMN_WIDTHS = [8, 60, 22, 14, 16, 40, 12, 8, 18, 36, 48];
const RESPONSE_TYPES = ['Boolean', 'Single select', 'Multi select', 'Free text', 'Integer'];

/**
 * An empty questionnaire workbook for a role: its sheets in order with the exact header row,
 * plus a "Values" sheet listing what the fixed columns accept (extra sheets are ignored on upload).
 */
export async function questionnaireTemplate(completion: TSaqCompletion): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const name of SAQ_SHEETS[completion]) {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow([...SAQ_COLUMNS]);
    sheet.getRow(1).font = { bold: true };
    sheet.columns = COLUMN_WIDTHS.map((width) => ({ width }));
  }
  const responseTypes = completion === 'ADMINISTRATOR' ? RESPONSE_TYPES.filter((type) => type !== 'Multi select') : RESPONSE_TYPES;
  const values = workbook.addWorksheet('Values');
  values.addRow(['Column', 'Accepted values']);
  values.getRow(1).font = { bold: true };
  values.addRow(['Conditional question', 'Y, N']);
  values.addRow(['Response Type', responseTypes.join(', ')]);
  values.addRow(['Option Type', 'Other, or empty']);
  values.addRow(['Go to', 'A question Index of the same sheet, End or Break']);
  values.addRow(['Risk category/weight', 'High, Medium, Low, No weight (with Indicator and Sub indicator, or all three empty)']);
  values.columns = [{ width: 24 }, { width: 90 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
