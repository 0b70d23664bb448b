import { randomUUID } from 'node:crypto';
import type { TDnaPartyPage, TDnaProductCheck, TDnaTestDetail, TDnaTestPage, TFacilityRisk, TFileReference } from '@opentrace/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, dnaTests, facilities, products, rolePermissions, roles } from '../../db/schema/index.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { type ActivityWorld, createActivityWorld, PRODUCERS } from '../../test/world/activity-world.ts';
import { insertIndicatorRow } from '../../test/world/raw-rows.ts';
import { insertQrBatch, outputForm } from '../../test/world/transformations.ts';
import { TraceChains } from '../traces/test/trace-chain.fixtures.ts';

/*
 * DNA tests (DOMAIN.md §8.2, issue 23) on a cotton chain logged through the activity endpoints: Akram Farm
 * (Pakistan) and Bashir Farm (India) sell seed cotton to the ginner, who gins a bale labelled 421 007 356 and marked "MARK-A1" from both,
 * a plain bale from a later lot of Akram's alone and a loose bale from stock in hand, naming no input, and sells the marked bale to the spinner; the spinner also buys a bale the ginner
 * never logged, which it defines itself (grown in Multan, Pakistan), and spins yarn from the two bales. The
 * administrator logs the tests; the result is the server's, from these records.
 */

let world: ActivityWorld;
let chains: TraceChains;
let ids: ActivityWorld['facilityIds'];
let country: Record<'PK' | 'IN' | 'US', string>;
let marked: { id: string; code: string };
let plain: { id: string; code: string };
let loose: { id: string; code: string };
let yarn: { id: string; code: string };
let orderId: string;
let dnaSubIndicatorId: string;

