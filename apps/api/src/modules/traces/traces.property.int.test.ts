import type { TTrace } from '@opentrace/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, createActivityWorld } from '../../test/world/activity-world.ts';
import { TraceChains, type TPurchase, type TSale } from './test/trace-chain.fixtures.ts';

/*
 * The trace's promise, checked on random chains logged through the activity endpoints and orders
 * placed through the order endpoints: every facility that really supplied the order (by
 * construction) is on the trace, and no facility that did not is reached through document or product
 * links, i.e. by a path from the order's supplier that no inferred link interrupts.
 *
 * A chain runs from one to three farm purchases (a named farm or the non-participating farm) through
 * the ginner, spinner, mill and assembly, up to the order's supplier, found by its PO or by its sale's
 * invoice or packing list. Bales may go through the broker; the ginner or the spinner may transform
 * from stock in hand instead of named inputs (the trace then links the season's purchases as
 * inferred); the ginner may ship the bales with the haulier and record a by-product. Decoys go the
 * same way beside the real lots: seed cotton from a farm the chain did not buy from, ginned, sold
 * through the route the real bales did not take, spun, woven and sold on, but never in the order.
 */

let world: ActivityWorld;
let chains: TraceChains;
let run = 0;

const HOUR_MS = 60 * 60 * 1000;
const FIRST_DAY = Date.UTC(2026, 3, 10, 6);
/** Each run has two days of its own, inside the farm season (1 April – 31 December 2026). */
const RUN_DAYS = 2;
const SEASON_RUNS = 120;
const SEED = 19;

type TFarm = 'farmA' | 'farmB' | 'none';
type TRoot = 'PO' | 'invoice' | 'packingList';
const TIERS = ['farm', 'ginner', 'spinner', 'mill', 'assembly'] as const;

interface TShape {
  /** The order's supplier: 1 ginner, 2 spinner, 3 mill, 4 assembly. */
  supplier: number;
  root: TRoot;
  farms: TFarm[];
  kilograms: number[];
  stockAtGinner: boolean;
  stockAtSpinner: boolean;
  viaBroker: boolean;
  shipped: boolean;
  byProduct: boolean;
  decoys: boolean;
}

beforeAll(async () => {
  world = await createActivityWorld();
  chains = new TraceChains(world, 'PROP');
  const ids = world.facilityIds;
  await chains.addSuppliers('brand', [ids.ginner, ids.spinner, ids.mill, ids.assembly]);
}, 120_000);

afterAll(async () => {
  await world.t.close();
});

const chainShape: fc.Arbitrary<TShape> = fc
  .record({
    supplier: fc.integer({ min: 1, max: 4 }),
    root: fc.constantFrom<TRoot>('PO', 'invoice', 'packingList'),
    farms: fc.shuffledSubarray<TFarm>(['farmA', 'farmB', 'none'], { minLength: 1 }),
    kilograms: fc.array(fc.integer({ min: 200, max: 3000 }), { minLength: 3, maxLength: 3 }),
    stockAtGinner: fc.boolean(),
    stockAtSpinner: fc.boolean(),
    viaBroker: fc.boolean(),
    shipped: fc.boolean(),
    byProduct: fc.boolean(),
    decoys: fc.boolean(),
  })
  // The assembly sells nothing: an order with it is found by its PO. An order with the ginner by its
  // PO is one purchase of seed cotton, so one farm.
  .map((shape) => ({
    ...shape,
    root: shape.supplier === 4 ? 'PO' : shape.root,
    farms: shape.supplier === 1 && shape.root === 'PO' ? shape.farms.slice(0, 1) : shape.farms,
  }));

