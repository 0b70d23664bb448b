import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byProducts, events } from '../../../db/schema/index.ts';
import { type ActivityWorld, createActivityWorld, WORLD_NOW } from '../../../test/world/activity-world.ts';
import { assignPayload, givePurchase, outputForm } from '../../../test/world/transformations.ts';

/*
 * By-products (DOMAIN.md §4.6) of the spinner, a mass-balance facility whose reconciliation window
 * runs from 1 April 2026; the clock stands at 15 June 2026. It bought 1000 kg of bales in the window
 * (and more before it, which does not count).
 */

let world: ActivityWorld;
const recordedAt = '2026-06-01T09:30:00.000Z';

const stockOf = (who: 'spinner' | 'ginner' | 'mill' | 'assembly', at = WORLD_NOW.toISOString()) =>
  world.call(who, 'GET', `/events/record-by-product/stock?recordedAt=${encodeURIComponent(at)}`);

async function record(
  who: 'spinner' | 'ginner' | 'mill',
  totalWeight: number,
  weightUnit: string,
  options: { at?: string; language?: string } = {},
) {
  const proof = await world.upload(who === 'mill' ? 'spinner' : who);
  return world.t.app.inject({
    method: 'POST',
    url: '/api/events/record-by-product',
    headers: { ...world.headers[who], ...(options.language ? { language: options.language } : {}) },
    payload: { totalWeight, weightUnit, recordedAt: options.at ?? recordedAt, uploadProofs: [proof] },
  });
}

beforeAll(async () => {
  world = await createActivityWorld();
  const { spinner, ginner, mill, assembly } = world.facilityIds;
  await givePurchase(world, {
    buyer: spinner,
    seller: ginner,
    definition: 'Cotton Bales',
    lots: [{ quantity: 600 }, { quantity: 400 }],
    transactedAt: new Date('2026-05-01T08:00:00Z'),
  });
  await givePurchase(world, {
    buyer: spinner,
    seller: ginner,
    definition: 'Cotton Bales',
    lots: [{ quantity: 3000 }],
    transactedAt: new Date('2026-03-01T08:00:00Z'),
  });
  await givePurchase(world, {
    buyer: assembly,
    seller: mill,
    definition: 'Fabric',
    lots: [{ quantity: 20, unit: 'Metres' }],
    transactedAt: new Date('2026-05-01T08:00:00Z'),
  });
});

afterAll(async () => {
  await world.t.close();
});

describe('the stock a by-product may take', () => {
  it('records by-products within what purchases leave after outputs and by-products, in kilograms and pounds', async () => {
    expect((await stockOf('spinner')).json()).toEqual({ canRecord: true, maxKilograms: 1000, maxPounds: 2204 });

    const recorded = await record('spinner', 200, 'Kilograms');
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({ type: 5, recordedAt, products: [], notices: [] });
    const db = world.t.database.db;
    const [event] = await db.select().from(events).where(eq(events.id, recorded.json().eventId));
    expect(event).toMatchObject({ facilityId: world.facilityIds.spinner, type: 5, recordedAt: new Date(recordedAt) });
    const [row] = await db.select().from(byProducts).where(eq(byProducts.id, event!.byProductId!));
    expect(row).toMatchObject({ totalWeight: 200, weightUnit: 'Kilograms', totalWeightKg: 200, recordedAt: new Date(recordedAt) });
    expect(row!.uploadProofs).toHaveLength(1);

    const yarn = outputForm(world, 'Yarn', { code: 'YARN-STOCK', quantity: 300 });
    expect((await world.call('spinner', 'POST', '/events/assign-products', assignPayload(world, 'Yarn', [], [yarn]))).statusCode).toBe(201);
    expect((await record('spinner', 100, 'Pounds')).statusCode).toBe(201);
    // 1000 − 200 − 300 − 45.36 = 454.64 kg, or 1002.3 lbs.
    expect((await stockOf('spinner')).json()).toEqual({ canRecord: true, maxKilograms: 454, maxPounds: 1002 });

    const overKg = await record('spinner', 455, 'Kilograms');
    expect(overKg.statusCode).toBe(422);
    expect(overKg.json().message).toBe('Product weight must be lower or equal 454 kg');
    expect((await record('spinner', 1003, 'Pounds')).json().message).toBe('Product weight must be lower or equal 1002 lbs');
    expect((await record('spinner', 455, 'Kilograms', { language: 'fr' })).json().message).toBe(
      'Le poids du produit doit être inférieur ou égal à 454 kg',
    );

    expect((await record('spinner', 454.64, 'Kilograms')).statusCode).toBe(201);
    expect((await stockOf('spinner')).json()).toEqual({ canRecord: false, maxKilograms: null, maxPounds: null });
    const none = await record('spinner', 1, 'Kilograms');
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Please register all purchases to record by-product');
  });

  it('asks a facility with no purchases in the window to register them', async () => {
    expect((await stockOf('ginner')).json()).toEqual({ canRecord: false, maxKilograms: null, maxPounds: null });
    expect((await record('ginner', 1, 'Kilograms')).json().message).toBe('Please register all purchases to record by-product');
  });

  it('explains that a stock holding metres cannot be weighed', async () => {
    const response = await stockOf('assembly');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('cannot be converted to kilograms automatically');
  });
});

describe('when a by-product may be recorded', () => {
  it('refuses a future date and a date before the current window', async () => {
    const future = await record('spinner', 1, 'Kilograms', { at: '2026-06-15T10:00:01.000Z' });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe('The date cannot be in the future');
    const past = await record('spinner', 1, 'Kilograms', { at: '2026-03-31T23:59:59.000Z' });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('Can not log activity for the past reconciliation window');
    expect((await stockOf('spinner', '2026-03-31T23:59:59.000Z')).json().message).toBe(
      'Can not log activity for the past reconciliation window',
    );
  });
});

describe('what a by-product must carry', () => {
  it("refuses proofs the caller's facility did not upload", async () => {
    const theirs = await world.upload('ginner', 'weighbridge.pdf');
    const response = await world.call('spinner', 'POST', '/events/record-by-product', {
      totalWeight: 1,
      weightUnit: 'Kilograms',
      recordedAt,
      uploadProofs: [theirs],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'uploadProofs.0', message: 'weighbridge.pdf is not a file you uploaded' }]);
  });

  it('accepts only kilograms or pounds, at least 1, with a proof', async () => {
    const proof = await world.upload('spinner');
    const post = (payload: object) =>
      world.call('spinner', 'POST', '/events/record-by-product', {
        totalWeight: 5,
        weightUnit: 'Kilograms',
        recordedAt,
        uploadProofs: [proof],
        ...payload,
      });
    expect((await post({ weightUnit: 'Units' })).statusCode).toBe(400);
    expect((await post({ totalWeight: 0.5 })).statusCode).toBe(400);
    expect((await post({ uploadProofs: [] })).statusCode).toBe(400);
  });

  it('is for producers holding LOG_BY_PRODUCT', async () => {
    expect((await stockOf('mill')).statusCode).toBe(403);
    expect((await record('mill', 1, 'Kilograms')).statusCode).toBe(403);
  });
});