const day = (iso: string, hour = 8) => new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00Z`);
const TODAY = '2026-06-20';
/** The QR label stuck on the marked bale. */
const LABEL = '421007356';
const EMAILS = {
  admin: 'admin@demo.opentrace.local',
  brand: 'brand@demo.opentrace.local',
  ginner: PRODUCERS.ginner,
  superAdmin: TEST_SUPER_ADMIN.email,
} as const;

async function proofs(): Promise<TFileReference[]> {
  return [await world.upload('admin', 'lab-report.pdf')];
}

async function synthetic(fields: Record<string, unknown>) {
  return world.call('admin', 'POST', '/api/dna-tests/synthetic', {
    productSupplierId: ids.ginner,
    requestFacilityId: ids.spinner,
    productCode: marked.code,
    isDetected: true,
    dnaIdentifiers: ['MARK-A1'],
    testedOn: TODAY,
    files: await proofs(),
    ...fields,
  });
}

async function isotopic(fields: Record<string, unknown>) {
  return world.call('admin', 'POST', '/api/dna-tests/isotopic', {
    productSupplierId: ids.ginner,
    productCode: marked.code,
    countryIds: [country.PK, country.IN],
    testedOn: TODAY,
    files: await proofs(),
    ...fields,
  });
}

async function logged(response: Awaited<ReturnType<ActivityWorld['call']>>): Promise<TDnaTestDetail> {
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TDnaTestDetail;
}

const liveTestCount = async () => (await world.t.database.db.select({ n: count() }).from(dnaTests))[0]?.n ?? 0;

/** The field errors of a refused request, by path. */
function fieldErrors(response: Awaited<ReturnType<ActivityWorld['call']>>): Record<string, string> {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { details: { path: string; message: string }[] };
  return Object.fromEntries(body.details.map((detail) => [detail.path, detail.message]));
}

beforeAll(async () => {
  world = await createActivityWorld();
  ids = world.facilityIds;
  chains = new TraceChains(world, 'DNA');
  const db = world.t.database.db;
  const rows = await db
    .select({ id: countries.id, code: countries.countryCode })
    .from(countries)
    .where(inArray(countries.countryCode, ['PK', 'IN', 'US']));
  country = Object.fromEntries(rows.map((row) => [row.code, row.id])) as typeof country;
  await world.t.changeBehindTheApp(async () => {
    await db.update(facilities).set({ countryId: country.PK }).where(eq(facilities.id, ids.farmA));
    await db.update(facilities).set({ countryId: country.IN }).where(eq(facilities.id, ids.farmB));
  });
  const categoryId = await insertIndicatorRow(db, { type: 3, name: 'Supply chain integrity' });
  const indicatorId = await insertIndicatorRow(db, { type: 1, name: 'Product Testing', categoryId });
  dnaSubIndicatorId = await insertIndicatorRow(db, { type: 2, name: 'Failed DNA Test', parentId: indicatorId, riskSeverity: 4 });

  const fromAkram = await chains.buyManual('ginner', {
    from: ids.farmA,
    definition: 'Seed Cotton',
    kilograms: [1000],
    at: day('2026-06-01'),
  });
  const fromBashir = await chains.buyManual('ginner', {
    from: ids.farmB,
    definition: 'Seed Cotton',
    kilograms: [800],
    at: day('2026-06-02'),
  });
  const laterFromAkram = await chains.buyManual('ginner', {
    from: ids.farmA,
    definition: 'Seed Cotton',
    kilograms: [400],
    at: day('2026-06-02', 12),
  });
  await insertQrBatch(world, [LABEL]);
  chains.at(day('2026-06-03'));
  const ginned = await chains.call('ginner', 'POST', '/events/assign-products', {
    inputProductIds: [...fromAkram.productIds, ...fromBashir.productIds],
    outputProduct: {
      productDefinitionId: world.definitionIds['Cotton Bales'],
      outputProducts: [outputForm(world, 'Cotton Bales', { quantity: 300, qrCode: LABEL, dnaIdentifier: 'MARK-A1' })],
    },
  });
  expect(ginned.statusCode, ginned.body).toBe(201);
  marked = (ginned.json() as { products: { id: string; code: string }[] }).products[0]!;
  const plainMade = await chains.make('ginner', { inputIds: laterFromAkram.productIds, kilograms: [100], at: day('2026-06-04') });
  plain = { id: plainMade.productIds[0]!, code: '' };
  const looseMade = await chains.make('ginner', { inputIds: [], kilograms: [80], at: day('2026-06-04', 12) });
  loose = { id: looseMade.productIds[0]!, code: '' };

  await chains.sell('ginner', { to: ids.spinner, productIds: [marked.id], at: day('2026-06-05') });
  const bought = await chains.buy('spinner', { from: ids.ginner, productIds: [marked.id], at: day('2026-06-06') });
  const manual = await chains.buyManual('spinner', {
    from: ids.ginner,
    definition: 'Cotton Bales',
    kilograms: [200],
    at: day('2026-06-06', 12),
  });
  const spun = await chains.make('spinner', { inputIds: [marked.id, ...manual.productIds], kilograms: [450], at: day('2026-06-07') });
  yarn = { id: spun.productIds[0]!, code: '' };
  await chains.addSuppliers('brand', [ids.ginner, ids.spinner]);
  ({ orderId } = await chains.placeOrder('brand', {
    supplierId: ids.spinner,
    purchasedAt: day('2026-06-08'),
    purchaseOrderNumber: bought.purchaseOrderNumber,
  }));
  chains.at(day(TODAY, 10));
  // Access tokens last minutes of the app's clock, which the chain moved on by weeks: sign everyone in again.
  for (const [who, email] of Object.entries(EMAILS) as [keyof typeof EMAILS, string][]) {
    world.headers[who] = { authorization: `Bearer ${await world.t.tokenFor(email)}` };
  }

  const made = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.id, [plain.id, loose.id, yarn.id]));
  plain = made.find((row) => row.id === plain.id)!;
  loose = made.find((row) => row.id === loose.id)!;
  yarn = made.find((row) => row.id === yarn.id)!;
}, 180_000);

afterAll(async () => {
  await world?.t.close();
});

describe('a synthetic-marking test', () => {
  it('passes when the lab detected the product’s own marker, whatever its case or spacing', async () => {
    const test = await logged(await synthetic({ dnaIdentifiers: ['OTHER-9', ' mark-a1 '] }));
    expect(test).toMatchObject({
      kind: 'SYNTHETIC',
      result: 'PASSED',
      testedOn: TODAY,
      isDetected: true,
      expectedDnaIdentifier: 'MARK-A1',
      product: { id: marked.id, code: LABEL, name: 'Cotton Bales' },
      productSupplier: { id: ids.ginner },
      requestFacility: { id: ids.spinner },
      files: [expect.objectContaining({ name: 'lab-report.pdf' })],
      deletable: true,
    });
    expect(test.reference).toMatch(/^DNA-\d+$/);
  });

  it('fails when the lab found another marker, or none on a marked product', async () => {
    expect((await logged(await synthetic({ dnaIdentifiers: ['MARK-B2'] }))).result).toBe('FAILED');
    const none = await logged(await synthetic({ isDetected: false, dnaIdentifiers: ['ignored'] }));
    expect(none).toMatchObject({ result: 'FAILED', isDetected: false, dnaIdentifiers: [] });
  });

  it('passes with nothing detected on an unmarked product, and fails with a marker found on it', async () => {
    expect((await logged(await synthetic({ productCode: plain.code, isDetected: false }))).result).toBe('PASSED');
    expect((await logged(await synthetic({ productCode: plain.code, dnaIdentifiers: ['MARK-A1'] }))).result).toBe('FAILED');
  });

  it('names the product by its label link as well as its code', async () => {
    const link = `https://trace.example/q/${LABEL}`;
    const check = await world.call(
      'admin',
      'GET',
      `/api/dna-tests/product-check?productSupplierId=${ids.ginner}&productCode=${encodeURIComponent(link)}`,
    );
    expect(check.json()).toMatchObject({ found: true, product: { id: marked.id } });
  });
});

