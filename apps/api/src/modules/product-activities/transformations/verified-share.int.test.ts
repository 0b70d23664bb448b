import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities, products } from '../../../db/schema/index.ts';
import { type ActivityWorld, createActivityWorld, PRODUCERS } from '../../../test/world/activity-world.ts';
import { assignPayload, givePurchase, outputForm, passOn } from '../../../test/world/transformations.ts';
import { recomputeVerifiedShares } from './verified-share.ts';

/*
 * The verified share of outputs (DOMAIN.md §4.5, §5.5). The ginner buys seed cotton straight from
 * farms (an extractor): as a mass-balance facility its bales carry the share of the last seven days'
 * purchases that named their seller; under product segregation, all of it. The spinner and the mill
 * pass on the weight-weighted share of their inputs. The clock moves through May 2026.
 */

let world: ActivityWorld;
let ginner: string;
const at = (moment: string) => new Date(moment);

async function seedCotton(options: { named: boolean; quantity: number; transactedAt: string; unit?: string; isManualAdded?: boolean }) {
  const [id] = await givePurchase(world, {
    buyer: ginner,
    seller: options.named ? world.facilityIds.farmA : null,
    definition: 'Seed Cotton',
    lots: [{ quantity: options.quantity, unit: options.unit, isManualAdded: options.isManualAdded }],
    transactedAt: at(options.transactedAt),
  });
  return id as string;
}

async function transform(
  who: 'ginner' | 'spinner' | 'mill',
  moment: string,
  inputs: string[],
  definition: string,
  code: string,
  quantity: number,
) {
  world.t.clock.set(at(moment));
  // Sessions last an hour of the test clock, so each moment signs in afresh.
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/events/assign-products',
    headers: { authorization: `Bearer ${await world.t.tokenFor(PRODUCERS[who])}` },
    payload: assignPayload(world, definition, inputs, [outputForm(world, definition, { code, quantity })]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().products[0] as { id: string }).id;
}

