import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, rolePermissions, transactionItems, transactions } from '../../../db/schema/index.ts';
import { type ActivityWorld, createActivityWorld, type TWho } from '../../../test/world/activity-world.ts';
import { activityRowCounts, documents, holders, insertTrackedProduct, productRow, transactionOfEvent } from '../../../test/world/trades.ts';

/*
 * Sales on the cotton pilot's map: the ginner sells the bales it made to the spinner (its role's
 * buyer) or to the broker (the ginner may sell through intermediaries). The ginner's reconciliation
 * window runs from 1 April 2026 for 12 months; the clock stands at 15 June 2026.
 */

let w: ActivityWorld;
beforeAll(async () => {
  w = await createActivityWorld();
}, 60_000);
afterAll(async () => w.t.close());

const TODAY = '2026-06-12T09:30:00.000Z';
let documentNumber = 0;

async function saleForm(who: TWho, fields: Record<string, unknown>) {
  documentNumber += 1;
  return {
    toFacilityId: w.facilityIds.spinner,
    invoiceNumber: `INV-${documentNumber}`,
    packingListNumber: `PL-${documentNumber}`,
    transactedAt: TODAY,
    uploadInvoices: await documents(w, who),
    uploadPackingLists: await documents(w, who),
    ...fields,
  };
}

async function sell(who: TWho, fields: Record<string, unknown>) {
  return w.call(who, 'POST', '/events/sells', await saleForm(who, fields));
}

const bale = (fields: Partial<Parameters<typeof insertTrackedProduct>[1]> = {}) =>
  insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner', quantity: 170, ...fields });

describe('GET /events/sells/products/{id}', () => {
  const lookUp = (who: TWho, code: string) => w.call(who, 'GET', `/events/sells/products/${encodeURIComponent(code)}`);

  it("finds the caller's own bale by product ID or QR label when allowed both", async () => {
    const own = await bale({ code: 'SALE-LOOK-1', qrCode: '200300400' });
    const byCode = await lookUp('ginner', 'sale-look-1');
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()).toMatchObject({
      id: own.id,
      code: 'SALE-LOOK-1',
      qrCode: '200300400',
      productDefinition: { name: 'Cotton Bales' },
    });
    expect((await lookUp('ginner', '200-300-400')).json().id).toBe(own.id);
  });

  it('reads labels only with SCAN_QR_CODE_IN_SALE', async () => {
    const yarn = await insertTrackedProduct(w, { definition: 'Yarn', holder: 'spinner', code: 'SALE-YARN-1', qrCode: '200300401' });
    expect((await lookUp('spinner', 'SALE-YARN-1')).json().id).toBe(yarn.id);
    const byLabel = await lookUp('spinner', '200300401');
    expect(byLabel.statusCode).toBe(404);
    expect(byLabel.json().message).toBe('No product has this ID');
  });

  it("answers another facility's product exactly as an unknown code, whatever its type or state", async () => {
    await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'broker', code: 'SALE-BROKER-1', qrCode: '200300409' });
    await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'spinner', code: 'SALE-BROKER-2', isSold: true });
    await insertTrackedProduct(w, { definition: 'Yarn', holder: 'spinner', code: 'SALE-BROKER-3', isTransformed: true });
    const unknown = await lookUp('ginner', 'SALE-NOBODY-1');
    expect(unknown.statusCode).toBe(404);
    for (const code of ['SALE-BROKER-1', '200300409', 'SALE-BROKER-2', 'SALE-BROKER-3']) {
      const response = await lookUp('ginner', code);
      expect({ status: response.statusCode, body: response.json() }, code).toEqual({ status: 404, body: unknown.json() });
    }
  });

  it("finds the caller's bale by the hyphenated form the screens show, in any case", async () => {
    const own = await bale({ code: 'BALE-WALK-ASTZU-1' });
    for (const typed of ['BAL-EWA-LKA-STZ-U1', 'bal-ewa-lka-stz-u1', 'bale walk astzu 1']) {
      const response = await lookUp('ginner', typed);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().id).toBe(own.id);
    }
  });

  it("says the caller's own manual product that it already used is invalid or sold", async () => {
    const used = await bale({ code: 'SALE-HAND-1', isTransformed: true });
    await w.t.database.db.update(products).set({ isManualAdded: true }).where(eq(products.id, used.id));
    const response = await lookUp('ginner', 'sal-eha-nd1');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Product is invalid or sold.');
  });

  it('refuses a product sold or used up', async () => {
    await bale({ code: 'SALE-SOLD-1', isSold: true });
    await bale({ code: 'SALE-USED-1', isTransformed: true });
    for (const code of ['SALE-SOLD-1', 'SALE-USED-1']) {
      const response = await lookUp('ginner', code);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Product is invalid or sold.');
    }
  });

  it("refuses a product that is not one of the role's outputs", async () => {
    await insertTrackedProduct(w, { definition: 'Yarn', holder: 'ginner', code: 'SALE-YARN-2' });
    const response = await lookUp('ginner', 'SALE-YARN-2');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Yarn is not one of the products your role makes on the supply-chain map.');
  });
});

