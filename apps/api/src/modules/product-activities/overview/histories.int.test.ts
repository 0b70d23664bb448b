import { randomUUID } from 'node:crypto';
import type { THistoryEvent, THistoryPage } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  facilities,
  productDefinitions,
  rolePermissions,
  roles,
  type TStoredFileReference,
  userPermissions,
  users,
} from '../../../db/schema/index.ts';
import { type ActivityWorld, createActivityWorld } from '../../../test/world/activity-world.ts';
import { overviewFixtures } from '../../../test/world/overview.ts';

/*
 * The ginner's history on the cotton pilot (clock at 2026-06-15): two purchases of seed cotton (one
 * from a farm, one from the non-participating farmer), a ginning transformation, a by-product, a sale
 * and a transport of a bale, and a second transformation without documents. The spinner's purchase
 * of that bale belongs to the spinner's history only.
 */

let world: ActivityWorld;
let fixtures: ReturnType<typeof overviewFixtures>;
type TEventName = 'e1' | 'e2' | 'e3' | 'e4' | 'e5' | 'e6' | 'e7' | 'spinnerEvent';
type TProductName = 'pA' | 'pB' | 'pC' | 'b1' | 'b2' | 'b3';
const ids = {} as Record<TEventName | TProductName, string>;
const files = {} as Record<'proof1' | 'proof2' | 'proof3' | 'cert1' | 'invoice' | 'packingList' | 'spinnerProof', TStoredFileReference>;
let farmRoleName: string;