/** Logs the chain hour by hour in the run's own days, places the order and answers the trace with what really supplied it. */
async function buildAndTrace(shape: TShape): Promise<{ trace: TTrace; suppliers: Set<string>; realKg: number; inferredOnPath: boolean }> {
  const ids = world.facilityIds;
  run += 1;
  let moment = FIRST_DAY + ((run - 1) % SEASON_RUNS) * RUN_DAYS * 24 * HOUR_MS;
  const next = () => {
    moment += HOUR_MS;
    return new Date(moment);
  };
  const farmId = (farm: TFarm) => (farm === 'none' ? null : ids[farm]);
  const nodeOf = (farm: TFarm) => (farm === 'none' ? `np:${world.roleIds.FARM}:${ids.ginner}` : `f:${ids[farm]}`);
  const suppliers = new Set<string>([`f:${ids.ginner}`]);
  const decoyFarm = (['farmA', 'farmB', 'none'] as const).find((farm) => !shape.farms.includes(farm));
  const decoys = shape.decoys && decoyFarm !== undefined;
  const order = (supplierId: string, documents: { purchaseOrderNumber?: string; invoiceNumber?: string; packingListNumber?: string }) =>
    chains.placeOrder('brand', { supplierId, purchasedAt: next(), ...documents });
  const soldUnder = (sale: TSale) =>
    shape.root === 'invoice' ? { invoiceNumber: sale.invoiceNumber } : { packingListNumber: sale.packingListNumber };
  const finish = async (orderId: string, inferredOnPath: boolean, realKg: number) => ({
    trace: await chains.trace('brand', orderId, '?fresh=true'),
    suppliers,
    realKg,
    inferredOnPath,
  });

  // Seed cotton at the ginner: the real purchases, then the decoy.
  const seed: TPurchase[] = [];
  for (const farm of shape.farms) {
    const kilograms = shape.kilograms[seed.length]!;
    seed.push(await chains.buyManual('ginner', { from: farmId(farm), definition: 'Seed Cotton', kilograms: [kilograms], at: next() }));
    suppliers.add(nodeOf(farm));
  }
  const seedKg = shape.farms.reduce((total, _farm, index) => total + shape.kilograms[index]!, 0);
  const decoySeed = decoys
    ? await chains.buyManual('ginner', { from: farmId(decoyFarm), definition: 'Seed Cotton', kilograms: [800], at: next() })
    : null;
  if (shape.supplier === 1 && shape.root === 'PO') {
    const { orderId } = await order(ids.ginner, { purchaseOrderNumber: seed[0]!.purchaseOrderNumber });
    return finish(orderId, false, seedKg);
  }

  // Ginning (bales ≤ 0.35 × seed cotton), by-product, and the bales' way to the spinner.
  const baleKg = Math.floor(seedKg * 0.15);
  const bales = await chains.make('ginner', {
    inputIds: shape.stockAtGinner ? [] : seed.flatMap((purchase) => purchase.productIds),
    kilograms: [baleKg, baleKg],
    at: next(),
  });
  const decoyBales = decoySeed ? await chains.make('ginner', { inputIds: decoySeed.productIds, kilograms: [240], at: next() }) : null;
  if (shape.byProduct) await chains.byProduct('ginner', { kilograms: Math.floor(seedKg * 0.4), at: next() });
  let inferredOnPath = shape.stockAtGinner;
  const tradeBales = async (productIds: string[], viaBroker: boolean) => {
    const first = await chains.sell('ginner', { to: viaBroker ? ids.broker : ids.spinner, productIds, at: next() });
    if (viaBroker) return { sale: first, purchase: await chains.buy('spinner', { from: ids.broker, productIds, at: next() }) };
    return { sale: first, purchase: await chains.buy('spinner', { from: ids.ginner, productIds, at: next() }) };
  };
  if (shape.supplier === 1) {
    const sale = await chains.sell('ginner', { to: ids.spinner, productIds: bales.productIds, at: next() });
    if (shape.shipped) await chains.transport('ginner', { productIds: bales.productIds, kilograms: 2 * baleKg, at: next() });
    const { orderId } = await order(ids.ginner, soldUnder(sale));
    return finish(orderId, inferredOnPath, seedKg);
  }
  const real = await tradeBales(bales.productIds, shape.viaBroker);
  if (shape.shipped) await chains.transport('ginner', { productIds: bales.productIds, kilograms: 2 * baleKg, at: next() });
  if (decoyBales) await tradeBales(decoyBales.productIds, !shape.viaBroker);
  if (shape.viaBroker) suppliers.add(`f:${ids.broker}`);
  suppliers.add(`f:${ids.spinner}`);
  if (shape.supplier === 2 && shape.root === 'PO') {
    const { orderId } = await order(ids.spinner, { purchaseOrderNumber: real.purchase.purchaseOrderNumber });
    return finish(orderId, inferredOnPath, seedKg);
  }

  // Spinning and weaving: each maker passes its goods on to the next, decoys beside them.
  let goods = real.purchase.productIds;
  let decoyGoods = decoyBales?.productIds ?? null;
  let goodsKg = 2 * baleKg;
  for (let tier = 2; tier <= 3; tier += 1) {
    const maker = TIERS[tier] as 'spinner' | 'mill';
    const stock = maker === 'spinner' && shape.stockAtSpinner;
    goodsKg = Math.floor(goodsKg * 0.9);
    const made = await chains.make(maker, { inputIds: stock ? [] : goods, kilograms: [goodsKg], at: next() });
    const decoyMade = decoyGoods ? await chains.make(maker, { inputIds: decoyGoods, kilograms: [100], at: next() }) : null;
    inferredOnPath ||= stock;
    if (shape.supplier === tier) {
      const buyer = ids[TIERS[tier + 1] as 'mill' | 'assembly'];
      const sale = await chains.sell(maker, { to: buyer, productIds: made.productIds, at: next() });
      const { orderId } = await order(ids[maker], soldUnder(sale));
      return finish(orderId, inferredOnPath, seedKg);
    }
    const buyerName = TIERS[tier + 1] as 'mill' | 'assembly';
    const buyer = ids[buyerName];
    await chains.sell(maker, { to: buyer, productIds: made.productIds, at: next() });
    const bought = await chains.buy(buyerName, { from: ids[maker], productIds: made.productIds, at: next() });
    if (decoyMade) {
      await chains.sell(maker, { to: buyer, productIds: decoyMade.productIds, at: next() });
      decoyGoods = (await chains.buy(buyerName, { from: ids[maker], productIds: decoyMade.productIds, at: next() })).productIds;
    }
    suppliers.add(`f:${buyer}`);
    goods = bought.productIds;
    if (shape.supplier === tier + 1 && shape.root === 'PO') {
      const { orderId } = await order(buyer, { purchaseOrderNumber: bought.purchaseOrderNumber });
      return finish(orderId, inferredOnPath, seedKg);
    }
  }
  throw new Error(`no order placed for ${JSON.stringify(shape)}`);
}

