import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client.ts';
import { PILOT_REFERENCE_DIR } from '../../lib/paths.ts';
import { INDICATOR_TYPE, roles } from '../../db/schema/index.ts';
import { multipartBody } from '../multipart.ts';
import type { TestApp } from '../test-app.ts';
import { insertIndicatorRow } from './raw-rows.ts';

/** The cotton pilot's real files, used as they are. */
export const COTTON_DIR = path.join(PILOT_REFERENCE_DIR, 'cotton');
export const cottonFile = (name: string) => readFileSync(path.join(COTTON_DIR, name));

const text = (cell: ExcelJS.Cell) => {
  try {
    return cell.text.trim();
  } catch {
    return '';
  }
};

/**
 * Loads the cotton indicator list (first sheet: Country | Sector | Category | Indicator |
 * Sub-indicator | Severity) straight into `indicators`, independently of the indicator importer.
 */
export async function seedCottonIndicators(db: Database): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(cottonFile('indicator_list.xlsx') as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const categories = new Map<string, string>();
  const indicatorIds = new Map<string, string>();
  let order = 0;
  for (let rowNumber = 2; rowNumber <= sheet.rowCount; rowNumber++) {
    const row = sheet.getRow(rowNumber);
    const [category, indicator, subIndicator] = [3, 4, 5].map((column) => text(row.getCell(column)));
    const severity = Number(text(row.getCell(6))) || null;
    if (!category || !indicator || !subIndicator) continue;
    order += 1;
    let categoryId = categories.get(category.toLowerCase());
    if (!categoryId) {
      categoryId = await insertIndicatorRow(db, { type: INDICATOR_TYPE.CATEGORY, name: category, sortOrder: order });
      categories.set(category.toLowerCase(), categoryId);
    }
    const indicatorKey = `${category}|${indicator}`.toLowerCase();
    let indicatorId = indicatorIds.get(indicatorKey);
    if (!indicatorId) {
      indicatorId = await insertIndicatorRow(db, { type: INDICATOR_TYPE.INDICATOR, name: indicator, categoryId, sortOrder: order });
      indicatorIds.set(indicatorKey, indicatorId);
    }
    await insertIndicatorRow(db, {
      type: INDICATOR_TYPE.SUB_INDICATOR,
      name: subIndicator,
      parentId: indicatorId,
      riskSeverity: severity,
      sortOrder: order,
    });
  }
}

export async function roleIdByCode(db: Database, code: string): Promise<string> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  if (!row) throw new Error(`No seeded role ${code}`);
  return row.id;
}

/**
 * Counts a questionnaire file's questions and options on its own terms (a question per distinct
 * Index, an option per non-empty row), so tests do not trust the parser to check the parser.
 */
export async function countQuestionnaire(data: Buffer, sheetNames: string[]): Promise<{ questions: number; options: number }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  let questions = 0;
  let options = 0;
  for (const name of sheetNames) {
    const sheet = workbook.worksheets.find((candidate) => candidate.name.trim().toLowerCase() === name.toLowerCase()) as ExcelJS.Worksheet;
    const indexes = new Set<string>();
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber === 1 || !row.hasValues) return;
      const cells = Array.from({ length: 11 }, (_, i) => text(row.getCell(i + 1)));
      if (cells.every((cell) => cell === '')) return;
      options += 1;
      if (cells[0]) indexes.add(cells[0]);
    });
    questions += indexes.size;
  }
  return { questions, options };
}

/** A copy of a workbook changed by `change`, for the malformed variants. */
export async function alteredWorkbook(data: Buffer, change: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  change(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Imports the cotton ginner's questionnaire as the super administrator does (validate with the suggested
 * indicator spellings, then import), through the API; answers the ginner role's id.
 */
export async function importGinnerQuestionnaire(t: TestApp, superAdmin: Record<string, string>): Promise<string> {
  const ginnerRole = await roleIdByCode(t.database.db, 'GINNER');
  const form = multipartBody([
    { field: 'file', fileName: 'ginner_definition.xlsx', data: cottonFile('ginner_definition.xlsx') },
    { field: 'applySuggestions', data: 'true' },
  ]);
  const validated = await t.app.inject({
    method: 'POST',
    url: `/api/saqs/${ginnerRole}/validate`,
    headers: { ...superAdmin, ...form.headers },
    payload: form.payload,
  });
  if (validated.statusCode !== 200) throw new Error(`ginner questionnaire did not validate: ${validated.body}`);
  const imported = await t.app.inject({
    method: 'POST',
    url: `/api/saqs/${ginnerRole}/import`,
    headers: superAdmin,
    payload: { fileId: (validated.json() as { fileId: string }).fileId, confirmUnmapped: true },
  });
  if (imported.statusCode !== 200) throw new Error(`ginner questionnaire did not import: ${imported.body}`);
  return ginnerRole;
}
