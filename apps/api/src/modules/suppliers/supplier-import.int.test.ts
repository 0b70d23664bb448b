import {
  SUPPLIER_TEMPLATE_COLUMNS,
  type TSupplierImportCheck,
  type TSupplierImportResult,
  type TSupplierMap,
  type TSupplierPage,
  USER_STATUS,
} from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';
import { createSupplierWorld, type SupplierWorld, type TSupplierCaller } from './test/supplier-world.fixtures.ts';
import { fillTemplate, supplierWorkbook, type TSupplierRow } from './test/supplier-workbook.ts';

/*
 * Importing suppliers from the xlsx template on the cotton pilot's map. The demo brand has one
 * supplier, Karachi Garments (assembly), and so has every brand a describe adds to import into on its
 * own; Sialkot Weaving, a mill nobody has signed up for, holds an OS ID; the demo spinner and mill
 * have users whose e-mails the file may name.
 */

let w: SupplierWorld;
let template: Buffer;
const SUPPLIERS_URL = '/api/brands/suppliers';
const TEN_MB = 10 * 1024 * 1024;

const download = (query = '', who: TSupplierCaller | null = 'brand') =>
  w.t.app.inject({ method: 'GET', url: `${SUPPLIERS_URL}/import/template${query}`, headers: who ? w.headers[who] : {} });

function upload(data: Buffer, who: TSupplierCaller = 'brand', fileName = 'suppliers.xlsx') {
  const body = multipartBody([{ field: 'file', fileName, data }]);
  return w.t.app.inject({
    method: 'POST',
    url: `${SUPPLIERS_URL}/import/validate`,
    headers: { ...w.headers[who], ...body.headers },
    payload: body.payload,
  });
}
async function check(rows: readonly TSupplierRow[], who: TSupplierCaller = 'brand'): Promise<TSupplierImportCheck> {
  const response = await upload(await fillTemplate(template, rows), who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSupplierImportCheck;
}
const runImport = (importId: string, who: TSupplierCaller = 'brand') => w.call(who, 'POST', `${SUPPLIERS_URL}/import/${importId}`);
const messages = (result: TSupplierImportCheck) => result.errors.flatMap((row) => row.errors);
const supplierNames = async (who: TSupplierCaller = 'brand') =>
  ((await w.call(who, 'GET', `${SUPPLIERS_URL}?perPage=100`)).json() as TSupplierPage).items.map((item) => item.name).sort();

const person = (firstName: string, lastName: string, email: string) => ({ 'First Name': firstName, 'Last name': lastName, Email: email });
const addKarachi = async (who: TSupplierCaller) => {
  const added = await w.call(who, 'POST', SUPPLIERS_URL, { facilityId: w.demo.assembly });
  expect(added.statusCode, added.body).toBe(201);
};
/** A brand of a describe's own whose only supplier is Karachi Garments. */
const brandWithKarachi = async (name: string) => {
  const brand = await w.addBrand(name);
  await addKarachi(brand);
  return brand;
};

beforeAll(async () => {
  w = await createSupplierWorld();
  await w.facility({ name: 'Sialkot Weaving', role: 'MILL', oarId: 'PK2026SIAL0001' });
  await addKarachi('brand');
  const response = await download();
  expect(response.statusCode, response.body).toBe(200);
  template = response.rawPayload;
}, 120_000);
afterAll(async () => w?.t.close());

describe('the import template', () => {
  it('is an xlsx named import-suppliers-template.xlsx with the template columns on Sheet1', async () => {
    const response = await download();
    expect(response.headers['content-type']).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('import-suppliers-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sheet1');
    expect(sheet).toBeDefined();
    const headers: string[] = [];
    sheet!.getRow(1).eachCell((cell) => headers.push(String(cell.value)));
    expect(headers).toEqual([...SUPPLIER_TEMPLATE_COLUMNS]);
  });

  it('offers the types whose users sign in as a dropdown on Type, listed on a hidden Types sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    const types = workbook.getWorksheet('Types');
    expect(types?.state).toMatch(/hidden/i);
    const listed: string[] = [];
    types!.eachRow((row) => row.eachCell((cell) => listed.push(String(cell.value))));
    // Farms never sign in (an administrator completes them), so they are no type a brand imports.
    expect(listed.sort()).toEqual(['Final Product Assembly', 'Ginner', 'Mill', 'Spinner']);

    const sheet = workbook.getWorksheet('Sheet1')!;
    const typeColumn = SUPPLIER_TEMPLATE_COLUMNS.indexOf('Type') + 1;
    const validation = sheet.getCell(2, typeColumn).dataValidation;
    expect(validation).toMatchObject({ type: 'list' });
    expect(validation.formulae?.[0]).toContain('Types');
  });

  it('opens in a new tab with a short token, and only for brands', async () => {
    const issued = await w.call('brand', 'POST', '/auth/short-token');
    expect(issued.statusCode).toBe(201);
    const response = await download(`?shortToken=${encodeURIComponent(issued.json().shortToken)}`, null);
    expect(response.statusCode).toBe(200);
    expect((await download('', null)).statusCode).toBe(401);
    expect((await download('', 'ginner')).statusCode).toBe(403);
  });
});

