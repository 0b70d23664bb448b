import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDetails } from '../../db/schema/index.ts';
import { PILOT_REFERENCE_DIR } from '../../lib/paths.ts';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';

/** The pilots' real files, as they came. */
const REFERENCE = PILOT_REFERENCE_DIR;
const COTTON_LIST = `${REFERENCE}/cotton/indicator_list.xlsx`;
const COBALT_LIST = `${REFERENCE}/cobalt/indication_list.xlsx`;
const HEADER = ['Country', 'Sector', 'Category', 'Indicator', 'Sub-indicator', 'Severity (5=extreme, 1= low)'];

interface Tree {
  id: string;
  name: string;
  icon: string | null;
  translations: Record<string, string>;
  indicators: {
    id: string;
    name: string;
    translations: Record<string, string>;
    subIndicators: { id: string; name: string; riskSeverity: number; translations: Record<string, string> }[];
  }[];
}

let t: TestApp;
let superAdmin: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  admin = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
});
afterAll(async () => t.close());

async function workbook(rows: unknown[][], extraSheet = false): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Taxonomy');
  for (const row of rows) sheet.addRow(row);
  if (extraSheet) book.addWorksheet('lookup values').addRow(['Severity', 'Meaning']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function validate(data: Buffer, fileName = 'indicator_list.xlsx', headers = superAdmin) {
  const form = multipartBody([{ field: 'file', fileName, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/indicator-list/validate',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const importFile = (fileId: string, mode: 'replace' | 'add') =>
  t.app.inject({ method: 'POST', url: '/api/indicator-list/import', headers: superAdmin, payload: { fileId, mode } });

async function validateAndImport(data: Buffer, mode: 'replace' | 'add') {
  const validation = await validate(data);
  expect(validation.statusCode).toBe(200);
  expect(validation.json().errors).toEqual([]);
  return importFile(validation.json().fileId, mode);
}

async function tree(): Promise<Tree[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/indicator-list', headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const counts = (list: Tree[]) => ({
  categories: list.length,
  indicators: list.reduce((sum, category) => sum + category.indicators.length, 0),
  subIndicators: list.reduce(
    (sum, category) => sum + category.indicators.reduce((inner, indicator) => inner + indicator.subIndicators.length, 0),
    0,
  ),
});

/** Every category, indicator and sub-indicator name of a file, trimmed and without capitals. */
async function fileNames(file: string): Promise<Set<string>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const names = new Set<string>();
  (book.worksheets[0] as ExcelJS.Worksheet).eachRow((row, rowNumber) => {
    if (rowNumber > 1)
      for (const column of [3, 4, 5])
        names.add(
          String(row.getCell(column).value ?? '')
            .trim()
            .replace(/\s+/g, ' ')
            .toLowerCase(),
        );
  });
  return names;
}

/** What the file holds, read straight from its first sheet, names compared trimmed and without capitals. */
async function expectedCounts(file: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0] as ExcelJS.Worksheet;
  const categories = new Set<string>();
  const indicators = new Set<string>();
  const pairs = new Set<string>();
  let dataRows = 0;
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const [category, indicator, sub] = [3, 4, 5].map((column) =>
      String(row.getCell(column).value ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .toLowerCase(),
    );
    if (!category && !indicator && !sub) return;
    dataRows += 1;
    categories.add(category as string);
    indicators.add(indicator as string);
    pairs.add(`${indicator}|${sub}`);
  });
  return { dataRows, counts: { categories: categories.size, indicators: indicators.size, subIndicators: pairs.size } };
}

describe('indicator list: the real pilot files', () => {
  it('imports the cotton list as it is, and the tree matches the file', async () => {
    const expected = await expectedCounts(COTTON_LIST);
    const validation = await validate(readFileSync(COTTON_LIST));
    expect(validation.statusCode).toBe(200);
    expect(validation.json()).toMatchObject({ totalItems: expected.dataRows, validItems: expected.dataRows, failedItems: 0, errors: [] });

    const imported = await importFile(validation.json().fileId, 'replace');
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      mode: 'replace',
      createdCategories: expected.counts.categories,
      createdIndicators: expected.counts.indicators,
      createdSubIndicators: expected.counts.subIndicators,
    });
    const list = await tree();
    expect(counts(list)).toEqual(expected.counts);
    const audit = list.flatMap((c) => c.indicators).find((indicator) => indicator.name === 'Audit');
    expect(audit?.subIndicators.find((sub) => sub.name === 'Missing audit')?.riskSeverity).toBe(5);
  });

  it('refuses to import the same validated file twice', async () => {
    const validation = await validate(readFileSync(COTTON_LIST));
    expect((await importFile(validation.json().fileId, 'add')).statusCode).toBe(200);
    const again = await importFile(validation.json().fileId, 'add');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already been imported');
  });

  it('replaces the cotton list with the cobalt list (extra sheets ignored), matching the file', async () => {
    const before = (await tree()).map((category) => category.id);
    const expected = await expectedCounts(COBALT_LIST);
    const imported = await validateAndImport(readFileSync(COBALT_LIST), 'replace');
    expect(imported.statusCode).toBe(200);
    const list = await tree();
    expect(counts(list)).toEqual(expected.counts);
    expect(list.some((category) => before.includes(category.id))).toBe(false);

    const entries = JSON.parse(readFileSync(`${REFERENCE}/cobalt/indicator_list_trans.json`, 'utf8'));
    const uploaded = await t.app.inject({ method: 'PUT', url: '/api/indicator-list/translations', headers: superAdmin, payload: entries });
    expect(uploaded.statusCode).toBe(200);
    const wages = (await tree()).flatMap((category) => category.indicators).find((indicator) => indicator.name === 'Withholding wages');
    expect(wages?.subIndicators.find((sub) => sub.name === 'Withholding of wages')?.translations.fr).toBe('Retenue de salaires');
  });

  it('applies the real cotton translation file after importing the cotton list', async () => {
    await validateAndImport(readFileSync(COTTON_LIST), 'replace');
    const entries = JSON.parse(readFileSync(`${REFERENCE}/cotton/indicator_list_trans.json`, 'utf8'));
    const uploaded = await t.app.inject({ method: 'PUT', url: '/api/indicator-list/translations', headers: superAdmin, payload: entries });
    expect(uploaded.statusCode).toBe(200);
    // The real file was exported from a slightly different list: entries naming rows this list
    // does not hold are reported back, every other entry lands on its row.
    const names = await fileNames(COTTON_LIST);
    const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
    const expectedUnmatched = entries.map((entry: { name: string }) => entry.name).filter((name: string) => !names.has(key(name)));
    expect(uploaded.json().unmatched).toEqual(expectedUnmatched);
    expect(expectedUnmatched.length).toBeLessThan(entries.length / 5);
    const translated = (await tree()).flatMap((category) => [
      category,
      ...category.indicators,
      ...category.indicators.flatMap((indicator) => indicator.subIndicators),
    ]);
    const named = (name: string) => translated.filter((row) => key(row.name) === key(name));
    for (const entry of entries as { name: string; translation: Record<string, string> }[]) {
      for (const row of named(entry.name)) expect(row.translations.ur).toBe(entry.translation.ur);
    }
    const labor = (await tree()).find((category) => category.name === 'Labor');
    expect(labor?.translations.ur).toBe('مزدور');

    const download = await t.app.inject({ method: 'GET', url: '/api/indicator-list/translations', headers: admin });
    const rows = download.json() as { id: string; name: string; translation: Record<string, string>; index: number }[];
    expect(rows.find((row) => row.id === labor?.id)).toMatchObject({ name: 'Labor', translation: { en: 'Labor', ur: 'مزدور' } });
    expect(rows.map((row) => row.index)).toEqual(rows.map((_, index) => index));
  });
});