describe('an isotopic-origin test', () => {
  it('passes only with exactly the traced origin countries: both farms of a bale ginned from their cotton', async () => {
    const test = await logged(await isotopic({}));
    expect(test).toMatchObject({ kind: 'ISOTOPIC', result: 'PASSED', isDetected: null, requestFacility: null });
    expect(test.originCountries.map((entry) => entry.id).sort()).toEqual([country.PK, country.IN].sort());
    expect((await logged(await isotopic({ countryIds: [country.PK] }))).result).toBe('FAILED');
    expect((await logged(await isotopic({ countryIds: [country.PK, country.IN, country.US] }))).result).toBe('FAILED');
  });

  it('reaches back through two transformations and counts a manual bale’s own origin', async () => {
    const test = await logged(
      await isotopic({ productSupplierId: ids.spinner, productCode: yarn.code, countryIds: [country.IN, country.PK] }),
    );
    expect(test.result).toBe('PASSED');
    expect(test.originCountries.map((entry) => entry.id).sort()).toEqual([country.PK, country.IN].sort());
  });

  it('gives the plain bale only the farm it was ginned from', async () => {
    const test = await logged(await isotopic({ productCode: plain.code, countryIds: [country.PK] }));
    expect(test.result).toBe('PASSED');
    expect(test.originCountries.map((entry) => entry.id)).toEqual([country.PK]);
    expect((await logged(await isotopic({ productCode: plain.code, countryIds: [country.PK, country.IN] }))).result).toBe('FAILED');
  });

  it('fails every country list for a bale ginned from stock in hand, whose origin no record tells', async () => {
    const test = await logged(await isotopic({ productCode: loose.code, countryIds: [country.PK] }));
    expect(test).toMatchObject({ result: 'FAILED', originCountries: [] });
  });
});

