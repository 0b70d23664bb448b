import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { ILAB_LIST_FILE } from './product-risk-listings.service.ts';

let t: TestApp;
let superAdmin: Record<string, string>;
let producer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  producer = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
});
afterAll(async () => t.close());

interface External {
  id: string;
  name: string;
  urls: string[];
  description: string;
  icon: string | null;
  isDefault: boolean;
}

const externals = async (): Promise<External[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/external-risk-indicators', headers: producer })).json();

describe('external risk indicators', () => {
  it('starts with the four defaults of both pilots', async () => {
    const list = await externals();
    expect(list.map((indicator) => indicator.name)).toEqual([
      'Country based risk',
      'Goods produced with child labor (ILAB List of Goods)',
      'Goods produced with forced labor (ILAB List of Goods)',
      'Goods produced with forced or indentured child labor (ILAB List of Goods)',
    ]);
    expect(list.every((indicator) => indicator.isDefault && indicator.urls.length > 0)).toBe(true);
  });

  it('adds, edits and deletes an indicator of the administrator, with unique names', async () => {
    const input = {
      name: 'Cotton Campaign list',
      urls: ['https://example.org/list'],
      description: 'Regions under embargo',
      icon: 'Letter a',
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/external-risk-indicators', headers: superAdmin, payload: input });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...input, isDefault: false });

    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/external-risk-indicators',
      headers: superAdmin,
      payload: { name: ' cotton campaign LIST' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('An external risk indicator named "cotton campaign LIST" already exists.');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/external-risk-indicators',
      headers: superAdmin,
      payload: { name: '', urls: ['not a url'], icon: 'Smiley' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['icon', 'name', 'urls.0']);

    const id = created.json().id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/external-risk-indicators/${id}`,
      headers: superAdmin,
      payload: { ...input, description: 'Updated' },
    });
    expect(edited.json().description).toBe('Updated');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/external-risk-indicators/${id}`, headers: superAdmin })).statusCode).toBe(
      204,
    );
    expect((await externals()).map((indicator) => indicator.id)).not.toContain(id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/external-risk-indicators/${id}`, headers: superAdmin })).statusCode).toBe(
      404,
    );
  });

  it('keeps the defaults: they can be edited but not deleted', async () => {
    const [countryRisk] = await externals();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/external-risk-indicators/${countryRisk!.id}`, headers: superAdmin });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('can be edited but not deleted');
    const byProducer = await t.app.inject({
      method: 'POST',
      url: '/api/external-risk-indicators',
      headers: producer,
      payload: { name: 'Mine' },
    });
    expect(byProducer.statusCode).toBe(403);
  });
});

const scores = async () => (await t.app.inject({ method: 'GET', url: '/api/country-risks', headers: producer })).json();

async function importScores(data: Buffer | string, fileName: string) {
  const form = multipartBody([{ field: 'file', fileName, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/country-risks/import',
    headers: { ...superAdmin, ...form.headers },
    payload: form.payload,
  });
}

describe('country risk', () => {
  it('sets, changes and removes a score 0–100 per country', async () => {
    const set = await t.app.inject({ method: 'PUT', url: '/api/country-risks/pk', headers: superAdmin, payload: { score: 55 } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ countryCode: 'PK', countryName: 'Pakistan', score: 55 });
    await t.app.inject({ method: 'PUT', url: '/api/country-risks/PK', headers: superAdmin, payload: { score: 60 } });
    expect(await scores()).toEqual([{ countryCode: 'PK', countryName: 'Pakistan', score: 60 }]);
    // Places are named in the reader's language here as on every other screen.
    const inUrdu = await t.app.inject({ method: 'GET', url: '/api/country-risks', headers: { ...producer, language: 'ur' } });
    expect(inUrdu.json()).toEqual([{ countryCode: 'PK', countryName: 'پاکستان', score: 60 }]);

    const tooHigh = await t.app.inject({ method: 'PUT', url: '/api/country-risks/PK', headers: superAdmin, payload: { score: 101 } });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().details[0].path).toBe('score');
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/country-risks/XX', headers: superAdmin, payload: { score: 5 } });
    expect(unknown.statusCode).toBe(404);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/country-risks/PK', headers: superAdmin })).statusCode).toBe(204);
    expect(await scores()).toEqual([]);
  });

  it('imports a CSV of codes or names and scores, all or nothing', async () => {
    const bad = await importScores('Country,Score\nPK,40\nAtlantis,20\nCD,150\n', 'scores.csv');
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({
      totalItems: 3,
      validItems: 1,
      failedItems: 2,
      imported: 0,
      errors: [
        { index: 3, errors: ['Index 3: Unknown country "Atlantis": use its two-letter code or its name.'] },
        { index: 4, errors: ['Index 4: Score must be a whole number from 0 to 100'] },
      ],
    });
    expect(await scores()).toEqual([]);

    const good = await importScores('\uFEFFCountry;Score\r\nPakistan;40\r\n"Democratic Republic of the Congo";75\r\n\r\n', 'scores.csv');
    expect(good.json()).toMatchObject({ totalItems: 2, failedItems: 0, imported: 2 });
    expect((await scores()).map((row: { countryCode: string; score: number }) => [row.countryCode, row.score])).toEqual([
      ['CD', 75],
      ['PK', 40],
    ]);
  });

  it('imports an xlsx too, and refuses other file types', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Scores');
    sheet.addRow(['Country code', 'Score']);
    sheet.addRow(['IN', 66]);
    const response = await importScores(Buffer.from(await book.xlsx.writeBuffer()), 'scores.xlsx');
    expect(response.json()).toMatchObject({ imported: 1, failedItems: 0 });
    expect((await scores()).find((row: { countryCode: string }) => row.countryCode === 'IN').score).toBe(66);

    const png = await importScores(SAMPLE_FILES.png, 'scores.csv');
    expect(png.statusCode).toBe(415);
  });
});

