import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, districts, facilities, productDefinitions, provinces } from '../../../db/schema/index.ts';
import { type ActivityWorld, createActivityWorld, type TWho } from '../../../test/world/activity-world.ts';
import {
  activityRowCounts,
  documents,
  holders,
  insertTrackedProduct,
  insertUnusedQrCode,
  productRow,
  transactionOfEvent,
} from '../../../test/world/trades.ts';
import { insertFacilityRow, insertPartnershipRow } from '../../../test/world/raw-rows.ts';

/*
 * Purchases on the cotton pilot's map (Farm → Ginner → Spinner → Mill → Final Product Assembly).
 * The ginner buys seed cotton from farms (mass balance, so it may leave the farm unnamed); the
 * spinner buys bales from the ginner or the broker. The clock stands at 15 June 2026; the farm
 * season began on 1 April.
 */

let w: ActivityWorld;
let A: Record<string, string>;
let place: { pakistan: string; punjab: string; multan: string; sindh: string; india: string };

beforeAll(async () => {
  w = await createActivityWorld();
  A = w.attributeIds;
  const db = w.t.database.db;
  const [pakistan] = await db.select().from(countries).where(eq(countries.countryCode, 'PK'));
  const [india] = await db.select().from(countries).where(eq(countries.countryCode, 'IN'));
  const [multan] = await db.select().from(districts).where(eq(districts.name, 'Multan'));
  const [sindh] = await db
    .select()
    .from(provinces)
    .where(and(eq(provinces.countryId, pakistan!.id), eq(provinces.name, 'Sindh')));
  place = { pakistan: pakistan!.id, punjab: multan!.provinceId, multan: multan!.id, sindh: sindh!.id, india: india!.id };
}, 60_000);
afterAll(async () => w.t.close());

const TODAY = '2026-06-10T08:00:00.000Z';
let orderNumber = 0;

/** A purchase form as the caller would send it, with its own proof of purchase. */
async function purchaseForm(who: TWho, fields: Record<string, unknown>) {
  orderNumber += 1;
  return { purchaseOrderNumber: `PO-${orderNumber}`, transactedAt: TODAY, uploadProofs: await documents(w, who), ...fields };
}

async function purchase(who: TWho, fields: Record<string, unknown>) {
  return w.call(who, 'POST', '/events/purchases', await purchaseForm(who, fields));
}

const seedCotton = (kilograms: number, unit = 'Kilograms') => ({
  attributes: [
    { id: A['Trash Content'], value: 'Low' },
    { id: A['Moisture Level'], value: 8 },
    { id: A['Total Weight'], value: kilograms, quantityUnit: unit },
  ],
});

const manualBale = (code: string, extra: { id: string | undefined; value: unknown; quantityUnit?: string }[] = []) => ({
  attributes: [
    { id: A['Product ID'], value: code },
    { id: A['Trash Content'], value: 'Medium' },
    { id: A['Moisture Level'], value: 7.5 },
    { id: A['Total Weight'], value: 170, quantityUnit: 'Kilograms' },
    { id: A['Product Origin'], value: { countryId: place.pakistan, provinceId: place.punjab, districtId: place.multan } },
    ...extra,
  ],
});

const manualData = (definition: string, ...items: object[]) => ({
  productDefinitionId: w.definitionIds[definition],
  manualAddedProducts: items,
});

