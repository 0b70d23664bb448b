import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, createActivityWorld, type TWho } from '../../../test/world/activity-world.ts';
import { activityRowCounts, documents, insertTrackedProduct, productRow, transactionOfEvent } from '../../../test/world/trades.ts';

/*
 * Transports: the ginner hands bales it holds to its transporter partner, Indus Haulage, declaring
 * the load's weight. The window runs from 1 April 2026; the clock stands at 15 June 2026.
 */

let w: ActivityWorld;
beforeAll(async () => {
  w = await createActivityWorld();
}, 60_000);
afterAll(async () => w.t.close());

const TODAY = '2026-06-14T16:00:00.000Z';
let packingList = 0;

async function transportForm(who: TWho, fields: Record<string, unknown>) {
  packingList += 1;
  return {
    toFacilityId: w.facilityIds.transporter,
    totalWeight: 1000,
    weightUnit: 'Kilograms',
    transactedAt: TODAY,
    packingListNumber: `TPL-${packingList}`,
    uploadPackingLists: await documents(w, who),
    ...fields,
  };
}

async function transport(who: TWho, fields: Record<string, unknown>) {
  return w.call(who, 'POST', '/events/transports', await transportForm(who, fields));
}

const bale = (fields: Partial<Parameters<typeof insertTrackedProduct>[1]> = {}) =>
  insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner', quantity: 170, ...fields });

describe('GET /events/transports/products/{id}', () => {
  const lookUp = (who: TWho, code: string) => w.call(who, 'GET', `/events/transports/products/${encodeURIComponent(code)}`);

  it('finds a product the caller holds by product ID or QR label when allowed both', async () => {
    const own = await bale({ code: 'MOVE-LOOK-1', qrCode: '300400500' });
    expect((await lookUp('ginner', 'MOVE-LOOK-1')).json()).toMatchObject({ id: own.id, qrCode: '300400500', quantityKg: 170 });
    expect((await lookUp('ginner', '300 400 500')).json().id).toBe(own.id);
  });

  it('reads labels only with SCAN_QR_CODE_IN_TRANSPORT', async () => {
    const yarn = await insertTrackedProduct(w, { definition: 'Yarn', holder: 'spinner', code: 'MOVE-YARN-1', qrCode: '300400501' });
    expect((await lookUp('spinner', 'move-yarn-1')).json().id).toBe(yarn.id);
    expect((await lookUp('spinner', '300400501')).statusCode).toBe(404);
  });

  it("answers another facility's product exactly as an unknown code, whatever its state", async () => {
    await insertTrackedProduct(w, { definition: 'Yarn', holder: 'spinner', code: 'MOVE-YARN-2', qrCode: '300400509' });
    await insertTrackedProduct(w, { definition: 'Yarn', holder: 'spinner', code: 'MOVE-YARN-3', isTransported: true });
    const unknown = await lookUp('ginner', 'MOVE-NOBODY-1');
    expect(unknown.json().message).toBe('No product has this ID');
    for (const code of ['MOVE-YARN-2', 'mov-eya-rn2', '300400509', 'MOVE-YARN-3']) {
      const response = await lookUp('ginner', code);
      expect({ status: response.statusCode, body: response.json() }, code).toEqual({ status: 404, body: unknown.json() });
    }
  });

  it("finds the caller's product by the hyphenated form the screens show, and says when it already left", async () => {
    const own = await bale({ code: 'MOVE-WALK-ASTZU-1' });
    expect((await lookUp('ginner', 'mov-ewa-lka-stz-u1')).json().id).toBe(own.id);
    await bale({ code: 'MOVE-WALK-ASTZU-2', isTransported: true, isSold: true });
    const response = await lookUp('ginner', 'MOV-EWA-LKA-STZ-U2');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Product already transported.');
  });

  it('refuses a product already transported', async () => {
    await bale({ code: 'MOVE-DONE-1', isTransported: true });
    const response = await lookUp('ginner', 'MOVE-DONE-1');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Product already transported.');
  });
});

