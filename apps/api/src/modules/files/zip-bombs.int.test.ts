import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countryRiskScores,
  facilityGroupUploads,
  files,
  indicatorListUploads,
  rmiFacilities,
  saqFacilityGroupTemplates,
  saqUploads,
} from '../../db/schema/index.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { ZIP_BOMBS } from '../../test/zip-bombs.ts';
import { cottonFile, roleIdByCode, seedCottonIndicators } from '../../test/world/questionnaires.ts';

let t: TestApp;
let superAdmin: Record<string, string>;
let admin: Record<string, string>;
let farmRole = '';
const bombs = Object.fromEntries(Object.entries(ZIP_BOMBS).map(([name, build]) => [name, build()])) as Record<
  keyof typeof ZIP_BOMBS,
  Buffer
>;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  admin = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
  await seedCottonIndicators(t.database.db);
  farmRole = await roleIdByCode(t.database.db, 'FARM');
  // The farm role needs its questionnaire and template before a farm group can be checked against them.
  const upload = multipartBody([
    { field: 'file', fileName: 'farm_definition.xlsx', data: cottonFile('farm_definition.xlsx') },
    { field: 'applySuggestions', data: 'true' },
  ]);
  const checked = await t.app.inject({
    method: 'POST',
    url: `/api/saqs/${farmRole}/validate`,
    headers: { ...superAdmin, ...upload.headers },
    payload: upload.payload,
  });
  const imported = await t.app.inject({
    method: 'POST',
    url: `/api/saqs/${farmRole}/import`,
    headers: superAdmin,
    payload: { fileId: checked.json().fileId, confirmUnmapped: true },
  });
  expect(imported.statusCode, imported.body).toBe(200);
  const template = multipartBody([{ field: 'file', fileName: 'farm_template.xlsx', data: cottonFile('farm_template.xlsx') }]);
  const stored = await t.app.inject({
    method: 'PUT',
    url: `/api/saqs/${farmRole}/facility-group-template`,
    headers: { ...superAdmin, ...template.headers },
    payload: template.payload,
  });
  expect(stored.statusCode, stored.body).toBe(204);
});
afterAll(async () => t.close());

interface ImportRoute {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  headers: () => Record<string, string>;
  fields?: () => Record<string, string>;
  /** The tables the import writes to; a refused file leaves every one as it was. */
  tables: PgTable[];
}

const ROUTES: ImportRoute[] = [
  {
    name: 'indicator list',
    method: 'POST',
    url: () => '/api/indicator-list/validate',
    headers: () => superAdmin,
    tables: [indicatorListUploads, files],
  },
  {
    name: 'country risk scores',
    method: 'POST',
    url: () => '/api/country-risks/import',
    headers: () => superAdmin,
    tables: [countryRiskScores, files],
  },
  {
    name: 'RMI facility list',
    method: 'POST',
    url: () => '/api/rmi-facilities/import',
    headers: () => superAdmin,
    tables: [rmiFacilities, files],
  },
  {
    name: 'questionnaire',
    method: 'POST',
    url: () => `/api/saqs/${farmRole}/validate`,
    headers: () => superAdmin,
    tables: [saqUploads, files],
  },
  {
    name: 'facility-group template',
    method: 'PUT',
    url: () => `/api/saqs/${farmRole}/facility-group-template`,
    headers: () => superAdmin,
    tables: [saqFacilityGroupTemplates, files],
  },
  {
    name: 'farm group',
    method: 'POST',
    url: () => '/api/facility-groups/validate-import-template',
    headers: () => admin,
    fields: () => ({ roleId: farmRole }),
    tables: [facilityGroupUploads, files],
  },
];

const EXPECTED: Record<keyof typeof ZIP_BOMBS, { statusCode: number; message: RegExp; reason: string }> = {
  manyEntries: { statusCode: 413, message: /packs 1202 parts, more than the 1000 accepted/, reason: 'entries' },
  hugeEntry: {
    statusCode: 413,
    message: /part xl\/worksheets\/sheet1\.xml unpacks to 64\.0 MB, more than the 8\.0 MB/,
    reason: 'entrySize',
  },
  highRatio: { statusCode: 413, message: /unpacks to \d+ times its packed size/, reason: 'ratio' },
  largeTotal: { statusCode: 413, message: /unpacks to more than 12\.0 MB/, reason: 'totalSize' },
  lyingSizes: { statusCode: 422, message: /unpacks to more than the size it declares/, reason: 'declaredSizeExceeded' },
};

const rowCounts = (tables: PgTable[]) =>
  Promise.all(tables.map(async (table) => (await t.database.db.select({ n: count() }).from(table))[0]?.n));

describe.each(ROUTES)('importing a zip bomb as the $name', (route) => {
  it.each(Object.keys(EXPECTED) as (keyof typeof ZIP_BOMBS)[])('refuses %s with a clear error and saves nothing', async (bomb) => {
    const before = await rowCounts(route.tables);
    const body = multipartBody([
      ...Object.entries(route.fields?.() ?? {}).map(([field, data]) => ({ field, data })),
      { field: 'file', fileName: 'bomb.xlsx', data: bombs[bomb] },
    ]);
    const response = await t.app.inject({
      method: route.method,
      url: route.url(),
      headers: { ...route.headers(), ...body.headers },
      payload: body.payload,
    });
    const expected = EXPECTED[bomb];
    expect(response.statusCode, response.body).toBe(expected.statusCode);
    expect(response.json()).toMatchObject({ statusCode: expected.statusCode, details: { reason: expected.reason } });
    expect(response.json().message).toMatch(expected.message);
    expect(await rowCounts(route.tables)).toEqual(before);
  });
});

describe('a workbook read is guarded in French and Urdu too', () => {
  it('answers in the language of the request', async () => {
    const body = multipartBody([{ field: 'file', fileName: 'bomb.xlsx', data: bombs.manyEntries }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/indicator-list/validate',
      headers: { ...superAdmin, ...body.headers, language: 'fr' },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/Le classeur a été refusé avant lecture/);
  });
});