describe('bad input', () => {
  it('answers each field with its problem and saves nothing', async () => {
    const before = await liveTestCount();
    const errors = fieldErrors(
      await synthetic({ productCode: 'NO-SUCH-BALE', testedOn: '2026-06-21', requestFacilityId: ids.farmGroup, files: [] }),
    );
    expect(errors).toMatchObject({ files: 'Add the laboratory report or another proof of the test.' });
    const later = fieldErrors(await synthetic({ productCode: 'NO-SUCH-BALE', testedOn: '2026-06-21', requestFacilityId: ids.farmGroup }));
    expect(later).toEqual({
      productCode: expect.stringContaining('No matching records found for product NO-SUCH-BALE'),
      testedOn: 'The test date cannot be after today.',
      requestFacilityId: 'Choose a producer whose people can sign in to the platform.',
    });
    expect(await liveTestCount()).toBe(before);
  });

  it('refuses a product another facility made, a supplier that cannot mark products, and no countries', async () => {
    expect(fieldErrors(await synthetic({ productCode: yarn.code }))).toHaveProperty('productCode');
    expect(fieldErrors(await synthetic({ productSupplierId: ids.farmA }))).toEqual({
      productSupplierId: 'Choose a supplier whose role may assign DNA identifiers.',
    });
    expect(fieldErrors(await isotopic({ countryIds: [] }))).toEqual({ countryIds: 'Choose at least one country the laboratory found.' });
    expect(fieldErrors(await synthetic({ isDetected: true, dnaIdentifiers: [] }))).toEqual({
      dnaIdentifiers: 'Enter the DNA identifiers the laboratory detected.',
    });
  });

  it('refuses an isotopic test naming a country that does not exist, or a product the supplier never made', async () => {
    const before = await liveTestCount();
    expect(fieldErrors(await isotopic({ countryIds: [country.PK, randomUUID()] }))).toEqual({
      'countryIds.1': 'This country is not in the list of countries.',
    });
    expect(fieldErrors(await isotopic({ productCode: 'NO-SUCH-BALE' }))).toEqual({
      productCode: expect.stringContaining('No matching records found for product NO-SUCH-BALE'),
    });
    expect(fieldErrors(await isotopic({ productCode: yarn.code, countryIds: [randomUUID()] }))).toEqual({
      'countryIds.0': 'This country is not in the list of countries.',
      productCode: expect.stringContaining(`No matching records found for product ${yarn.code}`),
    });
    expect(await liveTestCount()).toBe(before);
  });

  it('refuses a proof somebody else uploaded', async () => {
    const theirs = await world.upload('ginner', 'not-yours.pdf');
    expect(fieldErrors(await synthetic({ files: [theirs] }))).toHaveProperty(['files.0']);
  });

  it('keeps the inline check blind: found or not, never the marker', async () => {
    const check = await world.call(
      'admin',
      'GET',
      `/api/dna-tests/product-check?productSupplierId=${ids.ginner}&productCode=${marked.code}`,
    );
    expect(check.json()).toEqual({
      found: true,
      product: { id: marked.id, code: marked.code, name: 'Cotton Bales', createdAt: expect.any(String) },
    });
    expect(check.body).not.toContain('MARK-A1');
    const other = await world.call(
      'admin',
      'GET',
      `/api/dna-tests/product-check?productSupplierId=${ids.spinner}&productCode=${marked.code}`,
    );
    expect(other.json() as TDnaProductCheck).toEqual({ found: false, product: null });
  });
});