describe('indicator list: malformed files change nothing', () => {
  let before: Tree[];
  beforeAll(async () => {
    before = await tree();
  });

  it('names every bad row as "Index N: …" and gives no fileId', async () => {
    const file = await workbook([
      HEADER,
      ['All', 'All', 'Labor', 'Child labour', 'Under age', 7],
      [],
      ['All', 'All', '', 'Forced labour', 'Debt', 3],
      ['All', 'All', 'Labor', 'Forced labour', 'x'.repeat(1001), 2],
      ['All', 'All', 'Labor', 'Forced labour', 'Threats', 4],
    ]);
    const response = await validate(file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fileId: null,
      totalItems: 4,
      validItems: 1,
      failedItems: 3,
      errors: [
        { index: 2, errors: ['Index 2: Severity must be a whole number from 1 to 5'] },
        { index: 4, errors: ['Index 4: Category is required'] },
        { index: 5, errors: ['Index 5: Sub-indicator must be at most 1000 characters'] },
      ],
    });
  });

  it('rejects a file with a missing or renamed column', async () => {
    const missing = await validate(await workbook([HEADER.slice(0, 5), ['All', 'All', 'Labor', 'Child labour', 'Under age']]));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toContain('File structure altered');
    const renamed = await validate(
      await workbook([
        [...HEADER.slice(0, 4), 'Sub indicator', HEADER[5]],
        ['All', 'All', 'Labor', 'Child labour', 'Under age', 3],
      ]),
    );
    expect(renamed.statusCode).toBe(422);
  });

  it('accepts a header with odd capitals and trailing spaces', async () => {
    const header = HEADER.map((title) => `${title.toUpperCase()}  `);
    const response = await validate(await workbook([header, ['All ', 'All', 'Labor ', 'Child labour', 'Under age', '3']], true));
    expect(response.json()).toMatchObject({ totalItems: 1, failedItems: 0 });
    expect(response.json().fileId).toEqual(expect.any(String));
  });

  it('rejects empty files, files with only a header, wrong types and files over 10 MB', async () => {
    const empty = await validate(Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('The file is empty: it has no rows to import.');
    expect((await validate(await workbook([HEADER]))).statusCode).toBe(422);

    const png = await validate(SAMPLE_FILES.png, 'indicator_list.xlsx');
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toContain('xlsx');

    const huge = await validate(Buffer.concat([await workbook([HEADER]), Buffer.alloc(10 * 1024 * 1024 + 1)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('File cannot be uploaded as it exceeds 10 MB');
  });

  it('left the list as it was', async () => {
    expect(await tree()).toEqual(before);
  });
});

describe('indicator list: add mode', () => {
  it('adds only new categories, indicators and sub-indicators, de-duplicating rows and keeping severities', async () => {
    await validateAndImport(await workbook([HEADER, ['All', 'All', 'Labor', 'Child labour', 'Under age', 5]]), 'replace');
    const response = await validateAndImport(
      await workbook([
        HEADER,
        ['All', 'All', 'labor ', 'CHILD LABOUR', 'under age', 1],
        ['All', 'All', 'Labor', 'Child labour', 'Hazardous work', 4],
        ['All', 'All', 'Labor', 'Child labour', 'Hazardous work', 2],
        ['All', 'All', 'Health', 'Fire safety', 'No exits', 3],
      ]),
      'add',
    );
    expect(response.json()).toMatchObject({ createdCategories: 1, createdIndicators: 1, createdSubIndicators: 2 });
    const list = await tree();
    expect(list.map((category) => category.name)).toEqual(['Labor', 'Health']);
    expect(list[0]?.indicators[0]?.subIndicators.map((sub) => [sub.name, sub.riskSeverity])).toEqual([
      ['Under age', 5],
      ['Hazardous work', 4],
    ]);
  });

  it('stops the whole import when an indicator already sits in another category', async () => {
    const before = await tree();
    const validation = await validate(
      await workbook([HEADER, ['All', 'All', 'Health', 'New one', 'First', 2], ['All', 'All', 'Health', 'Child labour', 'Night work', 3]]),
    );
    const response = await importFile(validation.json().fileId, 'add');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Index 3: the indicator "Child labour" already belongs to the category "Labor", so it cannot be placed under "Health". Nothing was imported.',
    );
    expect(await tree()).toEqual(before);
    // The failed import did not use up the file.
    expect((await importFile(validation.json().fileId, 'replace')).statusCode).toBe(200);
  });

  it('refuses an unknown fileId and a bad mode with clear errors', async () => {
    const unknown = await importFile('00000000-0000-4000-8000-000000000000', 'add');
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/indicator-list/import',
      headers: superAdmin,
      payload: { fileId: 'nope', mode: 'merge' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['fileId', 'mode']);
  });
});

describe('indicator list: row edits, icons, template', () => {
  let list: Tree[];
  beforeAll(async () => {
    await validateAndImport(
      await workbook([
        HEADER,
        ['All', 'All', 'Labor', 'Child labour', 'Under age', 5],
        ['All', 'All', 'Labor', 'Child labour', 'Hazardous work', 4],
        ['All', 'All', 'Labor', 'Forced labour', 'Under age', 3],
        ['All', 'All', 'Health', 'Fire safety', 'No exits', 3],
      ]),
      'replace',
    );
    list = await tree();
  });
  const patch = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/indicator-list/${id}`, headers: superAdmin, payload });

  it('renames rows with names unique per level', async () => {
    const labor = list[0] as Tree;
    const [childLabour, forcedLabour] = labor.indicators;
    expect((await patch(labor.id, { name: 'health ' })).json().message).toBe('A category named "health" already exists.');
    expect((await patch(childLabour!.id, { name: 'Forced Labour' })).statusCode).toBe(409);
    const sibling = await patch(childLabour!.subIndicators[1]!.id, { name: 'under age' });
    expect(sibling.json().message).toBe('This indicator already has a sub-indicator named "under age".');
    // The same name under another indicator is fine.
    const renamed = await patch(forcedLabour!.subIndicators[0]!.id, { name: 'Hazardous work', riskSeverity: 2 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()[0].indicators[1].subIndicators[0]).toMatchObject({ name: 'Hazardous work', riskSeverity: 2 });
  });

  it('gives icons to categories only, from the named set, and severities to sub-indicators only', async () => {
    const labor = list[0] as Tree;
    const icon = await patch(labor.id, { icon: 'Worker protection' });
    expect(icon.json()[0].icon).toBe('Worker protection');
    const iconOnIndicator = await patch(labor.indicators[0]!.id, { icon: 'Letter a' });
    expect(iconOnIndicator.statusCode).toBe(400);
    expect(iconOnIndicator.json().details).toEqual([{ path: 'icon', message: 'Only categories have an icon.' }]);
    expect((await patch(labor.id, { icon: 'Smiley' })).statusCode).toBe(400);
    expect((await patch(labor.id, { riskSeverity: 3 })).json().details).toEqual([
      { path: 'riskSeverity', message: 'Only sub-indicators have a severity.' },
    ]);
    const seven = await patch(labor.indicators[0]!.subIndicators[0]!.id, { riskSeverity: 7 });
    expect(seven.statusCode).toBe(400);
    expect(seven.json().details[0].path).toBe('riskSeverity');
    const icons = await t.app.inject({ method: 'GET', url: '/api/indicator-list/icons', headers: admin });
    expect(icons.json()).toHaveLength(44);
  });

  it('offers the current list as the template, with Country and Sector "All"', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/indicator-list/template', headers: admin });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = (book.worksheets[0] as ExcelJS.Worksheet)
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toContainEqual(['All', 'All', 'Health', 'Fire safety', 'No exits', 3]);
    expect(rows).toHaveLength(5);
    // And the template validates as it is.
    expect((await validate(response.rawPayload)).json().failedItems).toBe(0);
  });

  it('deletes a category with everything beneath it', async () => {
    const health = list[1] as Tree;
    const response = await t.app.inject({ method: 'DELETE', url: `/api/indicator-list/${health.id}`, headers: superAdmin });
    expect(response.statusCode).toBe(204);
    expect((await tree()).map((category) => category.name)).toEqual(['Labor']);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/indicator-list/${health.id}`, headers: superAdmin });
    expect(again.statusCode).toBe(404);
    expect((await patch(health.indicators[0]!.subIndicators[0]!.id, { name: 'Back' })).statusCode).toBe(404);
  });

  it('lets only the super administrator write, and nobody once configuration is complete', async () => {
    const labor = list[0] as Tree;
    const byAdmin = await t.app.inject({
      method: 'PATCH',
      url: `/api/indicator-list/${labor.id}`,
      headers: admin,
      payload: { name: 'Work' },
    });
    expect(byAdmin.statusCode).toBe(403);
    const now = new Date();
    await t.database.db
      .insert(businessDetails)
      .values({ id: 1, completedConfiguringSystemAt: now })
      .onConflictDoUpdate({ target: businessDetails.id, set: { completedConfiguringSystemAt: now } });
    try {
      const locked = await patch(labor.id, { name: 'Work' });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toContain('System configuration is complete');
      expect((await validate(readFileSync(COTTON_LIST))).statusCode).toBe(409);
    } finally {
      await t.database.db.update(businessDetails).set({ completedConfiguringSystemAt: null });
    }
    expect((await tree())[0]?.name).toBe('Labor');
  });
});