async function shares(id: string) {
  const [row] = await world.t.database.db
    .select({ verified: products.verifiedPercentage, notVerified: products.notVerifiedPercentage })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

beforeAll(async () => {
  world = await createActivityWorld();
  ginner = world.facilityIds.ginner;
  await world.t.changeBehindTheApp(() =>
    world.t.database.db.update(facilities).set({ chainOfCustody: 'Mass balance' }).where(eq(facilities.id, ginner)),
  );
});

afterAll(async () => {
  await world.t.close();
});

describe('verified share of outputs, and its recomputation after a late purchase', () => {
  const ids: Record<string, string> = {};

  it('gives a mass-balance buyer of an extractor the named share of the last seven days of purchases', async () => {
    await seedCotton({ named: false, quantity: 5000, transactedAt: '2026-04-20T00:00:00Z' });
    const early = await seedCotton({ named: true, quantity: 300, transactedAt: '2026-05-05T00:00:00Z' });
    const later = await seedCotton({ named: true, quantity: 300, transactedAt: '2026-05-05T00:00:00Z' });
    const unnamed = await seedCotton({ named: false, quantity: 400, transactedAt: '2026-05-08T00:00:00Z' });

    // 5 May: only the 600 kg from a named farm in the last seven days.
    ids.earlyBales = await transform('ginner', '2026-05-05T12:00:00Z', [early], 'Cotton Bales', 'EARLY-BALE', 50);
    expect(await shares(ids.earlyBales)).toEqual({ verified: 100, notVerified: 0 });
    // 10 May: 600 kg named, 400 kg not.
    ids.bales1 = await transform('ginner', '2026-05-10T10:00:00Z', [later], 'Cotton Bales', 'BALE-1', 100);
    expect(await shares(ids.bales1)).toEqual({ verified: 60, notVerified: 40 });
    // 20 May: only a named 300 kg since 13 May.
    await seedCotton({ named: true, quantity: 300, transactedAt: '2026-05-18T00:00:00Z' });
    ids.bales2 = await transform('ginner', '2026-05-20T10:00:00Z', [unnamed], 'Cotton Bales', 'BALE-2', 100);
    expect(await shares(ids.bales2)).toEqual({ verified: 100, notVerified: 0 });
  });

  it('passes on the weight-weighted share of the inputs downstream', async () => {
    const { spinner, mill } = world.facilityIds;
    await passOn(world, { from: ginner, to: spinner, productIds: [ids.bales1!, ids.bales2!], transactedAt: at('2026-05-20T10:30:00Z') });
    ids.yarn = await transform('spinner', '2026-05-20T11:00:00Z', [ids.bales1!, ids.bales2!], 'Yarn', 'YARN-1', 150);
    expect(await shares(ids.yarn)).toEqual({ verified: 80, notVerified: 20 });
    await passOn(world, { from: spinner, to: mill, productIds: [ids.yarn], transactedAt: at('2026-05-20T11:30:00Z') });
    ids.fabric = await transform('mill', '2026-05-20T12:00:00Z', [ids.yarn], 'Fabric', 'FABRIC-1', 100);
    expect(await shares(ids.fabric)).toEqual({ verified: 80, notVerified: 20 });
  });

  it('recomputes the seven days after a manual purchase and cascades to every later use of those outputs', async () => {
    // Logged late: a purchase on 19 May (after BALE-2 was made) and a manual purchase on 6 May.
    await seedCotton({ named: false, quantity: 300, transactedAt: '2026-05-19T00:00:00Z' });
    await seedCotton({ named: false, quantity: 1400, transactedAt: '2026-05-06T00:00:00Z', isManualAdded: true });
    const now = at('2026-05-20T13:00:00Z');
    await world.t.database.db.transaction((tx) => recomputeVerifiedShares(tx, ginner, at('2026-05-06T00:00:00Z'), now));

    // 10 May is within seven days of 6 May: 600 named of 2400 kg.
    expect(await shares(ids.bales1!)).toEqual({ verified: 25, notVerified: 75 });
    // Before 6 May, and more than seven days after it: untouched.
    expect(await shares(ids.earlyBales!)).toEqual({ verified: 100, notVerified: 0 });
    expect(await shares(ids.bales2!)).toEqual({ verified: 100, notVerified: 0 });
    // The yarn made from BALE-1 and BALE-2, and the fabric made from that yarn.
    expect(await shares(ids.yarn!)).toEqual({ verified: 62.5, notVerified: 37.5 });
    expect(await shares(ids.fabric!)).toEqual({ verified: 62.5, notVerified: 37.5 });
  });

  it('restates the mass balance of every buyer of the recomputed products', async () => {
    const massBalance = async (who: 'spinner' | 'mill') => {
      const response = await world.t.app.inject({
        method: 'GET',
        url: '/api/calculations/mass-balance?from=2026-05-01T00:00:00Z&to=2026-05-31T00:00:00Z',
        headers: { authorization: `Bearer ${await world.t.tokenFor(PRODUCERS[who])}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { unit, verified, notVerified } = response.json();
      return { unit, verified, notVerified };
    };
    // The spinner bought BALE-1 (100 kg, now 25 %) and BALE-2 (100 kg, 100 %); the mill the yarn (150 kg, now 62.5 %).
    expect(await massBalance('spinner')).toEqual({ unit: 'Kilograms', verified: 125, notVerified: 75 });
    expect(await massBalance('mill')).toEqual({ unit: 'Kilograms', verified: 93.75, notVerified: 56.25 });
  });

  it('leaves a facility that does not buy from an extractor alone', async () => {
    await world.t.database.db.transaction((tx) =>
      recomputeVerifiedShares(tx, world.facilityIds.spinner, at('2026-05-01T00:00:00Z'), at('2026-05-21T00:00:00Z')),
    );
    expect(await shares(ids.yarn!)).toEqual({ verified: 62.5, notVerified: 37.5 });
  });
});

describe('verified share in the other cases', () => {
  it('is 100% for a product-segregation buyer of an extractor', async () => {
    const db = world.t.database.db;
    await world.t.changeBehindTheApp(() =>
      db.update(facilities).set({ chainOfCustody: 'Product Segregation' }).where(eq(facilities.id, ginner)),
    );
    try {
      const lot = await seedCotton({ named: false, quantity: 500, transactedAt: '2026-06-01T00:00:00Z' });
      const bales = await transform('ginner', '2026-06-15T10:00:00Z', [lot], 'Cotton Bales', 'SEGREGATED-BALE', 100);
      expect(await shares(bales)).toEqual({ verified: 100, notVerified: 0 });
    } finally {
      await world.t.changeBehindTheApp(() =>
        db.update(facilities).set({ chainOfCustody: 'Mass balance' }).where(eq(facilities.id, ginner)),
      );
    }
  });

  it('is unknown when a recent purchase cannot be weighed', async () => {
    const lot = await seedCotton({ named: true, quantity: 500, transactedAt: '2026-06-02T00:00:00Z' });
    await seedCotton({ named: false, quantity: 10, unit: 'Metres', transactedAt: '2026-06-14T00:00:00Z' });
    const bales = await transform('ginner', '2026-06-15T11:00:00Z', [lot], 'Cotton Bales', 'UNWEIGHED-BALE', 100);
    expect(await shares(bales)).toEqual({ verified: null, notVerified: null });
  });

  it('is 0% when nothing was bought in the last seven days', async () => {
    const lot = await seedCotton({ named: true, quantity: 500, transactedAt: '2026-08-01T00:00:00Z' });
    const bales = await transform('ginner', '2026-09-01T10:00:00Z', [lot], 'Cotton Bales', 'QUIET-BALE', 100);
    expect(await shares(bales)).toEqual({ verified: 0, notVerified: 100 });
  });
});