describe('who sees and deletes tests', () => {
  it('keeps them from producers and brands', async () => {
    for (const who of ['ginner', 'brand'] as const) {
      expect((await world.call(who, 'GET', '/api/dna-tests')).statusCode).toBe(403);
      expect((await world.call(who, 'GET', '/api/dna-tests/parties?kind=supplier')).statusCode).toBe(403);
      expect((await world.call(who, 'POST', '/api/dna-tests/synthetic', {})).statusCode).toBe(403);
    }
  });

  it('shows a logger without VIEW_DNA_TEST_RESULTS only the tests they logged', async () => {
    const db = world.t.database.db;
    const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'ADMIN'));
    const superAdmins = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'SUPER_ADMIN'));
    expect(admin).toBeDefined();
    // The super administrator logs a test of their own; the administrators then lose the right to see all.
    await world.t.changeBehindTheApp(() =>
      db
        .insert(rolePermissions)
        .values(
          superAdmins.flatMap((role) => ['DNA', 'DNA.LOG_DNA_TEST_RESULTS'].map((permissionKey) => ({ roleId: role.id, permissionKey }))),
        )
        .onConflictDoNothing(),
    );
    const theirs = await logged(
      await world.call('superAdmin', 'POST', '/api/dna-tests/synthetic', {
        productSupplierId: ids.ginner,
        requestFacilityId: ids.spinner,
        productCode: marked.code,
        isDetected: false,
        testedOn: TODAY,
        files: [await world.upload('superAdmin', 'their-report.pdf')],
      }),
    );
    const allBefore = (await world.call('admin', 'GET', '/api/dna-tests?perPage=100')).json() as TDnaTestPage;
    expect(allBefore.items.map((item) => item.id)).toContain(theirs.id);

    await world.t.changeBehindTheApp(() =>
      db
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, admin!.id), eq(rolePermissions.permissionKey, 'DNA.VIEW_DNA_TEST_RESULTS'))),
    );
    try {
      const own = (await world.call('admin', 'GET', '/api/dna-tests?perPage=100')).json() as TDnaTestPage;
      expect(own.total).toBe(allBefore.total - 1);
      expect(own.items.map((item) => item.id)).not.toContain(theirs.id);
      expect((await world.call('admin', 'GET', `/api/dna-tests/${theirs.id}`)).statusCode).toBe(404);
      expect((await world.call('admin', 'DELETE', `/api/dna-tests/${theirs.id}`)).statusCode).toBe(404);
    } finally {
      await world.t.changeBehindTheApp(() =>
        db.insert(rolePermissions).values({ roleId: admin!.id, permissionKey: 'DNA.VIEW_DNA_TEST_RESULTS' }),
      );
    }
  });

  it('filters the list by kind, result, supplier and search', async () => {
    const list = async (query: string) =>
      ((await world.call('admin', 'GET', `/api/dna-tests?perPage=100&${query}`)).json() as TDnaTestPage).items;
    expect((await list('kind=ISOTOPIC')).every((item) => item.kind === 'ISOTOPIC')).toBe(true);
    expect((await list('result=FAILED')).every((item) => item.result === 'FAILED')).toBe(true);
    expect((await list(`productSupplierId=${ids.spinner}`)).map((item) => item.product.id)).toEqual([yarn.id]);
    expect((await list(`key=${encodeURIComponent(yarn.code)}`)).map((item) => item.product.id)).toEqual([yarn.id]);
  });

  it('finds a product’s tests by its label as printed, as a pasted label link, or its code in other case and spacing', async () => {
    const productsFound = async (key: string) =>
      new Set(
        ((await world.call('admin', 'GET', `/api/dna-tests?perPage=100&key=${encodeURIComponent(key)}`)).json() as TDnaTestPage).items.map(
          (item) => item.product.id,
        ),
      );
    for (const key of ['421 007 356', `https://trace.example/q/${LABEL}`, `/q/${LABEL}?from=label`]) {
      expect([...(await productsFound(key))], key).toEqual([marked.id]);
    }
    expect([...(await productsFound(` ${yarn.code.toLowerCase().split('').join(' ')} `))]).toEqual([yarn.id]);
  });

  it('lets a reader who does not log tests filter by supplier, but not look up who may request one', async () => {
    const db = world.t.database.db;
    const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'ADMIN'));
    await world.t.changeBehindTheApp(() =>
      db
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, admin!.id), eq(rolePermissions.permissionKey, 'DNA.LOG_DNA_TEST_RESULTS'))),
    );
    try {
      const suppliers = await world.call('admin', 'GET', '/api/dna-tests/parties?kind=supplier&perPage=100');
      expect(suppliers.statusCode, suppliers.body).toBe(200);
      const supplierIds = (suppliers.json() as TDnaPartyPage).items.map((party) => party.id);
      expect(supplierIds).toEqual(expect.arrayContaining([ids.ginner, ids.spinner]));
      expect(supplierIds).not.toContain(ids.farmA);
      const filtered = (
        await world.call('admin', 'GET', `/api/dna-tests?perPage=100&productSupplierId=${ids.spinner}`)
      ).json() as TDnaTestPage;
      expect(filtered.items.map((item) => item.product.id)).toEqual([yarn.id]);
      expect((await world.call('admin', 'GET', '/api/dna-tests/parties?kind=requester')).statusCode).toBe(403);
      expect(
        (await world.call('admin', 'GET', `/api/dna-tests/product-check?productSupplierId=${ids.ginner}&productCode=${LABEL}`)).statusCode,
      ).toBe(403);
    } finally {
      await world.t.changeBehindTheApp(() =>
        db.insert(rolePermissions).values({ roleId: admin!.id, permissionKey: 'DNA.LOG_DNA_TEST_RESULTS' }),
      );
    }
  });
});