describe('checking a filled template', () => {
  const rows: TSupplierRow[] = [
    {
      'Business Name': 'Jhang Spinners',
      'Business Reg. No': 'REG-JS-1',
      'OS ID': 'PK2026JHANG01',
      ...person('Hina', 'Javed', 'hina@jhang.pk'),
      Type: 'Spinner',
      'Supplies To': 'Lahore Fabric Mill',
    },
    {
      'Business Name': 'Lahore Fabric Mill',
      ...person('Imran', 'Qureshi', 'MILL@demo.opentrace.local'),
      Type: ' mill ',
      'Supplies To': 'Karachi Garments',
    },
    { 'Business Reg. No': 'REG-X', 'First Name': 'Ali', 'Last name': 'Raza', Type: 'Ginner' },
    { 'Business Name': 'Bad Mail Ginners', ...person('Ali', 'Raza', 'not-an-email'), Type: 'Ginner' },
    { 'Business Name': 'Weavers Unknown', ...person('Sara', 'Khan', 'sara@weavers.pk'), Type: 'Weaver' },
    { 'Business Name': 'Second Jhang', ...person('Hina', 'Javed', 'hina@jhang.pk'), Type: 'Spinner' },
    { 'Business Name': 'Rahim Yarns', ...person('Rahim', 'Shah', 'spinner@demo.opentrace.local'), Type: 'Spinner' },
    { 'Business Name': 'Sialkot Weavers', 'OS ID': 'PK2026SIAL0001', ...person('Omar', 'Butt', 'omar@sialkot.pk'), Type: 'Mill' },
    { 'Business Name': 'Karachi Garments', ...person('Nadia', 'Hussain', 'assembly@demo.opentrace.local'), Type: 'Final Product Assembly' },
    {
      'Business Name': 'Khanewal Ginners',
      'OS ID': 'PK2026KHAN01',
      ...person('Tariq', 'Mehmood', 'tariq@khanewal.pk'),
      Type: 'Ginner',
      'Supplies To': 'PK2026JHANG01',
    },
    {
      'Business Name': 'Vehari Cotton Farm',
      ...person('Nasir', 'Khan', 'nasir@vehari-farm.pk'),
      Type: 'farm',
    },
  ];
  /** The brand that checks and imports `rows`. */
  let brand: TSupplierCaller;
  let result: TSupplierImportCheck;
  /** Jhang Spinners supplying Lahore Fabric Mill, with an OS ID and an e-mail of the brand's own. */
  const spinnerAndMill = (tag: string): TSupplierRow[] => [
    { ...rows[0], 'OS ID': `PK2026JHANG-${tag.toUpperCase()}`, Email: `hina@${tag}.jhang.pk` },
    rows[1] as TSupplierRow,
  ];
  /** A brand that checked such a file and has not imported it. */
  let pendingBrand: TSupplierCaller;
  /** A brand that has no suppliers. */
  let otherBrand: TSupplierCaller;
  /** A brand that imported such a file once. */
  let onceBrand: TSupplierCaller;
  let imported: TSupplierImportCheck;

  beforeAll(async () => {
    brand = await brandWithKarachi('Checking');
    result = await check(rows, brand);
    pendingBrand = await brandWithKarachi('Checking Pending');
    expect(await check(spinnerAndMill('pending'), pendingBrand)).toMatchObject({ validItems: 2 });
    otherBrand = await w.addBrand('Checking Other');
    onceBrand = await brandWithKarachi('Checking Once');
    imported = await check(spinnerAndMill('once'), onceBrand);
    const first = await runImport(imported.importId as string, onceBrand);
    expect(first.statusCode, first.body).toBe(200);
  });

  it('lists every bad row with its errors, in row order, and counts them', async () => {
    expect(messages(result)).toEqual([
      'Index 4: Business Name is required',
      'Index 4: Email is required',
      'Index 5: Email "not-an-email" is not a valid e-mail address',
      'Index 6: Type "Weaver" is not one of the supplier types',
      'Index 7: Email hina@jhang.pk is repeated in the file (first on row 2)',
      'Index 8: Email spinner@demo.opentrace.local is used by another business',
      'Index 9: OS ID PK2026SIAL0001 is used by another business',
      'Index 10: Supplier already exists. Skipping row',
      'Index 12: Type "farm" is not one of the supplier types',
    ]);
    expect(result.errors.map((row) => row.index)).toEqual([4, 5, 6, 7, 8, 9, 10, 12]);
    expect(result).toMatchObject({ totalItems: 11, validItems: 3, failedItems: 8, errorCount: 9, existingItems: 1 });
    expect(result.importId).toEqual(expect.any(String));
  });

  it('changes nothing until the import', async () => {
    expect(await supplierNames(pendingBrand)).toEqual(['Karachi Garments']);
    expect(await w.t.database.db.select().from(users).where(eq(users.email, 'hina@pending.jhang.pk'))).toEqual([]);
  });

  it('is not another brand’s to import (404)', async () => {
    const response = await runImport(result.importId as string, otherBrand);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This import does not exist or was already imported.');
    expect(await supplierNames(otherBrand)).toEqual([]);
  });

  it('creates and links the valid rows only, with their "Supplies To" partners', async () => {
    const response = await runImport(result.importId as string, brand);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json() as TSupplierImportResult).toEqual({ created: 2, linked: 1, skipped: 0, partnerLinks: 3 });
    expect(await supplierNames(brand)).toEqual(['Jhang Spinners', 'Karachi Garments', 'Khanewal Ginners', 'Lahore Fabric Mill']);

    const map = (await w.call(brand, 'GET', `${SUPPLIERS_URL}/mapping`)).json() as TSupplierMap;
    const nameOf = new Map(map.nodes.map((node) => [node.id, node.name]));
    expect(Object.fromEntries(map.nodes.map((node) => [node.name, node.targets.map((id) => nameOf.get(id))]))).toEqual({
      'Karachi Garments': [],
      'Lahore Fabric Mill': ['Karachi Garments'],
      'Jhang Spinners': ['Lahore Fabric Mill'],
      'Khanewal Ginners': ['Jhang Spinners'],
    });

    const [hina] = await w.t.database.db.select().from(users).where(eq(users.email, 'hina@jhang.pk'));
    expect(hina).toMatchObject({ status: USER_STATUS.INVITED, userType: 'Admin', roleId: w.roleIds.SPINNER });
    expect((await w.lastMail('hina@jhang.pk'))?.template).toBe('invitation');
    expect(await w.t.database.db.select().from(users).where(eq(users.email, 'nasir@vehari-farm.pk'))).toEqual([]);
    expect((await w.call(brand, 'GET', `${SUPPLIERS_URL}/${w.demo.mill}`)).json()).toMatchObject({
      name: 'Lahore Fabric Mill',
      detailsEditable: false,
    });
  });

  it('imports a file once (404 the second time)', async () => {
    const again = await runImport(imported.importId as string, onceBrand);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This import does not exist or was already imported.');
  });
});

