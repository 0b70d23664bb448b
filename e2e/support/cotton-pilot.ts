import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

/**
 * The cotton pilot's real configuration files (DOMAIN.md §2.2), as the API keeps them for its own
 * tests. Counts are read from the files here, on their own terms, so a test compares what the
 * screens show with the file rather than with what the importer thinks of it.
 */
const COTTON_DIR = fileURLToPath(new URL('../../apps/api/src/seed/reference/cotton/', import.meta.url));

export const cottonFile = (name: string) => path.join(COTTON_DIR, name);

const text = (cell: ExcelJS.Cell) => {
  try {
    return cell.text.replace(/\s+/g, ' ').trim().toLowerCase();
  } catch {
    return '';
  }
};

async function readWorkbook(name: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(cottonFile(name));
  return workbook;
}

/**
 * The indicator list's first sheet (Country | Sector | Category | Indicator | Sub-indicator |
 * Severity): its data rows, and its distinct categories, indicators and sub-indicators, with names
 * compared trimmed and without capitals, as the list itself treats them.
 */
export async function indicatorListCounts(name = 'indicator_list.xlsx') {
  const sheet = (await readWorkbook(name)).worksheets[0] as ExcelJS.Worksheet;
  const categories = new Set<string>();
  const indicators = new Set<string>();
  const subIndicators = new Set<string>();
  let rows = 0;
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const [category, indicator, subIndicator] = [3, 4, 5].map((column) => text(row.getCell(column)));
    if (!category && !indicator && !subIndicator) return;
    rows += 1;
    categories.add(category as string);
    indicators.add(indicator as string);
    subIndicators.add(`${indicator}|${subIndicator}`);
  });
  return { rows, categories: categories.size, indicators: indicators.size, subIndicators: subIndicators.size };
}

/** Names of the indicator translation file's entries that name no category, indicator or sub-indicator of the list file. */
export async function unmatchedTranslationNames(
  list = 'indicator_list.xlsx',
  translations = 'indicator_list_trans.json',
): Promise<string[]> {
  const sheet = (await readWorkbook(list)).worksheets[0] as ExcelJS.Worksheet;
  const names = new Set<string>();
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber > 1) for (const column of [3, 4, 5]) names.add(text(row.getCell(column)));
  });
  const entries = JSON.parse(readFileSync(cottonFile(translations), 'utf8')) as { name: string }[];
  return entries.map((entry) => entry.name).filter((name) => !names.has(name.replace(/\s+/g, ' ').trim().toLowerCase()));
}

/** A questionnaire file's questions (distinct Index per sheet) and options (non-empty rows). */
export async function questionnaireCounts(name: string, sheetNames: readonly string[]) {
  const workbook = await readWorkbook(name);
  let questions = 0;
  let options = 0;
  for (const sheetName of sheetNames) {
    const sheet = workbook.worksheets.find((candidate) => candidate.name.trim().toLowerCase() === sheetName.toLowerCase());
    if (!sheet) throw new Error(`${name} has no sheet ${sheetName}`);
    const indexes = new Set<string>();
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber === 1) return;
      const cells = Array.from({ length: 11 }, (_, i) => text(row.getCell(i + 1)));
      if (cells.every((cell) => cell === '')) return;
      options += 1;
      if (cells[0]) indexes.add(cells[0]);
    });
    questions += indexes.size;
  }
  return { groups: sheetNames.length, questions, options };
}