describe('the risk engine and the trace', () => {
  async function dnaItems() {
    await world.t.app.jobs.drain();
    const response = await world.call('brand', 'GET', `/api/facilities/${ids.ginner}/risk`);
    expect(response.statusCode, response.body).toBe(200);
    const risk = response.json() as TFacilityRisk;
    return risk.categories
      .flatMap((category) => category.indicators)
      .flatMap((indicator) => indicator.subIndicators)
      .filter((subIndicator) => subIndicator.id === dnaSubIndicatorId)
      .flatMap((subIndicator) => subIndicator.items);
  }

  it('counts every test of the ginner under "Failed DNA Test": a failure 3 × its severity, a pass 1 ×', async () => {
    const items = await dnaItems();
    const failed = items.filter((item) => item.score === 12);
    const passed = items.filter((item) => item.score === 4);
    expect(items.every((item) => item.source === 'DNA' && item.reference.kind === 'dna-test')).toBe(true);
    expect(failed.length).toBeGreaterThan(0);
    expect(passed.length).toBeGreaterThan(0);
    expect(failed.length + passed.length).toBe(items.length);
  });

  it('stops counting a deleted test', async () => {
    const failedTest = await logged(await synthetic({ dnaIdentifiers: ['MARK-Z'] }));
    expect((await dnaItems()).map((item) => item.reference.id)).toContain(failedTest.id);
    expect((await world.call('admin', 'DELETE', `/api/dna-tests/${failedTest.id}`)).statusCode).toBe(204);
    expect((await world.call('admin', 'GET', `/api/dna-tests/${failedTest.id}`)).statusCode).toBe(404);
    expect((await dnaItems()).map((item) => item.reference.id)).not.toContain(failedTest.id);
  });

  it('shows on the trace node of the product’s supplier, and a later test shows on the cached trace too', async () => {
    const first = await chains.trace('brand', orderId);
    const ginner = first.nodes.find((node) => node.facilityId === ids.ginner);
    expect(ginner?.dnaTests).toMatchObject({ lastTestedOn: TODAY });
    const before = ginner!.dnaTests!;
    await logged(await synthetic({ dnaIdentifiers: ['MARK-Q'] }));
    const again = await chains.trace('brand', orderId);
    expect(again.nodes.find((node) => node.facilityId === ids.ginner)?.dnaTests).toEqual({
      ...before,
      failed: before.failed + 1,
      lastResult: 'FAILED',
    });
    expect(again.nodes.find((node) => node.facilityId === ids.farmA)?.dnaTests).toBeNull();
  });
});

describe('proofs', () => {
  it('download for whoever may read the test, and outlive the sweep of unlinked uploads', async () => {
    const test = await logged(await synthetic({}));
    const [proof] = test.files;
    world.t.clock.advance(3 * 24 * 3_600_000);
    for (const who of ['admin', 'ginner'] as const) {
      world.headers[who] = { authorization: `Bearer ${await world.t.tokenFor(EMAILS[who])}` };
    }
    await world.t.app.uploadSweeper.sweep();
    const download = await world.call('admin', 'GET', proof!.url);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await world.call('ginner', 'GET', proof!.url)).statusCode).toBe(403);
  });
});