describe('product risk listings from the ILAB List of Goods', () => {
  it('loads every entry under its ILAB external indicator, mapped to a sub-indicator when the list has it', async () => {
    const entries = JSON.parse(readFileSync(ILAB_LIST_FILE, 'utf8')) as {
      country: string;
      good: string;
      indicator: string;
      subIndicator: string;
    }[];
    const childLabour = entries.filter((entry) => entry.subIndicator === 'Goods produced with child labor (ILAB List of Goods)');

    const unmapped = await t.app.inject({ method: 'POST', url: '/api/product-risk-listings/ilab', headers: superAdmin });
    expect(unmapped.json()).toEqual({ loaded: entries.length, mappedToSubIndicators: 0 });

    // An indicator list holding the child-labour listing sub-indicator gets those listings linked.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Taxonomy');
    sheet.addRow(['Country', 'Sector', 'Category', 'Indicator', 'Sub-indicator', 'Severity (5=extreme, 1= low)']);
    sheet.addRow(['All', 'All', 'Labor', 'Child labor', 'Goods produced with child labor (ILAB List of Goods)', 3]);
    const form = multipartBody([{ field: 'file', fileName: 'list.xlsx', data: Buffer.from(await book.xlsx.writeBuffer()) }]);
    const validation = await t.app.inject({
      method: 'POST',
      url: '/api/indicator-list/validate',
      headers: { ...superAdmin, ...form.headers },
      payload: form.payload,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/indicator-list/import',
      headers: superAdmin,
      payload: { fileId: validation.json().fileId, mode: 'replace' },
    });

    const mapped = await t.app.inject({ method: 'POST', url: '/api/product-risk-listings/ilab', headers: superAdmin });
    expect(mapped.json()).toEqual({ loaded: entries.length, mappedToSubIndicators: childLabour.length });

    const listings = (await t.app.inject({ method: 'GET', url: '/api/product-risk-listings', headers: producer })).json();
    expect(listings).toHaveLength(entries.length);
    const pakistanCotton = listings.filter(
      (listing: { countryCode: string; good: string }) => listing.countryCode === 'PK' && listing.good === 'Cotton',
    );
    const fileEntries = entries.filter((entry) => entry.country === 'Pakistan' && entry.good === 'Cotton');
    expect(pakistanCotton.length).toBeGreaterThan(0);
    expect(pakistanCotton.map((listing: { externalIndicatorName: string }) => listing.externalIndicatorName).sort()).toEqual(
      fileEntries.map((entry) => entry.subIndicator).sort(),
    );
    expect(pakistanCotton.every((listing: { severity: number }) => listing.severity === 3)).toBe(true);
    const inUrdu = (
      await t.app.inject({ method: 'GET', url: '/api/product-risk-listings', headers: { ...producer, language: 'ur' } })
    ).json();
    expect(inUrdu.find((listing: { countryCode: string }) => listing.countryCode === 'PK').countryName).toBe('پاکستان');
    // Names such as "Democratic Republic of the Congo" resolve to the country table's entry.
    expect(listings.filter((listing: { countryCode: string | null }) => listing.countryCode === null)).toEqual([]);
  });

  it('leaves the listings and their ids as they are when the same list is loaded again', async () => {
    const listings = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/product-risk-listings', headers: producer })).json() as { id: string }[];
    await t.app.inject({ method: 'POST', url: '/api/product-risk-listings/ilab', headers: superAdmin });
    const before = await listings();

    const again = await t.app.inject({ method: 'POST', url: '/api/product-risk-listings/ilab', headers: superAdmin });
    expect(again.statusCode).toBe(200);
    expect(again.json().loaded).toBe(before.length);
    expect(await listings()).toEqual(before);
  });
});