describe('rows that stop being valid between the check and the import', () => {
  it('skips a row whose e-mail someone took meanwhile, and imports the rest', async () => {
    const checked = await check([
      { 'Business Name': 'Sahiwal Spinning', ...person('Usman', 'Ali', 'usman@sahiwal.pk'), Type: 'Spinner' },
      { 'Business Name': 'Okara Mills', ...person('Zara', 'Noor', 'zara@okara.pk'), Type: 'Mill' },
    ]);
    expect(checked).toMatchObject({ validItems: 2, failedItems: 0, errorCount: 0, errors: [] });
    const taken = await w.call('otherBrand', 'POST', SUPPLIERS_URL, {
      name: 'Sahiwal Cotton',
      typeId: w.roleIds.SPINNER,
      firstName: 'Usman',
      lastName: 'Ali',
      email: 'usman@sahiwal.pk',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const response = await runImport(checked.importId as string);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 1, linked: 0, skipped: 1, partnerLinks: 0 });
    expect(await supplierNames()).toContain('Okara Mills');
    expect(await supplierNames()).not.toContain('Sahiwal Spinning');
  });
});

describe('names and partners a row gives', () => {
  it('refuses names with digits, partners nobody knows and partners not next on the map', async () => {
    const checked = await check([
      { 'Business Name': 'Chenab Ginners', ...person('Ali2', 'Raza', 'ali@chenab.pk'), Type: 'Ginner' },
      { 'Business Name': 'Ravi Ginners', ...person('Ravi', 'Kumar', 'ravi@ravi-gin.pk'), Type: 'Ginner', 'Supplies To': 'Nowhere Mills' },
      {
        'Business Name': 'Indus Ginners',
        ...person('Iqbal', 'Shah', 'iqbal@indus-gin.pk'),
        Type: 'Ginner',
        'Supplies To': 'Karachi Garments',
      },
    ]);
    expect(messages(checked)).toEqual([
      'Index 2: First Name may hold only letters and spaces',
      'Index 3: Supplies To "Nowhere Mills" names no supplier of this file or of yours',
      'Index 4: Supplies To "Karachi Garments": Ginner does not sell to Final Product Assembly on the supply-chain map',
    ]);
    expect(checked).toMatchObject({ importId: null, totalItems: 3, validItems: 0, failedItems: 3, errorCount: 3 });
  });
});

