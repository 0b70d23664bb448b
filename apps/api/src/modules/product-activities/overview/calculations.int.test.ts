import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, createActivityWorld } from '../../../test/world/activity-world.ts';
import { overviewFixtures } from '../../../test/world/overview.ts';

/*
 * Figures on the cotton pilot (clock at 2026-06-15). The ginner buys seed cotton directly from farms
 * (verified = bought from a named farm); the spinner buys bales further down, whose verified shares
 * count. April and May hold the weighed activities; on 1 June the spinner buys fabric measured in
 * metres, which has no mass.
 */

let world: ActivityWorld;
const APRIL_TO_MAY = 'from=2026-04-01T00:00:00.000Z&to=2026-05-31T23:59:59.999Z';
const JUNE = 'from=2026-06-01T00:00:00.000Z&to=2026-06-14T23:59:59.999Z';
const SEASON_SO_FAR = 'from=2026-04-01T00:00:00.000Z&to=2026-06-15T10:00:00.000Z';

beforeAll(async () => {
  world = await createActivityWorld();
  const { product, purchase, sale, transformation, byProduct } = overviewFixtures(world);
  const { ginner, spinner, mill, farmA, farmB, broker } = world.facilityIds;

  // The ginner: 1,500 kg from a farm, 1,000 lb (453.59 kg) from the non-participating farmer.
  const sc1 = await product({ code: 'SC-1', definition: 'Seed Cotton', quantity: 1000, unit: 'Kilograms', madeBy: farmA });
  const sc2 = await product({ code: 'SC-2', definition: 'Seed Cotton', quantity: 500, unit: 'Kilograms', madeBy: farmA });
  const sc3 = await product({ code: 'SC-3', definition: 'Seed Cotton', quantity: 1000, unit: 'Pounds', madeBy: ginner });
  await purchase(ginner, farmA, { at: '2026-04-10T08:00:00Z', productIds: [sc1, sc2], po: 'G-1' });
  await purchase(ginner, null, { at: '2026-04-20T09:30:00Z', productIds: [sc3], po: 'G-2' });
  // Not counted: deleted, and before the range.
  const sc4 = await product({ code: 'SC-4', definition: 'Seed Cotton', quantity: 300, unit: 'Kilograms', madeBy: farmB });
  await purchase(ginner, farmB, { at: '2026-04-12T08:00:00Z', productIds: [sc4], po: 'G-3', deleted: true });
  const sc5 = await product({ code: 'SC-5', definition: 'Seed Cotton', quantity: 700, unit: 'Kilograms', madeBy: farmA });
  await purchase(ginner, farmA, { at: '2026-03-20T08:00:00Z', productIds: [sc5], po: 'G-0' });

  // The spinner buys three bales: 200 kg at 80 % verified, 100 kg of unknown share, 500 lb at 50 %.
  const b1 = await product({
    code: 'CB-1',
    definition: 'Cotton Bales',
    quantity: 200,
    unit: 'Kilograms',
    madeBy: ginner,
    verified: 80,
    notVerified: 20,
  });
  const b2 = await product({ code: 'CB-2', definition: 'Cotton Bales', quantity: 100, unit: 'Kilograms', madeBy: ginner });
  const b3 = await product({
    code: 'CB-3',
    definition: 'Cotton Bales',
    quantity: 500,
    unit: 'Pounds',
    madeBy: ginner,
    verified: 50,
    notVerified: 50,
  });
  await purchase(spinner, ginner, { at: '2026-04-15T08:00:00Z', productIds: [b1, b2], po: 'S-1' });
  await purchase(spinner, broker, { at: '2026-04-25T08:00:00Z', productIds: [b3], po: 'S-2' });
  // It spins the first bale into 180 kg of yarn and sells it; 15 kg of waste.
  const y1 = await product({
    code: 'YN-1',
    definition: 'Yarn',
    quantity: 180,
    unit: 'Kilograms',
    madeBy: spinner,
    verified: 80,
    notVerified: 20,
  });
  await transformation(spinner, { at: '2026-05-01T08:00:00Z', inputIds: [b1], outputIds: [y1] });
  await byProduct(spinner, { at: '2026-05-02T08:00:00Z', weight: 15, unit: 'Kilograms' });
  await sale(spinner, mill, { at: '2026-05-10T08:00:00Z', productIds: [y1], invoice: 'S-INV-1', packingList: 'S-PL-1' });
  // Not counted: waste and a sale before the range, a deleted sale.
  await byProduct(spinner, { at: '2026-03-02T08:00:00Z', weight: 40, unit: 'Kilograms' });
  const y0 = await product({ code: 'YN-0', definition: 'Yarn', quantity: 90, unit: 'Kilograms', madeBy: spinner });
  await sale(spinner, mill, { at: '2026-03-10T08:00:00Z', productIds: [y0], invoice: 'S-INV-0', packingList: 'S-PL-0' });
  const y2 = await product({ code: 'YN-2', definition: 'Yarn', quantity: 60, unit: 'Kilograms', madeBy: spinner });
  await sale(spinner, mill, { at: '2026-05-12T08:00:00Z', productIds: [y2], invoice: 'S-INV-2', packingList: 'S-PL-2', deleted: true });

  // June: 120 m of fabric, all verified.
  const fabric = await product({
    code: 'FB-1',
    definition: 'Fabric',
    quantity: 120,
    unit: 'Metres',
    madeBy: mill,
    verified: 100,
    notVerified: 0,
  });
  await purchase(spinner, mill, { at: '2026-06-01T08:00:00Z', productIds: [fabric], po: 'S-3' });
});
afterAll(async () => world?.t.close());

