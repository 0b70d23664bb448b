import { INDICATOR_LIST_HEADER, type TCategoryNode } from '@opentrace/domain';
import ExcelJS from 'exceljs';

const SEVERITY_LEGEND = [
  [5, 'Extreme'],
  [4, 'High'],
  [3, 'Medium'],
  [2, 'Moderate'],
  [1, 'Low'],
] as const;

/**
 * The indicator list as a workbook the upload accepts: the header alone while the list is empty,
 * else every sub-indicator with Country and Sector "All", so the administrator edits and re-uploads.
 */
export async function indicatorListTemplate(tree: TCategoryNode[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Taxonomy');
  sheet.addRow([...INDICATOR_LIST_HEADER]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns = [{ width: 12 }, { width: 12 }, { width: 36 }, { width: 48 }, { width: 64 }, { width: 28 }];
  for (const category of tree) {
    for (const indicator of category.indicators) {
      for (const sub of indicator.subIndicators) sheet.addRow(['All', 'All', category.name, indicator.name, sub.name, sub.riskSeverity]);
    }
  }
  // Only the first sheet is imported, so the legend can sit beside it.
  const legend = workbook.addWorksheet('lookup values');
  legend.addRow(['Severity', 'Meaning']);
  for (const row of SEVERITY_LEGEND) legend.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