const page = async (query = '', headers: Record<string, string> = {}) => {
  const response = await world.t.app.inject({
    method: 'GET',
    url: `/api/histories${query}`,
    headers: { ...world.headers.ginner, ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as THistoryPage;
};
const eventIds = (result: THistoryPage) => result.items.map((item) => item.id);
const itemOf = (result: THistoryPage, eventId: string) => result.items.find((item) => item.id === eventId) as THistoryEvent;

beforeAll(async () => {
  world = await createActivityWorld();
  fixtures = overviewFixtures(world);
  const { ginner, spinner, farmA, transporter } = world.facilityIds;
  const [farmRole] = await world.t.database.db.select({ name: roles.name }).from(roles).where(eq(roles.code, 'FARM'));
  farmRoleName = farmRole?.name as string;

  files.proof1 = await world.upload('ginner', 'receipt-april.pdf');
  files.proof2 = await world.upload('ginner', 'receipt-farmer.pdf');
  files.proof3 = await world.upload('ginner', 'weighbridge.pdf');
  files.cert1 = await world.upload('ginner', 'organic.pdf');
  files.invoice = await world.upload('ginner', 'invoice.pdf');
  files.packingList = await world.upload('ginner', 'packing.pdf');
  files.spinnerProof = await world.upload('spinner', 'spinner-receipt.pdf');

  ids.pA = await fixtures.product({ code: 'SC-001', definition: 'Seed Cotton', quantity: 1000, unit: 'Kilograms', madeBy: farmA });
  ids.pB = await fixtures.product({ code: 'SC-002', definition: 'Seed Cotton', quantity: 500, unit: 'Kilograms', madeBy: farmA });
  ids.pC = await fixtures.product({ code: 'SC-003', definition: 'Seed Cotton', quantity: 1000, unit: 'Pounds', madeBy: ginner });
  ids.b1 = await fixtures.product({
    code: 'CB-001',
    definition: 'Cotton Bales',
    quantity: 200,
    unit: 'Kilograms',
    madeBy: ginner,
    certifications: [files.cert1],
  });
  ids.b2 = await fixtures.product({ code: 'CB-002', definition: 'Cotton Bales', quantity: 150, unit: 'Kilograms', madeBy: ginner });
  ids.b3 = await fixtures.product({ code: 'CB-003', definition: 'Cotton Bales', quantity: 400, unit: 'Kilograms', madeBy: ginner });

  ids.e1 = (
    await fixtures.purchase(ginner, farmA, {
      at: '2026-04-10T08:00:00Z',
      productIds: [ids.pB, ids.pA],
      po: 'PO-1',
      price: 5000,
      currency: 'PKR',
      proofs: [files.proof1],
    })
  ).eventId;
  ids.e2 = (
    await fixtures.purchase(ginner, null, { at: '2026-04-20T08:00:00Z', productIds: [ids.pC], po: 'PO-2', proofs: [files.proof2] })
  ).eventId;
  ids.e3 = (await fixtures.transformation(ginner, { at: '2026-05-01T08:00:00Z', inputIds: [ids.pA], outputIds: [ids.b2, ids.b1] })).eventId;
  ids.e4 = (await fixtures.byProduct(ginner, { at: '2026-05-02T08:00:00Z', weight: 100, unit: 'Pounds', proofs: [files.proof3] })).eventId;
  ids.e5 = (
    await fixtures.sale(ginner, spinner, {
      at: '2026-05-10T08:00:00Z',
      productIds: [ids.b1],
      invoice: 'INV-1',
      packingList: 'PL-1',
      invoices: [files.invoice],
      packingLists: [files.packingList],
      price: 9000,
      currency: 'USD',
    })
  ).eventId;
  ids.e6 = (
    await fixtures.transport(ginner, transporter, {
      at: '2026-05-12T08:00:00Z',
      productIds: [ids.b1],
      packingList: 'PL-1',
      packingLists: [files.packingList],
      weight: { total: 210, unit: 'Kilograms' },
    })
  ).eventId;
  ids.e7 = (await fixtures.transformation(ginner, { at: '2026-05-20T08:00:00Z', inputIds: [ids.pB], outputIds: [ids.b3] })).eventId;
  ids.spinnerEvent = (
    await fixtures.purchase(spinner, ginner, {
      at: '2026-05-11T08:00:00Z',
      productIds: [ids.b1],
      po: 'SP-PO-1',
      proofs: [files.spinnerProof],
    })
  ).eventId;
});
afterAll(async () => world?.t.close());

describe('GET /api/histories', () => {
  it("lists the caller facility's activities newest first, and only its own", async () => {
    const result = await page();
    expect(eventIds(result)).toEqual([ids.e7, ids.e6, ids.e5, ids.e4, ids.e3, ids.e2, ids.e1]);
    expect(result).toMatchObject({ total: 7, page: 1, perPage: 20 });
    expect(eventIds(result)).not.toContain(ids.spinnerEvent);
  });

  it('shows a purchase with its seller, products, weight, order number, price and documents', async () => {
    expect(itemOf(await page(), ids.e1)).toEqual({
      id: ids.e1,
      type: 1,
      recordedAt: '2026-04-10T08:00:00.000Z',
      counterpart: { id: world.facilityIds.farmA, name: 'Akram Farm' },
      nonParticipatingRoleName: null,
      productDefinitionName: 'Seed Cotton',
      productCount: 2,
      products: [
        { id: ids.pA, code: 'SC-001' },
        { id: ids.pB, code: 'SC-002' },
      ],
      outputProducts: [],
      totalWeight: 1500,
      weightUnit: 'Kilograms',
      purchaseOrderNumber: 'PO-1',
      invoiceNumber: null,
      packingListNumber: null,
      price: 5000,
      currency: 'PKR',
      documentCount: 1,
    });
  });

  it('names the extractor role of a purchase without a seller ("Non-participating {role}")', async () => {
    const item = itemOf(await page(), ids.e2);
    expect(item).toMatchObject({
      counterpart: null,
      nonParticipatingRoleName: farmRoleName,
      totalWeight: 453.59,
      weightUnit: 'Kilograms',
      price: null,
      currency: null,
    });
    expect(farmRoleName).toBeTruthy();
    expect(itemOf(await page('', { language: 'ur' }), ids.e2).nonParticipatingRoleName).toBe('فارم');
  });

  it("shows a transformation's inputs and outputs, the outputs' total weight and their certifications", async () => {
    expect(itemOf(await page(), ids.e3)).toMatchObject({
      type: 4,
      counterpart: null,
      nonParticipatingRoleName: null,
      productDefinitionName: 'Cotton Bales',
      productCount: 2,
      products: [{ id: ids.pA, code: 'SC-001' }],
      outputProducts: [
        { id: ids.b1, code: 'CB-001' },
        { id: ids.b2, code: 'CB-002' },
      ],
      totalWeight: 350,
      weightUnit: 'Kilograms',
      purchaseOrderNumber: null,
      documentCount: 1,
    });
  });

  it('shows a by-product in the unit it was weighed in', async () => {
    expect(itemOf(await page(), ids.e4)).toMatchObject({
      type: 5,
      counterpart: null,
      productDefinitionName: null,
      productCount: 0,
      products: [],
      outputProducts: [],
      totalWeight: 100,
      weightUnit: 'Pounds',
      documentCount: 1,
    });
  });

  it("shows a sale's buyer and a transport's transporter, counting a document they share once per row", async () => {
    const result = await page();
    expect(itemOf(result, ids.e5)).toMatchObject({
      type: 2,
      counterpart: { id: world.facilityIds.spinner, name: expect.any(String) },
      invoiceNumber: 'INV-1',
      packingListNumber: 'PL-1',
      price: 9000,
      currency: 'USD',
      totalWeight: 200,
      products: [{ id: ids.b1, code: 'CB-001' }],
      // invoice, packing list and the bale's certification
      documentCount: 3,
    });
    expect(itemOf(result, ids.e6)).toMatchObject({
      type: 3,
      counterpart: { id: world.facilityIds.transporter, name: 'Indus Haulage' },
      packingListNumber: 'PL-1',
      totalWeight: 210,
      weightUnit: 'Kilograms',
      documentCount: 2,
    });
    expect(itemOf(result, ids.e7)).toMatchObject({ type: 4, documentCount: 0, totalWeight: 400 });
  });

  it('filters by type and by the recorded date, both ends included', async () => {
    expect(eventIds(await page('?type=1'))).toEqual([ids.e2, ids.e1]);
    expect(eventIds(await page('?from=2026-05-01T08:00:00Z&to=2026-05-10T08:00:00Z'))).toEqual([ids.e5, ids.e4, ids.e3]);
    const transformations = await page('?type=4&to=2026-05-15T00:00:00Z');
    expect(eventIds(transformations)).toEqual([ids.e3]);
    expect(transformations.total).toBe(1);
    expect((await page('?from=2026-06-01T00:00:00Z')).items).toEqual([]);
  });

  it('pages through the history without overlaps', async () => {
    const second = await page('?perPage=3&page=2');
    expect(eventIds(second)).toEqual([ids.e4, ids.e3, ids.e2]);
    expect(second).toMatchObject({ total: 7, page: 2, perPage: 3 });
    expect(eventIds(await page('?perPage=3&page=3'))).toEqual([ids.e1]);
  });

  it('lists activities recorded at the same moment newest logged first, on every page', async () => {
    // The mill logs six by-products all dated 09:15 (the form's minute), one after another.
    const logged: string[] = [];
    for (let kilograms = 1; kilograms <= 6; kilograms += 1) {
      logged.push(
        (await fixtures.byProduct(world.facilityIds.mill, { at: '2026-05-20T09:15:00Z', weight: kilograms, unit: 'Kilograms' })).eventId,
      );
    }
    const history = async (query: string) => {
      const response = await world.call('mill', 'GET', `/histories${query}`);
      expect(response.statusCode).toBe(200);
      return eventIds(response.json() as THistoryPage);
    };
    const newestFirst = [...logged].reverse();
    expect(await history('')).toEqual(newestFirst);
    expect([...(await history('?perPage=4&page=1')), ...(await history('?perPage=4&page=2'))]).toEqual(newestFirst);
  });

  it("names product definitions in the reader's language", async () => {
    const db = world.t.database.db;
    await world.t.changeBehindTheApp(() =>
      db
        .update(productDefinitions)
        .set({ nameTranslations: { fr: 'Coton-graine' } })
        .where(eq(productDefinitions.id, world.definitionIds['Seed Cotton'] as string)),
    );
    try {
      expect(itemOf(await page('', { language: 'fr' }), ids.e1).productDefinitionName).toBe('Coton-graine');
      expect(itemOf(await page(), ids.e1).productDefinitionName).toBe('Seed Cotton');
    } finally {
      await world.t.changeBehindTheApp(() =>
        db
          .update(productDefinitions)
          .set({ nameTranslations: {} })
          .where(eq(productDefinitions.id, world.definitionIds['Seed Cotton'] as string)),
      );
    }
  });

  it('refuses a period whose start is after its end, and a type that does not exist', async () => {
    const reversed = await world.call('ginner', 'GET', '/histories?from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The start date must not be after the end date.');
    expect(reversed.json().details).toEqual([{ path: 'from', message: 'The start date must not be after the end date.' }]);
    expect((await world.call('ginner', 'GET', '/histories?type=6')).statusCode).toBe(400);
    const french = await world.t.app.inject({
      method: 'GET',
      url: '/api/histories?from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z',
      headers: { ...world.headers.ginner, language: 'fr' },
    });
    expect(french.json().message).toBe('La date de début ne doit pas être postérieure à la date de fin.');
  });

  it('is for producers with VIEW_HISTORY only', async () => {
    expect((await world.call('brand', 'GET', '/histories')).statusCode).toBe(403);
    expect((await world.call('admin', 'GET', '/histories')).statusCode).toBe(403);
  });
});

describe('GET /api/histories/download-documents', () => {
  const download = (who: 'ginner' | 'mill', eventId: string) => world.call(who, 'GET', `/histories/download-documents?eventId=${eventId}`);
  const unzip = (body: Buffer) => {
    const entries = unzipSync(new Uint8Array(body));
    return Object.fromEntries(Object.entries(entries).map(([path, data]) => [path, Buffer.from(data).toString()]));
  };

  it("zips a sale's invoices, packing lists and product certifications into their folders, each blob once", async () => {
    const { mill, assembly } = world.facilityIds;
    const invoice = await fixtures.uploadPdf('mill', 'invoice.pdf', 'invoice');
    const listA = await fixtures.uploadPdf('mill', 'list.pdf', 'list A');
    const listB = await fixtures.uploadPdf('mill', 'List.pdf', 'list B');
    const certificate = await fixtures.uploadPdf('mill', 'invoice.pdf', 'certificate');
    const fabric = await fixtures.product({
      code: 'FB-ZIP-1',
      definition: 'Fabric',
      quantity: 30,
      unit: 'Metres',
      madeBy: mill,
      certifications: [certificate],
    });
    const { eventId } = await fixtures.sale(mill, assembly, {
      at: '2026-06-01T08:00:00Z',
      productIds: [fabric],
      invoice: 'M-INV-1',
      packingList: 'M-PL-1',
      invoices: [invoice],
      packingLists: [listA, listB, { fileName: 'again.pdf', blobName: invoice.blobName }],
    });

    const response = await download('mill', eventId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="documents-2026-06-15.zip"; filename*=UTF-8\'\'documents-2026-06-15.zip',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(unzip(response.rawPayload)).toEqual({
      'purchaseProofs/invoice.pdf': certificate.data.toString(),
      'invoices/invoice.pdf': invoice.data.toString(),
      'packing-lists/list.pdf': listA.data.toString(),
      'packing-lists/List (2).pdf': listB.data.toString(),
    });
    const history = (await world.call('mill', 'GET', '/histories')).json() as THistoryPage;
    expect(history.items.find((item) => item.id === eventId)?.documentCount).toBe(4);
  });

  it('renames clashing proof names and keeps every name inside its folder', async () => {
    const { mill, spinner } = world.facilityIds;
    const first = await fixtures.uploadPdf('mill', 'proof.pdf', 'first');
    const second = await fixtures.uploadPdf('mill', 'proof.pdf', 'second');
    const third = await fixtures.uploadPdf('mill', 'proof (2).pdf', 'third');
    const sneaky = await fixtures.uploadPdf('mill', 'x.pdf', 'sneaky');
    const yarn = await fixtures.product({
      code: 'YN-ZIP-1',
      definition: 'Yarn',
      quantity: 50,
      unit: 'Kilograms',
      madeBy: spinner,
      certifications: [first],
    });
    const { eventId } = await fixtures.purchase(mill, spinner, {
      at: '2026-06-02T08:00:00Z',
      productIds: [yarn],
      po: 'M-PO-ZIP',
      proofs: [
        first,
        second,
        third,
        { fileName: '../../etc/passwd', blobName: sneaky.blobName },
        // Named on the activity but gone from storage: left out, the rest still downloads.
        { fileName: 'lost.pdf', blobName: `${randomUUID()}.pdf` },
      ],
    });

    const response = await download('mill', eventId);
    expect(response.statusCode, response.body).toBe(200);
    expect(unzip(response.rawPayload)).toEqual({
      'purchaseProofs/proof.pdf': first.data.toString(),
      'purchaseProofs/proof (2).pdf': second.data.toString(),
      'purchaseProofs/proof (2) (2).pdf': third.data.toString(),
      'purchaseProofs/passwd': sneaky.data.toString(),
    });
  });

  it('opens in a new browser tab with a short token', async () => {
    const issued = await world.t.app.inject({ method: 'POST', url: '/auth/short-token', headers: world.headers.ginner });
    const { shortToken } = issued.json() as { shortToken: string };
    const response = await world.t.app.inject({
      method: 'GET',
      url: `/api/histories/download-documents?eventId=${ids.e5}&shortToken=${shortToken}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(unzip(response.rawPayload)).sort()).toEqual([
      'invoices/invoice.pdf',
      'packing-lists/packing.pdf',
      'purchaseProofs/organic.pdf',
    ]);
  });

  it("answers 404 for another facility's activity and for an unknown one", async () => {
    for (const eventId of [ids.spinnerEvent, '00000000-0000-4000-8000-000000000000']) {
      const response = await download('ginner', eventId);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("This activity was not found in your facility's history.");
    }
  });

  it('answers 404 with a clear message for an activity without documents', async () => {
    const response = await download('ginner', ids.e7);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This activity has no documents to download.');
  });

  it('refuses an event id that is not one, and callers without VIEW_HISTORY', async () => {
    expect((await world.call('ginner', 'GET', '/histories/download-documents?eventId=nope')).statusCode).toBe(400);
    expect((await world.call('brand', 'GET', `/histories/download-documents?eventId=${ids.e5}`)).statusCode).toBe(403);
  });
});

describe('date ranges and season start', () => {
  const db = () => world.t.database.db;
  let farmRoleId: string;

  /** A registered user of a facility, with extra permissions on top of its role's. */
  async function registeredUser(email: string, roleId: string, facilityId: string, extraPermissions: string[] = []) {
    const [user] = await db()
      .insert(users)
      .values({
        email,
        firstName: 'Test',
        lastName: 'User',
        status: 1,
        userType: 'Admin',
        roleId,
        facilityId,
        updatedProfileAt: world.t.clock.now(),
      })
      .returning({ id: users.id });
    if (extraPermissions.length > 0)
      await db()
        .insert(userPermissions)
        .values(extraPermissions.map((permissionKey) => ({ userId: user!.id, permissionKey })));
    return { authorization: `Bearer ${await world.t.tokenFor(email)}` };
  }
  const get = async (headers: Record<string, string>, path: string) =>
    world.t.app.inject({ method: 'GET', url: `/api/histories${path}`, headers });

  beforeAll(async () => {
    farmRoleId = world.roleIds.FARM as string;
  });

  it('gives a mass-balance facility one range, from its reconciliation start to now', async () => {
    const response = await world.call('ginner', 'GET', '/histories/date-ranges');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rule: 'reconciliation',
      ranges: [{ from: '2026-04-01T00:00:00.000Z', to: '2026-06-15T10:00:00.000Z' }],
    });
  });

  it('gives a product-segregation facility the upstream harvest seasons, newest first, each ending before the next', async () => {
    const { spinner } = world.facilityIds;
    await world.t.changeBehindTheApp(() =>
      db().update(facilities).set({ chainOfCustody: 'Product Segregation' }).where(eq(facilities.id, spinner)),
    );
    try {
      const current = await world.call('spinner', 'GET', '/histories/date-ranges');
      expect(current.json()).toEqual({ rule: 'season', ranges: [{ from: '2026-04-01T00:00:00.000Z', to: '2026-12-31T23:59:59.999Z' }] });

      await world.t.changeBehindTheApp(() => db().update(roles).set({ seasonStartDate: '2025-01-01' }).where(eq(roles.id, farmRoleId)));
      const seasons = await world.call('spinner', 'GET', '/histories/date-ranges');
      expect(seasons.json()).toEqual({
        rule: 'season',
        ranges: [
          { from: '2025-10-01T00:00:00.000Z', to: '2026-06-30T23:59:59.999Z' },
          { from: '2025-01-01T00:00:00.000Z', to: '2025-09-30T23:59:59.999Z' },
        ],
      });
      const start = await world.call('spinner', 'GET', '/histories/season-start-time');
      expect(start.json()).toEqual({ seasonStartAt: '2025-10-01T00:00:00.000Z' });
    } finally {
      await world.t.changeBehindTheApp(() => db().update(roles).set({ seasonStartDate: '2026-04-01' }).where(eq(roles.id, farmRoleId)));
      await world.t.changeBehindTheApp(() => db().update(facilities).set({ chainOfCustody: null }).where(eq(facilities.id, spinner)));
    }
  });

  it('starts the season of the nearest extractor upstream', async () => {
    const response = await world.call('mill', 'GET', '/histories/season-start-time');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ seasonStartAt: '2026-04-01T00:00:00.000Z' });
  });

  it('gives an extractor its own seasons', async () => {
    const farmer = await registeredUser('farmer@overview.test', farmRoleId, world.facilityIds.farmGroup, ['VIEW_HISTORY']);
    expect((await get(farmer, '/season-start-time')).json()).toEqual({ seasonStartAt: '2026-04-01T00:00:00.000Z' });
    expect((await get(farmer, '/date-ranges')).json()).toEqual({
      rule: 'season',
      ranges: [{ from: '2026-04-01T00:00:00.000Z', to: '2026-12-31T23:59:59.999Z' }],
    });
  });

  it('refuses the season start when the upstream extractor has no season', async () => {
    await world.t.changeBehindTheApp(() =>
      db().update(roles).set({ seasonStartDate: null, seasonDurationMonths: null }).where(eq(roles.id, farmRoleId)),
    );
    try {
      const response = await world.call('ginner', 'GET', '/histories/season-start-time');
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(`The ${farmRoleName} role has no current harvest season.`);
    } finally {
      await world.t.changeBehindTheApp(() =>
        db().update(roles).set({ seasonStartDate: '2026-04-01', seasonDurationMonths: 9 }).where(eq(roles.id, farmRoleId)),
      );
    }
  });

  it('refuses the season start, and offers no ranges, when no extractor is upstream', async () => {
    const [role] = await db()
      .insert(roles)
      .values({ name: 'Dye House', type: 'Producer', code: 'DYE_HOUSE_TEST' })
      .returning({ id: roles.id });
    await world.t.changeBehindTheApp(() => db().insert(rolePermissions).values({ roleId: role!.id, permissionKey: 'VIEW_HISTORY' }));
    const [facility] = await db()
      .insert(facilities)
      .values({ name: 'Faisalabad Dyeing', roleId: role!.id })
      .returning({ id: facilities.id });
    const dyer = await registeredUser('dyer@overview.test', role!.id, facility!.id);

    const start = await get(dyer, '/season-start-time');
    expect(start.statusCode).toBe(422);
    expect(start.json().message).toBe(
      'No raw-material extractor comes before your role on the supply-chain map, so there is no harvest season.',
    );
    expect((await get(dyer, '/date-ranges')).json()).toEqual({ rule: 'unbounded', ranges: [] });
    expect((await get(dyer, '')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('is for producers with VIEW_HISTORY only', async () => {
    const farmerWithoutHistory = await registeredUser('farmer-b@overview.test', farmRoleId, world.facilityIds.farmB);
    for (const path of ['', '/date-ranges', '/season-start-time', `/download-documents?eventId=${ids.e1}`]) {
      expect((await get(farmerWithoutHistory, path)).statusCode).toBe(403);
    }
    expect((await world.call('brand', 'GET', '/histories/date-ranges')).statusCode).toBe(403);
    expect((await world.call('brand', 'GET', '/histories/season-start-time')).statusCode).toBe(403);
  });
});
