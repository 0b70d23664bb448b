import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';

const DRC_ID = 'b63d0e6c-d098-4dc9-9c0c-99542ee54e69';
const CHINA_ID = '0bb175b3-0cea-4115-8657-19025fb3585a';

let t: TestApp;
let superAdmin: Record<string, string>;
let producer: Record<string, string>;
let administrator: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  producer = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
  administrator = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
});
afterAll(async () => t.close());

const lookUp = (facilityId: string, headers = producer) =>
  t.app.inject({ method: 'GET', url: `/facilities/identifier-systems/rmi-cid?facilityId=${encodeURIComponent(facilityId)}`, headers });

async function importList(data: Buffer | string, fileName = 'rmi.csv') {
  const form = multipartBody([{ field: 'file', fileName, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/rmi-facilities/import',
    headers: { ...superAdmin, ...form.headers },
    payload: form.payload,
  });
}

describe('the bundled sample RMI list', () => {
  it('answers until a real list is imported, in any letter case', async () => {
    const response = await lookUp(' sample-cid-0001 ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      metal: 'Cobalt',
      facilityId: 'SAMPLE-CID-0001',
      facilityName: 'Sample cobalt refinery A (illustrative entry; not an RMI record)',
      stateProvinceRegion: 'Haut-Katanga',
      countryLocation: 'Democratic Republic of the Congo',
      countryId: DRC_ID,
    });
    expect((await lookUp('SAMPLE-CID-0004', administrator)).json().stateProvinceRegion).toBeNull();
  });

  it('says which ID is not in the list, and is not for brands', async () => {
    const missing = await lookUp('CID009999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No facility with the ID CID009999 is in the RMI list.');
    const brand = { authorization: `Bearer ${await t.tokenFor('brand@demo.opentrace.local')}` };
    expect((await lookUp('SAMPLE-CID-0001', brand)).statusCode).toBe(403);
  });
});

describe('importing an RMI list', () => {
  it('changes nothing when a row is wrong, and lists every wrong row by its index', async () => {
    const csv = [
      'Metal,Facility ID,Facility name,State/Province/Region,Country location',
      'Cobalt,CID003001,Good refinery,Lualaba,Democratic Republic of the Congo',
      'Cobalt,,Nameless ID refinery,,China',
      'Tin,cid003001,Duplicate refinery,,China',
      `Gold,${'X'.repeat(64)},Long ID refiner,,`,
    ].join('\n');
    const response = await importList(csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalItems: 4,
      validItems: 1,
      failedItems: 3,
      imported: 0,
      errors: [
        { index: 3, errors: ['Index 3: Facility ID is required'] },
        { index: 4, errors: ['Index 4: Facility ID cid003001 is also on row 2'] },
        { index: 5, errors: ['Index 5: Country location is required', 'Index 5: Facility ID must be at most 63 characters'] },
      ],
    });
    expect((await lookUp('SAMPLE-CID-0001')).statusCode).toBe(200);
    expect((await lookUp('CID003001')).statusCode).toBe(404);
  });

  it('replaces the list with a CSV whose columns come in any order and case', async () => {
    const csv = [
      '\uFEFFfacility id;COUNTRY LOCATION;Metal;Facility Name;State/Province/Region;Smelter look-up',
      'CID003001;Democratic Republic of the Congo;Cobalt;Kolwezi refinery;Lualaba;x',
      ';;;;;',
      'CID003002;China;Cobalt;Jiangsu refinery;;y',
    ].join('\r\n');
    const response = await importList(csv);
    expect(response.json()).toMatchObject({ totalItems: 2, failedItems: 0, imported: 2, errors: [] });
    expect((await lookUp('cid003002')).json()).toEqual({
      metal: 'Cobalt',
      facilityId: 'CID003002',
      facilityName: 'Jiangsu refinery',
      stateProvinceRegion: null,
      countryLocation: 'China',
      countryId: CHINA_ID,
    });
    expect((await lookUp('SAMPLE-CID-0001')).statusCode).toBe(404);
  });

  it('reads an xlsx workbook too', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Smelters');
    sheet.addRow(['Metal', 'Facility ID', 'Facility name', 'State/Province/Region', 'Country location']);
    sheet.addRow(['Tantalum', 'CID004001', 'Ningxia smelter', 'Ningxia', 'China']);
    const response = await importList(Buffer.from(await workbook.xlsx.writeBuffer()), 'rmi.xlsx');
    expect(response.json()).toMatchObject({ imported: 1 });
    expect((await lookUp('CID004001')).json()).toMatchObject({ metal: 'Tantalum', facilityName: 'Ningxia smelter', countryId: CHINA_ID });
    expect((await lookUp('CID003001')).statusCode).toBe(404);
  });

  it('refuses files without the RMI columns, other file types and forms without a file', async () => {
    const columns = await importList('Metal,Facility ID\nCobalt,CID1');
    expect(columns.statusCode).toBe(422);
    expect(columns.json().message).toBe(
      'The first row must name the columns Metal, Facility ID, Facility name, State/Province/Region, Country location; missing: Facility name, State/Province/Region, Country location.',
    );
    expect((await importList(SAMPLE_FILES.png, 'list.png')).statusCode).toBe(415);
    expect((await importList('\n\n')).json().message).toBe('The file is empty: it has no facilities to import.');
    const form = multipartBody([{ field: 'other', data: 'x' }]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/rmi-facilities/import',
      headers: { ...superAdmin, ...form.headers },
      payload: form.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().details).toEqual([{ path: 'file', message: 'Attach the RMI list in the form field "file".' }]);
    expect((await lookUp('CID004001')).statusCode).toBe(200);
  });
});