describe('GET /events/purchases/required-sellers', () => {
  it('lets a mass-balance ginner buy from the non-participating farm', async () => {
    const response = await w.call('ginner', 'GET', '/events/purchases/required-sellers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSellerRequired: false, nonParticipatingRoleName: 'Farm' });
  });

  it('names the non-participating role in the reader’s language', async () => {
    const response = await w.t.app.inject({
      method: 'GET',
      url: '/api/events/purchases/required-sellers',
      headers: { ...w.headers.ginner, language: 'ur' },
    });
    expect(response.json()).toEqual({ isSellerRequired: false, nonParticipatingRoleName: 'فارم' });
  });

  it('requires a seller from a role that does not buy from an extractor', async () => {
    const response = await w.call('spinner', 'GET', '/events/purchases/required-sellers');
    expect(response.json()).toEqual({ isSellerRequired: true, nonParticipatingRoleName: null });
  });

  it('requires a seller from a product-segregation buyer of an extractor', async () => {
    const db = w.t.database.db;
    await w.t.changeBehindTheApp(() =>
      db.update(facilities).set({ chainOfCustody: 'Product Segregation' }).where(eq(facilities.id, w.facilityIds.ginner)),
    );
    try {
      const response = await w.call('ginner', 'GET', '/events/purchases/required-sellers');
      expect(response.json()).toEqual({ isSellerRequired: true, nonParticipatingRoleName: null });
    } finally {
      await w.t.changeBehindTheApp(() =>
        db.update(facilities).set({ chainOfCustody: null }).where(eq(facilities.id, w.facilityIds.ginner)),
      );
    }
  });

  it('is for producers who log purchases', async () => {
    expect((await w.call('brand', 'GET', '/events/purchases/required-sellers')).statusCode).toBe(403);
  });
});

describe('GET /product-definitions/purchased-product-definitions', () => {
  const names = (response: { json(): unknown }) => (response.json() as { name: string }[]).map((definition) => definition.name);

  it("lists what the caller's role buys on the map, with the form's attributes", async () => {
    const response = await w.call('spinner', 'GET', '/product-definitions/purchased-product-definitions');
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Cotton Bales']);
    const price = (
      response.json() as { attributes: { name: string; isAddManuallyOnly: boolean; options: { value: string }[] }[] }[]
    )[0]!.attributes.find((attribute) => attribute.name === 'Price');
    expect(price).toMatchObject({ isAddManuallyOnly: true, options: [{ value: 'PKR' }, { value: 'USD' }] });
    expect(names(await w.call('ginner', 'GET', '/product-definitions/purchased-product-definitions'))).toEqual(['Seed Cotton']);
  });

  it("narrows to what the seller's role makes, but not for a broker", async () => {
    const url = (id: string) => `/product-definitions/purchased-product-definitions?fromFacilityId=${id}`;
    expect(names(await w.call('ginner', 'GET', url(w.facilityIds.farmA)))).toEqual(['Seed Cotton']);
    expect(names(await w.call('spinner', 'GET', url(w.facilityIds.broker)))).toEqual(['Cotton Bales']);
    expect(names(await w.call('spinner', 'GET', url(w.facilityIds.mill)))).toEqual([]);
    const unknown = await w.call('spinner', 'GET', url('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This facility does not exist.');
  });

  it('speaks the Language header', async () => {
    const db = w.t.database.db;
    await w.t.changeBehindTheApp(() =>
      db
        .update(productDefinitions)
        .set({ nameTranslations: { fr: 'Balles de coton' } })
        .where(eq(productDefinitions.id, w.definitionIds['Cotton Bales']!)),
    );
    try {
      const response = await w.t.app.inject({
        method: 'GET',
        url: '/api/product-definitions/purchased-product-definitions',
        headers: { ...w.headers.spinner, language: 'fr' },
      });
      expect(names(response)).toEqual(['Balles de coton']);
    } finally {
      await w.t.changeBehindTheApp(() =>
        db.update(productDefinitions).set({ nameTranslations: {} }).where(eq(productDefinitions.id, w.definitionIds['Cotton Bales']!)),
      );
    }
  });
});

describe('GET /events/purchases/products/{id}', () => {
  const lookUp = (who: TWho, code: string) => w.call(who, 'GET', `/events/purchases/products/${encodeURIComponent(code)}`);

  it('finds a bale by product ID, ignoring case, or by its QR label, for a spinner allowed both', async () => {
    const bale = await insertTrackedProduct(w, {
      definition: 'Cotton Bales',
      holder: 'ginner',
      code: 'LOOK-BALE-1',
      qrCode: '100200300',
      quantity: 170,
    });
    const byCode = await lookUp('spinner', 'look-bale-1');
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()).toMatchObject({
      id: bale.id,
      code: 'LOOK-BALE-1',
      qrCode: '100200300',
      productDefinition: { name: 'Cotton Bales' },
      quantity: 170,
      quantityUnit: 'Kilograms',
      quantityKg: 170,
      isManualAdded: false,
    });
    const byLabel = await lookUp('spinner', '100 200 300');
    expect(byLabel.statusCode).toBe(200);
    expect(byLabel.json().id).toBe(bale.id);
  });

  it("reads only the ways the caller's sub-permissions allow", async () => {
    const yarn = await insertTrackedProduct(w, { definition: 'Yarn', holder: 'spinner', code: 'LOOK-YARN-1', qrCode: '100200301' });
    // The mill may type product IDs but not scan labels.
    expect((await lookUp('mill', 'LOOK-YARN-1')).json().id).toBe(yarn.id);
    const byLabel = await lookUp('mill', '100200301');
    expect(byLabel.statusCode).toBe(404);
    expect(byLabel.json().message).toBe('No product has this ID');
    // The ginner may do neither when buying.
    await insertTrackedProduct(w, { definition: 'Seed Cotton', holder: 'farmA', code: 'LOOK-SEED-1' });
    expect((await lookUp('ginner', 'LOOK-SEED-1')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown ID and for a label not yet on a product', async () => {
    await insertUnusedQrCode(w, '100200302');
    expect((await lookUp('spinner', '100200302')).statusCode).toBe(404);
    const unknown = await lookUp('spinner', 'NO-SUCH-PRODUCT');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No product has this ID');
  });

  it('answers a product held by a facility the caller cannot buy from exactly as an unknown code', async () => {
    // The assembly buys fabric from its partner, the mill; the spinner is no partner of it.
    await insertTrackedProduct(w, { definition: 'Fabric', holder: 'spinner', code: 'LOOK-FAB-1', qrCode: '100200309' });
    await insertTrackedProduct(w, { definition: 'Fabric', holder: 'spinner', code: 'LOOK-FAB-2', isPurchased: true });
    await insertTrackedProduct(w, { definition: 'Yarn', holder: 'spinner', code: 'LOOK-FAB-3' });
    const unknown = await lookUp('assembly', 'LOOK-NOBODY-1');
    expect(unknown.statusCode).toBe(404);
    for (const code of ['LOOK-FAB-1', 'loo-kfa-b1', '100200309', 'LOOK-FAB-2', 'LOOK-FAB-3']) {
      const response = await lookUp('assembly', code);
      expect({ status: response.statusCode, body: response.json() }, code).toEqual({ status: 404, body: unknown.json() });
    }
    // Its partner's fabric is there for it.
    await insertTrackedProduct(w, { definition: 'Fabric', holder: 'mill', code: 'LOOK-FAB-4' });
    expect((await lookUp('assembly', 'LOOK-FAB-4')).statusCode).toBe(200);
  });

  it("finds a seller's bale by the hyphenated form the screens show, in any case", async () => {
    const bale = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner', code: 'BALE-WALK-ASTZU-1' });
    for (const typed of ['BAL-EWA-LKA-STZ-U1', 'bal-ewa-lka-stz-u1']) {
      const response = await lookUp('spinner', typed);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().id).toBe(bale.id);
    }
  });

  it("refuses a product the caller's role does not buy", async () => {
    await insertTrackedProduct(w, { definition: 'Yarn', holder: 'spinner', code: 'LOOK-YARN-2' });
    const response = await lookUp('spinner', 'LOOK-YARN-2');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Your role does not buy Yarn on the supply-chain map.');
  });

  it('refuses a product already purchased', async () => {
    await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner', code: 'LOOK-BALE-2', isPurchased: true });
    const response = await lookUp('spinner', 'LOOK-BALE-2');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Product is purchased.');
  });
});

describe('POST /events/purchases of tracked products', () => {
  it('records the purchase: the buyer holds the products, which count as purchased', async () => {
    const first = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner', quantity: 170 });
    const second = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner', quantity: 180 });
    const form = await purchaseForm('spinner', { fromFacilityId: w.facilityIds.ginner, productIds: [first.id, second.id, first.id] });
    const response = await w.call('spinner', 'POST', '/events/purchases', form);
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({ type: 1, recordedAt: TODAY, notices: ['1 repeated product ID(s) were ignored'] });
    expect(receipt.products.map((product: { id: string }) => product.id)).toEqual([first.id, second.id]);

    expect(await productRow(w, first.id)).toMatchObject({ isPurchased: true, isSold: false });
    expect(await holders(w, first.id)).toEqual([w.facilityIds.ginner, w.facilityIds.spinner].sort());
    const { event, transaction, productIds } = await transactionOfEvent(w, receipt.eventId);
    expect(event).toMatchObject({ type: 1, facilityId: w.facilityIds.spinner });
    expect(event.recordedAt.toISOString()).toBe(TODAY);
    expect(transaction).toMatchObject({
      type: 1,
      fromFacilityId: w.facilityIds.ginner,
      toFacilityId: w.facilityIds.spinner,
      facilityId: w.facilityIds.spinner,
      totalWeight: 350,
      weightUnit: 'Kilograms',
      totalWeightKg: 350,
      purchaseOrderNumber: form.purchaseOrderNumber,
      uploadProofs: form.uploadProofs,
      price: null,
      currency: null,
    });
    expect(productIds).toEqual([first.id, second.id].sort());
  });

  it('refuses a seller who is not a partner, or whose role the buyer does not buy from', async () => {
    const yarn = await insertTrackedProduct(w, { definition: 'Yarn', holder: 'strangerSpinner' });
    const stranger = await purchase('mill', { fromFacilityId: w.facilityIds.strangerSpinner, productIds: [yarn.id] });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().message).toBe('The seller is not one of your business partners.');
    const fabric = await insertTrackedProduct(w, { definition: 'Fabric', holder: 'mill' });
    const upstream = await purchase('spinner', { fromFacilityId: w.facilityIds.mill, productIds: [fabric.id] });
    expect(upstream.statusCode).toBe(422);
    expect(upstream.json().message).toBe("Your role does not buy from the seller's role on the supply-chain map.");
    const unknown = await purchase('spinner', { fromFacilityId: '00000000-0000-4000-8000-000000000000', productIds: [fabric.id] });
    expect(unknown.statusCode).toBe(404);
  });

  it('buys through a broker only when the buyer may use intermediaries', async () => {
    const bale = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'broker' });
    const spinner = await purchase('spinner', { fromFacilityId: w.facilityIds.broker, productIds: [bale.id] });
    expect(spinner.statusCode).toBe(201);
    expect(await holders(w, bale.id)).toContain(w.facilityIds.spinner);

    // Final product assembly lacks ALLOW_PURCHASE_INTERMEDIARIES.
    await insertPartnershipRow(w.t.database.db, {
      facilityId: w.facilityIds.assembly,
      partnerFacilityId: w.facilityIds.broker,
      kind: 'broker',
    });
    const fabric = await insertTrackedProduct(w, { definition: 'Fabric', holder: 'broker' });
    const assembly = await purchase('assembly', { fromFacilityId: w.facilityIds.broker, productIds: [fabric.id] });
    expect(assembly.statusCode).toBe(422);
    expect(assembly.json().message).toBe("Your role does not buy from the seller's role on the supply-chain map.");
  });

  it('requires the seller to hold every product', async () => {
    const held = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner' });
    const elsewhere = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'broker', code: 'BROKER-BALE-9' });
    const response = await purchase('spinner', { fromFacilityId: w.facilityIds.ginner, productIds: [held.id, elsewhere.id] });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The seller does not hold product BROKER-BALE-9.');
    expect(response.json().details).toEqual([{ path: 'productIds.1', message: 'The seller does not hold product BROKER-BALE-9.' }]);
  });

  it('refuses products the seller logged as sold to another facility, and accepts those sold to the buyer', async () => {
    const toBroker = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner' });
    const toSpinner = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner' });
    const sell = async (buyer: string, productId: string) =>
      w.call('ginner', 'POST', '/events/sells', {
        toFacilityId: buyer,
        productIds: [productId],
        invoiceNumber: `INV-P-${productId}`,
        packingListNumber: `PL-P-${productId}`,
        transactedAt: TODAY,
        uploadInvoices: await documents(w, 'ginner'),
        uploadPackingLists: await documents(w, 'ginner'),
      });
    expect((await sell(w.facilityIds.broker, toBroker.id)).statusCode).toBe(201);
    expect((await sell(w.facilityIds.spinner, toSpinner.id)).statusCode).toBe(201);

    const refused = await purchase('spinner', { fromFacilityId: w.facilityIds.ginner, productIds: [toBroker.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The product is sold to another facility.');
    expect((await purchase('spinner', { fromFacilityId: w.facilityIds.ginner, productIds: [toSpinner.id] })).statusCode).toBe(201);
  });

  it('refuses a product bought before', async () => {
    const bale = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner' });
    expect((await purchase('spinner', { fromFacilityId: w.facilityIds.ginner, productIds: [bale.id] })).statusCode).toBe(201);
    const again = await purchase('spinner', { fromFacilityId: w.facilityIds.ginner, productIds: [bale.id] });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Product is purchased.');
  });

  it('refuses products of different definitions, and unknown products', async () => {
    const bale = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner' });
    const yarn = await insertTrackedProduct(w, { definition: 'Yarn', holder: 'ginner' });
    const mixed = await purchase('spinner', { fromFacilityId: w.facilityIds.ginner, productIds: [bale.id, yarn.id] });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().message).toBe('All products of one activity must be of the same product type.');
    const unknown = await purchase('spinner', {
      fromFacilityId: w.facilityIds.ginner,
      productIds: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details).toEqual([{ path: 'productIds.0', message: 'No product has this ID' }]);
  });

  it("refuses a product the buyer's role does not buy", async () => {
    const yarn = await insertTrackedProduct(w, { definition: 'Yarn', holder: 'ginner' });
    const response = await purchase('spinner', { fromFacilityId: w.facilityIds.ginner, productIds: [yarn.id] });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Your role does not buy Yarn on the supply-chain map.');
  });

  it('needs a seller unless the buyer buys from the non-participating extractor', async () => {
    const bale = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner' });
    const unnamed = await purchase('spinner', { productIds: [bale.id] });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().message).toBe('Select the seller of this purchase.');
    const seed = await insertTrackedProduct(w, { definition: 'Seed Cotton', holder: 'farmA' });
    const tracked = await purchase('ginner', { productIds: [seed.id] });
    expect(tracked.statusCode).toBe(422);
    expect(tracked.json().message).toBe('A purchase from a non-participating seller can only carry manually added products.');
  });

  it('refuses a date in the future', async () => {
    const bale = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner' });
    const response = await purchase('spinner', {
      fromFacilityId: w.facilityIds.ginner,
      productIds: [bale.id],
      transactedAt: '2026-06-15T10:05:00.000Z',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The date cannot be in the future');
  });

  it('keeps purchase order numbers unique per buyer, ignoring case', async () => {
    const [first, second] = [
      await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner' }),
      await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner' }),
    ];
    expect(
      (await purchase('spinner', { fromFacilityId: w.facilityIds.ginner, productIds: [first!.id], purchaseOrderNumber: 'PO-UNIQUE-7' }))
        .statusCode,
    ).toBe(201);
    const again = await purchase('spinner', {
      fromFacilityId: w.facilityIds.ginner,
      productIds: [second!.id],
      purchaseOrderNumber: 'po-unique-7',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Purchase order number po-unique-7 is already used by another of your purchases.');
    // Another buyer's numbering is its own.
    const ginner = await purchase('ginner', {
      fromFacilityId: w.facilityIds.farmA,
      manualAddedData: manualData('Seed Cotton', seedCotton(100)),
      purchaseOrderNumber: 'PO-UNIQUE-7',
    });
    expect(ginner.statusCode).toBe(201);
  });

  it("takes a price in a currency of the product's price attribute, with its currency", async () => {
    const bale = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner' });
    const euros = await purchase('spinner', { fromFacilityId: w.facilityIds.ginner, productIds: [bale.id], price: 5000, currency: 'EUR' });
    expect(euros.statusCode).toBe(422);
    expect(euros.json().message).toBe('Cotton Bales can only be priced in PKR, USD.');
    const noCurrency = await purchase('spinner', { fromFacilityId: w.facilityIds.ginner, productIds: [bale.id], price: 5000 });
    expect(noCurrency.statusCode).toBe(400);
    expect(noCurrency.json().details.map((detail: { path: string }) => detail.path)).toContain('currency');
    const rupees = await purchase('spinner', { fromFacilityId: w.facilityIds.ginner, productIds: [bale.id], price: 5000, currency: 'PKR' });
    expect(rupees.statusCode).toBe(201);
    expect((await transactionOfEvent(w, rupees.json().eventId)).transaction).toMatchObject({ price: 5000, currency: 'PKR' });
  });

  it('accepts only proofs the buyer uploaded', async () => {
    const bale = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner' });
    const response = await purchase('spinner', {
      fromFacilityId: w.facilityIds.ginner,
      productIds: [bale.id],
      uploadProofs: [await w.upload('ginner', 'ginner-receipt.pdf')],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'uploadProofs.0', message: 'ginner-receipt.pdf is not a file you uploaded' }]);
  });

  it('saves nothing when a check fails after the products were accepted', async () => {
    const bale = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner' });
    const before = await activityRowCounts(w);
    const response = await purchase('spinner', {
      fromFacilityId: w.facilityIds.ginner,
      productIds: [bale.id],
      manualAddedData: manualData('Cotton Bales', manualBale('TWIN-1'), manualBale('twin-1')),
    });
    expect(response.statusCode).toBe(409);
    expect(await activityRowCounts(w)).toEqual(before);
    expect(await productRow(w, bale.id)).toMatchObject({ isPurchased: false });
  });

  it('is for producers who log purchases', async () => {
    expect((await w.call('brand', 'POST', '/events/purchases', await purchaseForm('brand', { productIds: [] }))).statusCode).toBe(403);
  });

  it("refuses a manual product ID that reads as another of the buyer's once hyphens and case are ignored", async () => {
    const buyBales = (...bales: object[]) =>
      purchase('spinner', { fromFacilityId: w.facilityIds.ginner, manualAddedData: manualData('Cotton Bales', ...bales) });
    expect((await buyBales(manualBale('HAND-ROLL-9'))).statusCode).toBe(201);
    const again = await buyBales(manualBale('han-dro-ll9'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('han-dro-ll9');
    const twice = await buyBales(manualBale('PAIR-9'), manualBale('pai-r9'));
    expect(twice.statusCode).toBe(409);
  });
});

describe('POST /events/purchases from farms', () => {
  it("takes the specification's unit names (Kg, Lbs) in any case, and answers with the full names", async () => {
    const response = await purchase('ginner', {
      fromFacilityId: w.facilityIds.farmA,
      manualAddedData: manualData('Seed Cotton', seedCotton(200, 'Kg'), seedCotton(100, 'LBS')),
    });
    expect(response.statusCode).toBe(201);
    const [first, second] = response.json().products as { id: string }[];
    expect(await productRow(w, first!.id)).toMatchObject({ quantity: 200, quantityUnit: 'Kilograms', quantityKg: 200 });
    expect(await productRow(w, second!.id)).toMatchObject({ quantity: 100, quantityUnit: 'Pounds', quantityKg: 45.36 });
  });

  it('buys seed cotton from a farm of a partner group, verified, with generated codes', async () => {
    const response = await purchase('ginner', {
      fromFacilityId: w.facilityIds.farmA,
      manualAddedData: manualData('Seed Cotton', seedCotton(1000), seedCotton(1000, 'Pounds')),
    });
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt.products).toHaveLength(2);
    const codes = receipt.products.map((product: { code: string }) => product.code);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{12}$/);
    expect(new Set(codes).size).toBe(2);

    const bought = await productRow(w, receipt.products[1].id);
    expect(bought).toMatchObject({
      productDefinitionId: w.definitionIds['Seed Cotton'],
      quantity: 1000,
      quantityUnit: 'Pounds',
      quantityKg: 453.59,
      isManualAdded: true,
      isPurchased: true,
      createdFacilityId: w.facilityIds.ginner,
      verifiedPercentage: 100,
      notVerifiedPercentage: 0,
    });
    expect(await holders(w, bought.id)).toEqual([w.facilityIds.ginner]);
    const { transaction, productIds } = await transactionOfEvent(w, receipt.eventId);
    expect(transaction).toMatchObject({
      fromFacilityId: w.facilityIds.farmA,
      totalWeight: 1453.59,
      weightUnit: 'Kilograms',
      totalWeightKg: 1453.59,
    });
    expect(productIds).toHaveLength(2);
  });

  it('buys from the non-participating farm, unverified', async () => {
    const response = await purchase('ginner', { manualAddedData: manualData('Seed Cotton', seedCotton(600)) });
    expect(response.statusCode).toBe(201);
    expect(await productRow(w, response.json().products[0].id)).toMatchObject({ verifiedPercentage: 0, notVerifiedPercentage: 100 });
    expect((await transactionOfEvent(w, response.json().eventId)).transaction).toMatchObject({ fromFacilityId: null, totalWeightKg: 600 });
  });

  it('buys only inside the farm season that is running', async () => {
    const named = await purchase('ginner', {
      fromFacilityId: w.facilityIds.farmB,
      transactedAt: '2026-03-31T23:59:00.000Z',
      manualAddedData: manualData('Seed Cotton', seedCotton(100)),
    });
    expect(named.statusCode).toBe(422);
    expect(named.json().message).toBe('Invalid purchase for the current season.');
    const unnamed = await purchase('ginner', {
      transactedAt: '2026-03-01T00:00:00.000Z',
      manualAddedData: manualData('Seed Cotton', seedCotton(100)),
    });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().message).toBe('Invalid purchase for the current season.');
    const seasonStart = await purchase('ginner', {
      transactedAt: '2026-04-01T00:00:00.000Z',
      manualAddedData: manualData('Seed Cotton', seedCotton(100)),
    });
    expect(seasonStart.statusCode).toBe(201);
  });

  it('refuses a farm whose group is not a partner', async () => {
    const loner = await insertFacilityRow(w.t.database.db, { name: 'Lone Farm', roleId: w.roleIds.FARM!, code: 'L09' });
    const response = await purchase('ginner', { fromFacilityId: loner, manualAddedData: manualData('Seed Cotton', seedCotton(100)) });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The seller is not one of your business partners.');
  });

  it("refuses a manual product the buyer's role does not buy", async () => {
    const response = await purchase('ginner', {
      fromFacilityId: w.facilityIds.farmA,
      manualAddedData: manualData('Yarn', { attributes: [{ id: A['Product ID'], value: 'Y-1' }] }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Your role does not buy Yarn on the supply-chain map.');
  });
});

describe('POST /events/purchases with manually defined bales', () => {
  const buyBales = (...items: object[]) =>
    purchase('spinner', { fromFacilityId: w.facilityIds.ginner, manualAddedData: manualData('Cotton Bales', ...items) });

  it('saves them with their product ID, manual-only values and attachments, unverified', async () => {
    const certificate = await w.upload('spinner', 'organic.pdf');
    const response = await buyBales(
      manualBale('MB-001', [
        { id: A.Price, value: 9000, quantityUnit: 'PKR' },
        { id: A.Attachments, value: [certificate] },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const bale = await productRow(w, response.json().products[0].id);
    expect(bale).toMatchObject({
      code: 'MB-001',
      isManualAdded: true,
      isPurchased: true,
      createdFacilityId: w.facilityIds.spinner,
      quantity: 170,
      quantityKg: 170,
      verifiedPercentage: 0,
      notVerifiedPercentage: 100,
      certifications: [certificate],
    });
    expect(bale.additionalAttributes).toContainEqual({ attributeId: A.Price, value: 9000, quantityUnit: 'PKR' });
    expect(await holders(w, bale.id)).toEqual([w.facilityIds.spinner]);
  });

  it("keeps manual product IDs unique among the buyer's manual products and within the purchase", async () => {
    expect((await buyBales(manualBale('MB-050'))).statusCode).toBe(201);
    const taken = await buyBales(manualBale('mb-050'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Product ID mb-050 is already used by one of your manually added products.');
    expect(taken.json().details[0].path).toBe(`manualAddedData.manualAddedProducts.0.attributes.${A['Product ID']}`);
    const twice = await buyBales(manualBale('MB-051'), manualBale('MB-051'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Product ID MB-051 is given to more than one product in this purchase.');
    expect(twice.json().details[0].path).toBe(`manualAddedData.manualAddedProducts.1.attributes.${A['Product ID']}`);
  });

  it("names each broken value at its attribute, by the attribute's name in the caller's language", async () => {
    const form = await purchaseForm('spinner', {
      fromFacilityId: w.facilityIds.ginner,
      manualAddedData: manualData('Cotton Bales', {
        attributes: [
          { id: A['Product ID'], value: 'MB-100' },
          { id: A['Trash Content'], value: 'Dirty' },
          { id: A['Moisture Level'], value: 140 },
          { id: A['Total Weight'], value: 170, quantityUnit: 'Kilograms' },
        ],
      }),
    });
    const response = await w.call('spinner', 'POST', '/events/purchases', form);
    expect(response.statusCode).toBe(400);
    const at = (attribute: string) => `manualAddedData.manualAddedProducts.0.attributes.${A[attribute]}`;
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: at('Trash Content'), message: 'Trash Content must be one of (High, Medium, Low)' },
        { path: at('Moisture Level'), message: 'Moisture Level must be between 0 and 100' },
        { path: at('Product Origin'), message: 'Product Origin is required' },
      ]),
    );
    const french = await w.t.app.inject({
      method: 'POST',
      url: '/api/events/purchases',
      headers: { ...w.headers.spinner, language: 'fr' },
      payload: form,
    });
    expect(french.json().details).toContainEqual({ path: at('Product Origin'), message: 'Origine du produit est obligatoire' });
  });

  it('requires places that exist and lie within one another', async () => {
    const withOrigin = (value: object) => ({
      attributes: [...manualBale('MB-200').attributes.slice(0, 4), { id: A['Product Origin'], value }],
    });
    const path = `manualAddedData.manualAddedProducts.0.attributes.${A['Product Origin']}`;
    const message = 'Product Origin needs a country, and its province and district must belong to it';
    for (const value of [
      { countryId: '00000000-0000-4000-8000-0000000000aa' },
      { countryId: place.pakistan, provinceId: place.sindh, districtId: place.multan },
      { countryId: place.india, provinceId: place.punjab },
    ]) {
      const response = await buyBales(withOrigin(value));
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ path, message }]);
    }
    expect((await buyBales(withOrigin({ countryId: place.pakistan, provinceId: place.punjab }))).statusCode).toBe(201);
  });

  it('accepts only attachments the buyer uploaded', async () => {
    const theirs = await w.upload('ginner', 'their-certificate.pdf');
    const response = await buyBales(manualBale('MB-300', [{ id: A.Attachments, value: [theirs] }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        path: `manualAddedData.manualAddedProducts.0.attributes.${A.Attachments}.0`,
        message: 'their-certificate.pdf is not a file you uploaded',
      },
    ]);
  });

  it('carries tracked and manual bales together, weighing them all', async () => {
    const tracked = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner', quantity: 180 });
    const response = await purchase('spinner', {
      fromFacilityId: w.facilityIds.ginner,
      productIds: [tracked.id],
      manualAddedData: manualData('Cotton Bales', manualBale('MB-400')),
    });
    expect(response.statusCode).toBe(201);
    const { transaction, productIds } = await transactionOfEvent(w, response.json().eventId);
    expect(transaction).toMatchObject({ totalWeight: 350, totalWeightKg: 350 });
    expect(productIds).toHaveLength(2);
  });

  it('refuses manual products of another definition than the tracked ones', async () => {
    const tracked = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner' });
    const response = await purchase('spinner', {
      fromFacilityId: w.facilityIds.ginner,
      productIds: [tracked.id],
      manualAddedData: manualData('Seed Cotton', seedCotton(10)),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('All products of one activity must be of the same product type.');
  });

  it('needs MANUALLY_DEFINE_NEW_PRODUCT', async () => {
    const response = await purchase('mill', {
      fromFacilityId: w.facilityIds.spinner,
      manualAddedData: manualData('Yarn', { attributes: [{ id: A['Product ID'], value: 'Y-9' }] }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You are not allowed to add products manually.');
  });
});