describe('files the check refuses', () => {
  it('gives no import when no row is valid', async () => {
    const checked = await check([{ 'Business Name': 'Nobody', Type: 'Mill' }]);
    expect(checked).toMatchObject({ importId: null, totalItems: 1, validItems: 0, failedItems: 1 });
    expect(messages(checked)).toEqual(['Index 2: First Name is required', 'Index 2: Last name is required', 'Index 2: Email is required']);
  });

  it('refuses a workbook without Sheet1', async () => {
    const response = await upload(
      await supplierWorkbook([{ 'Business Name': 'A', ...person('A', 'B', 'a@b.pk'), Type: 'Mill' }], { sheetName: 'Suppliers' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Worksheet name mismatch');
  });

  it('refuses a template without rows', async () => {
    const response = await upload(template);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Empty file upload. Please insert at least 1 record');
  });

  it('refuses a file that is not a workbook (415) and one over 10 MB (413)', async () => {
    expect((await upload(SAMPLE_FILES.pdf, 'brand', 'suppliers.xlsx')).statusCode).toBe(415);
    const huge = Buffer.concat([await supplierWorkbook([]), Buffer.alloc(TEN_MB + 1)]);
    expect((await upload(huge)).statusCode).toBe(413);
  });

  it('is for brands only', async () => {
    const data = await supplierWorkbook([{ 'Business Name': 'A', ...person('A', 'B', 'a@b.pk'), Type: 'Mill' }]);
    expect((await upload(data, 'ginner')).statusCode).toBe(403);
    expect((await upload(data, 'admin')).statusCode).toBe(403);
  });
});