describe('POST /events/transports', () => {
  it("takes the specification's unit names (Kg, Lbs) in any case, and stores the full names", async () => {
    for (const [sent, stored] of [
      ['Kg', 'Kilograms'],
      ['lbs', 'Pounds'],
    ] as const) {
      const product = await bale();
      const response = await transport('ginner', { productIds: [product.id], totalWeight: 400, weightUnit: sent });
      expect(response.statusCode, sent).toBe(201);
      expect((await transactionOfEvent(w, response.json().eventId)).transaction).toMatchObject({ weightUnit: stored });
    }
    const metres = await transport('ginner', { productIds: [(await bale()).id], weightUnit: 'M' });
    expect(metres.statusCode).toBe(400);
    expect(metres.json().details.map((detail: { path: string }) => detail.path)).toEqual(['weightUnit']);
  });

  it('records the transport under the declared weight', async () => {
    const [first, second] = [await bale(), await bale({ quantity: 400, unit: 'Pounds' })];
    const form = await transportForm('ginner', { productIds: [first!.id, second!.id, first!.id], totalWeight: 800, weightUnit: 'Pounds' });
    const response = await w.call('ginner', 'POST', '/events/transports', form);
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({ type: 3, recordedAt: TODAY, notices: ['1 repeated product ID(s) were ignored'] });
    expect(await productRow(w, first!.id)).toMatchObject({ isTransported: true, isSold: false });
    const { event, transaction, productIds } = await transactionOfEvent(w, receipt.eventId);
    expect(event).toMatchObject({ type: 3, facilityId: w.facilityIds.ginner });
    expect(transaction).toMatchObject({
      type: 3,
      fromFacilityId: w.facilityIds.ginner,
      toFacilityId: w.facilityIds.transporter,
      facilityId: w.facilityIds.ginner,
      totalWeight: 800,
      weightUnit: 'Pounds',
      totalWeightKg: 362.87,
      packingListNumber: form.packingListNumber,
      uploadPackingLists: form.uploadPackingLists,
    });
    expect(productIds).toEqual([first!.id, second!.id].sort());
  });

  it('hands over only to a transporter partner', async () => {
    const product = await bale();
    const spinner = await transport('ginner', { toFacilityId: w.facilityIds.spinner, productIds: [product.id] });
    expect(spinner.statusCode).toBe(422);
    expect(spinner.json().message).toBe('Selected partner is invalid to transact.');
    // The mill never partnered the transporter.
    const fabric = await insertTrackedProduct(w, { definition: 'Fabric', holder: 'mill' });
    const stranger = await transport('mill', { productIds: [fabric.id] });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().message).toBe('Selected partner is invalid to transact.');
  });

  it('refuses products heavier than the declared weight, naming both weights', async () => {
    const response = await transport('ginner', { productIds: [(await bale()).id, (await bale()).id], totalWeight: 300 });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The products weigh 340 kg, more than the declared total weight of 300 kg.');
    const pounds = await transport('ginner', { productIds: [(await bale()).id], totalWeight: 370, weightUnit: 'Pounds' });
    expect(pounds.statusCode).toBe(422);
    expect(pounds.json().message).toBe('The products weigh 170 kg, more than the declared total weight of 167.83 kg.');
  });

  it('cannot weigh products measured in metres', async () => {
    const fabric = await insertTrackedProduct(w, { definition: 'Fabric', holder: 'ginner', code: 'ROLL-1', quantity: 50, unit: 'Metres' });
    const response = await transport('ginner', { productIds: [fabric.id] });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'The weight of product ROLL-1 cannot be checked: its unit (Metres) has no conversion to kilograms.',
    );
  });

  it('transports a product once', async () => {
    const product = await bale();
    expect((await transport('ginner', { productIds: [product.id] })).statusCode).toBe(201);
    const again = await transport('ginner', { productIds: [product.id] });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Product already transported.');
  });

  it('transports a product once when two transports race for it', async () => {
    const product = await bale();
    const forms = await Promise.all([
      transportForm('ginner', { productIds: [product.id] }),
      transportForm('ginner', { productIds: [product.id] }),
    ]);
    const responses = await Promise.all(forms.map((form) => w.call('ginner', 'POST', '/events/transports', form)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    expect(responses.find((response) => response.statusCode === 422)!.json().message).toBe('Product already transported.');
  });

  it('moves only products the caller holds', async () => {
    const theirs = await insertTrackedProduct(w, { definition: 'Yarn', holder: 'spinner' });
    const response = await transport('ginner', { productIds: [theirs.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json().details).toEqual([{ path: 'productIds.0', message: 'No product has this ID' }]);
  });

  it('logs only inside the current window, never in the future', async () => {
    const product = await bale();
    const past = await transport('ginner', { productIds: [product.id], transactedAt: '2026-03-15T00:00:00.000Z' });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('Can not log activity for the past reconciliation window');
    const future = await transport('ginner', { productIds: [product.id], transactedAt: '2026-06-15T10:00:01.000Z' });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe('The date cannot be in the future');
  });

  it("keeps packing list numbers unique among the caller's transports, apart from its sales", async () => {
    const sold = await bale();
    const sale = await w.call('ginner', 'POST', '/events/sells', {
      toFacilityId: w.facilityIds.spinner,
      productIds: [sold.id],
      invoiceNumber: 'INV-T-1',
      packingListNumber: 'SHARED-PL-1',
      transactedAt: TODAY,
      uploadInvoices: await documents(w, 'ginner'),
      uploadPackingLists: await documents(w, 'ginner'),
    });
    expect(sale.statusCode).toBe(201);
    // A transport may travel under the packing list of the sale it carries.
    expect((await transport('ginner', { productIds: [sold.id], packingListNumber: 'SHARED-PL-1' })).statusCode).toBe(201);
    const again = await transport('ginner', { productIds: [(await bale()).id], packingListNumber: 'shared-pl-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Packing list number shared-pl-1 is already used by another of your transports.');
  });

  it('accepts only packing lists the caller uploaded, and saves nothing otherwise', async () => {
    const product = await bale();
    const before = await activityRowCounts(w);
    const response = await transport('ginner', {
      productIds: [product.id],
      uploadPackingLists: [await w.upload('spinner', 'their-list.pdf')],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'uploadPackingLists.0', message: 'their-list.pdf is not a file you uploaded' }]);
    expect(await activityRowCounts(w)).toEqual(before);
  });

  it('saves nothing when the weight check fails after the other checks', async () => {
    const before = await activityRowCounts(w);
    const heavy = await insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner', quantity: 2000 });
    const response = await transport('ginner', { productIds: [heavy.id], totalWeight: 1999 });
    expect(response.statusCode).toBe(422);
    expect(await activityRowCounts(w)).toEqual({ ...before, products: before.products! + 1, holdings: before.holdings! + 1 });
  });

  it('is for producers who log transports', async () => {
    expect((await w.call('brand', 'GET', '/events/transports/products/ANY')).statusCode).toBe(403);
    expect(
      (await w.call('assembly', 'POST', '/events/transports', await transportForm('assembly', { productIds: [(await bale()).id] })))
        .statusCode,
    ).toBe(403);
  });
});