/** The nodes a path from an order supplier reaches without crossing an inferred link. */
function reachedByEvidence(trace: TTrace): Set<string> {
  const reached = new Set(trace.nodes.filter((node) => node.isRoot).map((node) => node.id));
  const queue = [...reached];
  while (queue.length > 0) {
    const to = queue.shift() as string;
    for (const link of trace.links) {
      if (link.to !== to || link.confidence === 'inferred' || reached.has(link.from)) continue;
      reached.add(link.from);
      queue.push(link.from);
    }
  }
  return reached;
}

describe('random chains', () => {
  it('reach every real supplier and nothing else through document or product links', async () => {
    await fc.assert(
      fc.asyncProperty(chainShape, async (shape) => {
        const { trace, suppliers, realKg, inferredOnPath } = await buildAndTrace(shape);
        const onTrace = new Set(trace.nodes.map((node) => node.id));
        for (const supplier of suppliers) expect(onTrace, `${supplier} is on the trace`).toContain(supplier);
        for (const reached of reachedByEvidence(trace)) expect(suppliers, `${reached} really supplied the order`).toContain(reached);
        if (inferredOnPath) expect(trace).toMatchObject({ status: 'partial', confidence: 0 });
        else expect(trace).toMatchObject({ status: 'complete', confidence: 1, rawMaterialKg: realKg });
      }),
      { numRuns: 10, seed: SEED, endOnFailure: true },
    );
  }, 120_000);
});