const get = async (who: 'ginner' | 'spinner' | 'mill' | 'brand', path: string) => {
  const response = await world.call(who, 'GET', path);
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/calculations/mass-balance', () => {
  it("directly after an extractor, counts purchases from named farms as verified and the non-participating farmer's as not", async () => {
    expect(await get('ginner', `/calculations/mass-balance?${SEASON_SO_FAR}`)).toEqual({
      status: 200,
      body: { canCalculate: true, unit: 'Kilograms', verified: 1500, notVerified: 453.59, lastUpdatedAt: '2026-04-20T09:30:00.000Z' },
    });
  });

  it("further down, weighs each product's verified share; an unknown share counts as not verified", async () => {
    // 200 × 80 % + 226.8 × 50 % verified; 200 × 20 % + 100 + 226.8 × 50 % not.
    expect((await get('spinner', `/calculations/mass-balance?${APRIL_TO_MAY}`)).body).toEqual({
      canCalculate: true,
      unit: 'Kilograms',
      verified: 273.4,
      notVerified: 253.4,
      lastUpdatedAt: '2026-04-25T08:00:00.000Z',
    });
  });

  it('states quantities that share a unit without a mass in that unit', async () => {
    expect((await get('spinner', `/calculations/mass-balance?${JUNE}`)).body).toEqual({
      canCalculate: true,
      unit: 'Metres',
      verified: 120,
      notVerified: 0,
      lastUpdatedAt: '2026-06-01T08:00:00.000Z',
    });
  });

  it('cannot calculate when kilograms and metres are mixed', async () => {
    expect((await get('spinner', `/calculations/mass-balance?${SEASON_SO_FAR}`)).body).toEqual({
      canCalculate: false,
      unit: null,
      verified: null,
      notVerified: null,
      lastUpdatedAt: '2026-06-01T08:00:00.000Z',
    });
  });

  it('is zero in kilograms over a period without purchases', async () => {
    expect((await get('ginner', '/calculations/mass-balance?from=2025-01-01T00:00:00Z&to=2025-02-01T00:00:00Z')).body).toEqual({
      canCalculate: true,
      unit: 'Kilograms',
      verified: 0,
      notVerified: 0,
      lastUpdatedAt: null,
    });
  });

  it("counts only the caller's own purchases", async () => {
    // The mill bought nothing; the fabric it sold to the spinner is the spinner's purchase.
    expect((await get('mill', `/calculations/mass-balance?${SEASON_SO_FAR}`)).body).toMatchObject({
      verified: 0,
      notVerified: 0,
      lastUpdatedAt: null,
    });
  });
});