describe('POST /events/sells', () => {
  it('records the sale: the products are sold and the buyer holds them', async () => {
    const [first, second] = [await bale(), await bale({ quantity: 180 })];
    const form = await saleForm('ginner', { productIds: [first!.id, second!.id, second!.id], price: 120000, currency: 'USD' });
    const response = await w.call('ginner', 'POST', '/events/sells', form);
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({ type: 2, recordedAt: TODAY, notices: ['1 repeated product ID(s) were ignored'] });
    expect(receipt.products.map((product: { id: string }) => product.id)).toEqual([first!.id, second!.id]);

    expect(await productRow(w, first!.id)).toMatchObject({ isSold: true, isPurchased: false });
    expect(await holders(w, second!.id)).toEqual([w.facilityIds.ginner, w.facilityIds.spinner].sort());
    const { event, transaction, productIds } = await transactionOfEvent(w, receipt.eventId);
    expect(event).toMatchObject({ type: 2, facilityId: w.facilityIds.ginner });
    expect(transaction).toMatchObject({
      type: 2,
      fromFacilityId: w.facilityIds.ginner,
      toFacilityId: w.facilityIds.spinner,
      facilityId: w.facilityIds.ginner,
      invoiceNumber: form.invoiceNumber,
      packingListNumber: form.packingListNumber,
      uploadInvoices: form.uploadInvoices,
      uploadPackingLists: form.uploadPackingLists,
      totalWeight: 350,
      weightUnit: 'Kilograms',
      totalWeightKg: 350,
      price: 120000,
      currency: 'USD',
    });
    expect(productIds).toEqual([first!.id, second!.id].sort());
  });

  it("refuses a buyer who is not a partner, or who does not buy from the seller's role", async () => {
    const stranger = await sell('ginner', { toFacilityId: w.facilityIds.strangerSpinner, productIds: [(await bale()).id] });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().message).toBe('The buyer is not one of your business partners.');
    const farm = await sell('ginner', { toFacilityId: w.facilityIds.farmGroup, productIds: [(await bale()).id] });
    expect(farm.statusCode).toBe(422);
    expect(farm.json().message).toBe("The buyer's role does not buy from your role on the supply-chain map.");
    const unknown = await sell('ginner', { toFacilityId: '00000000-0000-4000-8000-000000000000', productIds: [(await bale()).id] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This facility does not exist.');
  });

  it('sells to a broker only while the seller may sell through intermediaries', async () => {
    const toBroker = await bale();
    expect((await sell('ginner', { toFacilityId: w.facilityIds.broker, productIds: [toBroker.id] })).statusCode).toBe(201);
    expect(await holders(w, toBroker.id)).toContain(w.facilityIds.broker);

    const db = w.t.database.db;
    const withdrawn = and(
      eq(rolePermissions.roleId, w.roleIds.GINNER!),
      eq(rolePermissions.permissionKey, 'LOG_SALE.ALLOW_SALE_INTERMEDIARIES'),
    );
    const [grant] = await db.select().from(rolePermissions).where(withdrawn);
    await w.t.changeBehindTheApp(() => db.delete(rolePermissions).where(withdrawn));
    try {
      const refused = await sell('ginner', { toFacilityId: w.facilityIds.broker, productIds: [(await bale()).id] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe("The buyer's role does not buy from your role on the supply-chain map.");
    } finally {
      await w.t.changeBehindTheApp(() => db.insert(rolePermissions).values(grant!));
    }
  });

  it('logs only inside the current reconciliation window, never in the future', async () => {
    const product = await bale();
    const before = await sell('ginner', { productIds: [product.id], transactedAt: '2026-03-31T23:59:00.000Z' });
    expect(before.statusCode).toBe(422);
    expect(before.json().message).toBe('Can not log activity for the past reconciliation window');
    const future = await sell('ginner', { productIds: [product.id], transactedAt: '2026-06-16T00:00:00.000Z' });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe('The date cannot be in the future');
    expect((await sell('ginner', { productIds: [product.id], transactedAt: '2026-04-01T00:00:00.000Z' })).statusCode).toBe(201);
  });

  it('keeps invoice and packing list numbers unique per seller', async () => {
    expect(
      (await sell('ginner', { productIds: [(await bale()).id], invoiceNumber: 'INV-U-1', packingListNumber: 'PL-U-1' })).statusCode,
    ).toBe(201);
    const invoice = await sell('ginner', { productIds: [(await bale()).id], invoiceNumber: 'inv-u-1' });
    expect(invoice.statusCode).toBe(409);
    expect(invoice.json().message).toBe('Invoice number inv-u-1 is already used by another of your sales.');
    const packingList = await sell('ginner', { productIds: [(await bale()).id], packingListNumber: 'PL-U-1' });
    expect(packingList.statusCode).toBe(409);
    expect(packingList.json().message).toBe('Packing list number PL-U-1 is already used by another of your sales.');
    // Another seller numbers its own documents.
    const yarn = await insertTrackedProduct(w, { definition: 'Yarn', holder: 'spinner' });
    const spinner = await sell('spinner', {
      toFacilityId: w.facilityIds.mill,
      productIds: [yarn.id],
      invoiceNumber: 'INV-U-1',
      packingListNumber: 'PL-U-1',
    });
    expect(spinner.statusCode).toBe(201);
  });

  it('accepts only invoices and packing lists the seller uploaded', async () => {
    const theirs = await w.upload('spinner', 'spinner-invoice.pdf');
    const response = await sell('ginner', { productIds: [(await bale()).id], uploadInvoices: [theirs], uploadPackingLists: [theirs] });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'uploadInvoices.0', message: 'spinner-invoice.pdf is not a file you uploaded' },
      { path: 'uploadPackingLists.0', message: 'spinner-invoice.pdf is not a file you uploaded' },
    ]);
  });

  it('sells only products the seller holds and can still sell', async () => {
    const notHeld = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'broker' });
    const missing = await sell('ginner', { productIds: [(await bale()).id, notHeld.id] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details).toEqual([{ path: 'productIds.1', message: 'No product has this ID' }]);
    for (const flags of [{ isSold: true }, { isTransformed: true }]) {
      const gone = await bale(flags);
      const response = await sell('ginner', { productIds: [gone.id] });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Product is invalid or sold.');
      expect(response.json().details).toEqual([{ path: 'productIds.0', message: 'Product is invalid or sold.' }]);
    }
  });

  it("sells only one definition, one of the seller's outputs", async () => {
    const yarn = await insertTrackedProduct(w, { definition: 'Yarn', holder: 'ginner' });
    const mixed = await sell('ginner', { productIds: [(await bale()).id, yarn.id] });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().message).toBe('All products of one activity must be of the same product type.');
    const notMade = await sell('ginner', { productIds: [yarn.id] });
    expect(notMade.statusCode).toBe(422);
    expect(notMade.json().message).toBe('Yarn is not one of the products your role makes on the supply-chain map.');
  });

  it('refuses products another buyer logged buying from the seller, and sells them to that buyer', async () => {
    const product = await bale();
    const purchase = await w.call('spinner', 'POST', '/events/purchases', {
      fromFacilityId: w.facilityIds.ginner,
      productIds: [product.id],
      purchaseOrderNumber: 'PO-S-1',
      transactedAt: TODAY,
      uploadProofs: await documents(w, 'spinner'),
    });
    expect(purchase.statusCode).toBe(201);
    const toBroker = await sell('ginner', { toFacilityId: w.facilityIds.broker, productIds: [product.id] });
    expect(toBroker.statusCode).toBe(422);
    expect(toBroker.json().message).toBe('The product is purchased by another facility.');
    expect((await sell('ginner', { toFacilityId: w.facilityIds.spinner, productIds: [product.id] })).statusCode).toBe(201);
  });

  it("takes a price only in a currency of the product's price attribute", async () => {
    const response = await sell('ginner', { productIds: [(await bale()).id], price: 100, currency: 'CDF' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Cotton Bales can only be priced in PKR, USD.');
  });

  it('saves nothing when a check fails', async () => {
    const before = await activityRowCounts(w);
    const response = await sell('ginner', { productIds: [(await bale()).id, (await bale({ isSold: true })).id] });
    expect(response.statusCode).toBe(422);
    const after = await activityRowCounts(w);
    // Only the two fixtures were added.
    expect(after).toEqual({
      ...before,
      products: before.products! + 2,
      holdings: before.holdings! + 2,
      soldProducts: before.soldProducts! + 1,
    });
  });

  it('sells a product once when two sales race for it', async () => {
    const product = await bale();
    const [toSpinner, toBroker] = await Promise.all([
      saleForm('ginner', { toFacilityId: w.facilityIds.spinner, productIds: [product.id] }),
      saleForm('ginner', { toFacilityId: w.facilityIds.broker, productIds: [product.id] }),
    ]);
    const responses = await Promise.all([
      w.call('ginner', 'POST', '/events/sells', toSpinner),
      w.call('ginner', 'POST', '/events/sells', toBroker),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    expect(responses.find((response) => response.statusCode === 422)!.json().message).toBe('Product is invalid or sold.');

    const sales = await w.t.database.db
      .select({ toFacilityId: transactions.toFacilityId })
      .from(transactionItems)
      .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
      .where(and(eq(transactionItems.productId, product.id), eq(transactions.type, 2)));
    expect(sales).toHaveLength(1);
    const buyers = (await holders(w, product.id)).filter((id) => id !== w.facilityIds.ginner);
    expect(buyers).toEqual([sales[0]!.toFacilityId]);
    expect(await productRow(w, product.id)).toMatchObject({ isSold: true });
  });

  it('is for producers who log sales', async () => {
    expect((await w.call('brand', 'POST', '/events/sells', await saleForm('brand', { productIds: [(await bale()).id] }))).statusCode).toBe(
      403,
    );
    expect((await w.call('assembly', 'GET', '/events/sells/products/ANY')).statusCode).toBe(403);
  });
});