describe('GET /api/calculations/margin-of-error and GET /api/calculations', () => {
  it('balances kilograms in against kilograms sold, set aside and still in stock', async () => {
    // Inputs 200 + 100 + 226.8; outputs: yarn sold 180 + waste 15 + bales not spun 100 + 226.8.
    const totals = { canCalculate: true, inputs: 526.8, byProducts: 15, outputs: 521.8 };
    expect(await get('spinner', `/calculations/margin-of-error?${APRIL_TO_MAY}`)).toEqual({
      status: 200,
      body: { ...totals, marginOfError: 0.95 },
    });
    expect(await get('spinner', `/calculations?${APRIL_TO_MAY}`)).toEqual({ status: 200, body: totals });
  });

  it('counts what was transformed or sold after the period as still in stock at its end', async () => {
    expect((await get('spinner', '/calculations/margin-of-error?from=2026-04-01T00:00:00Z&to=2026-04-30T23:59:59Z')).body).toEqual({
      canCalculate: true,
      inputs: 526.8,
      byProducts: 0,
      outputs: 526.8,
      marginOfError: 0,
    });
  });

  it('is 0 % when nothing came in', async () => {
    expect((await get('spinner', '/calculations/margin-of-error?from=2026-05-05T00:00:00Z&to=2026-05-31T00:00:00Z')).body).toEqual({
      canCalculate: true,
      inputs: 0,
      byProducts: 0,
      outputs: 180,
      marginOfError: 0,
    });
  });

  it('cannot calculate when a product has no mass', async () => {
    const unknown = { canCalculate: false, inputs: null, byProducts: null, outputs: null };
    expect((await get('spinner', `/calculations/margin-of-error?${JUNE}`)).body).toEqual({ ...unknown, marginOfError: null });
    expect((await get('spinner', `/calculations?${SEASON_SO_FAR}`)).body).toEqual(unknown);
  });

  it('is refused to a producer without VIEW_MARGIN_OF_ERROR, such as the ginner', async () => {
    expect((await get('ginner', `/calculations/margin-of-error?${APRIL_TO_MAY}`)).status).toBe(403);
    expect((await get('ginner', `/calculations?${APRIL_TO_MAY}`)).status).toBe(403);
    expect((await get('brand', `/calculations/mass-balance?${APRIL_TO_MAY}`)).status).toBe(403);
  });
});

describe('the margin of error of a facility that keeps what it makes', () => {
  const FEBRUARY = 'from=2026-02-01T00:00:00.000Z&to=2026-02-28T23:59:59.999Z';

  beforeAll(async () => {
    // The mill (February, before every other activity here) buys 400 kg of yarn, weaves 360 kg of
    // fabric and keeps it; a second roll is woven and then sold.
    const { product, purchase, sale, transformation } = overviewFixtures(world);
    const { spinner, mill, broker } = world.facilityIds;
    const yarn = await product({ code: 'YN-FEB-1', definition: 'Yarn', quantity: 400, unit: 'Kilograms', madeBy: spinner });
    await purchase(mill, spinner, { at: '2026-02-03T08:00:00Z', productIds: [yarn], po: 'M-FEB-1' });
    const kept = await product({ code: 'FB-FEB-1', definition: 'Fabric', quantity: 300, unit: 'Kilograms', madeBy: mill });
    const sold = await product({ code: 'FB-FEB-2', definition: 'Fabric', quantity: 60, unit: 'Kilograms', madeBy: mill });
    await transformation(mill, { at: '2026-02-10T08:00:00Z', inputIds: [yarn], outputIds: [kept, sold] });
    await sale(mill, broker, { at: '2026-02-20T08:00:00Z', productIds: [sold], invoice: 'M-INV-FEB', packingList: 'M-PL-FEB' });
  });

  it('counts the outputs it still holds as accounted for, not as lost', async () => {
    // Inputs 400; outputs: 60 sold + 300 made and still held; 40 kg unaccounted for.
    expect(await get('mill', `/calculations/margin-of-error?${FEBRUARY}`)).toEqual({
      status: 200,
      body: { canCalculate: true, inputs: 400, byProducts: 0, outputs: 360, marginOfError: 10 },
    });
  });

  it('counts what it made as held until it is sold or used, even after the period', async () => {
    // Up to the 15th, both rolls were still held.
    expect((await get('mill', '/calculations?from=2026-02-01T00:00:00Z&to=2026-02-15T00:00:00Z')).body).toEqual({
      canCalculate: true,
      inputs: 400,
      byProducts: 0,
      outputs: 360,
    });
  });
});

describe('the period', () => {
  it.each(['/calculations/mass-balance', '/calculations/margin-of-error', '/calculations'])(
    '%s refuses a start after the end',
    async (path) => {
      const response = await get('spinner', `${path}?from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('The start date must not be after the end date.');
    },
  );

  it('is required and must be a moment', async () => {
    expect((await get('spinner', '/calculations/mass-balance?from=2026-05-01T00:00:00Z')).status).toBe(400);
    expect((await get('spinner', '/calculations?from=yesterday&to=2026-05-01T00:00:00Z')).status).toBe(400);
  });

  it('may be a single moment', async () => {
    expect((await get('ginner', '/calculations/mass-balance?from=2026-04-20T09:30:00Z&to=2026-04-20T09:30:00Z')).body).toMatchObject({
      verified: 0,
      notVerified: 453.59,
    });
  });
});
