import type { TTrace } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { facilities } from '../../db/schema/index.ts';
import { type ActivityWorld, createActivityWorld } from '../../test/world/activity-world.ts';
import {
  insertTransactionItemRows,
  insertTransactionRow,
  insertTransformationItemRows,
  insertTransformationRow,
} from '../../test/world/raw-rows.ts';
import { insertLots } from '../../test/world/transformations.ts';
import { TraceChains } from './test/trace-chain.fixtures.ts';
import { TraceBuilder } from './trace-builder.ts';
import { roundTo } from './trace.rules.ts';
import type { OrderRow, OrderSupplierRow } from '../orders/index.ts';

/*
 * Order traces on the cotton pilot's map (Farm → Ginner → Spinner → Mill → Assembly; bales ≤ 0.35 ×
 * seed cotton), on chains logged through the activity endpoints and orders placed through the order
 * endpoints (test/trace-chain.fixtures.ts). Rows are written directly in two places only, each saying
 * why: a ginning that breaks the 0.35 ratio (the endpoint refuses it) and the one purchase that closes
 * a cycle (no service makes one). Each chain has its own days, so the tests share one world; the
 * stock-in-hand chain has the season's first days at the ginner, since stock in hand reaches back to
 * the start of the season.
 */

let world: ActivityWorld;
let chains: TraceChains;
let ids: ActivityWorld['facilityIds'];

const day = (iso: string, hour = 8) => new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00Z`);
const node = (trace: TTrace, facilityId: string) => trace.nodes.find((candidate) => candidate.facilityId === facilityId);
const link = (trace: TTrace, from: string, to: string) =>
  trace.links.find((candidate) => candidate.from === `f:${from}` && candidate.to === `f:${to}`);

beforeAll(async () => {
  world = await createActivityWorld();
  ids = world.facilityIds;
  chains = new TraceChains(world, 'TRC');
  await chains.addSuppliers('brand', [ids.ginner, ids.spinner, ids.mill, ids.assembly]);
}, 120_000);

afterAll(async () => {
  await world.t.close();
});

describe('confidence between 0 and 1: named inputs and stock in hand at one ginner', () => {
  let chain: { orderId: string; named: string; stock: string; later: string; sale: string };

  beforeAll(async () => {
    const named = await chains.buyManual('ginner', {
      from: ids.farmA,
      definition: 'Seed Cotton',
      kilograms: [600, 400],
      at: day('2026-04-02'),
    });
    const stock = await chains.buyManual('ginner', { from: ids.farmB, definition: 'Seed Cotton', kilograms: [500], at: day('2026-04-03') });
    const ginned = await chains.make('ginner', { inputIds: named.productIds, kilograms: [150, 150], at: day('2026-04-04') });
    const fromStock = await chains.make('ginner', { inputIds: [], kilograms: [120], at: day('2026-04-05') });
    const later = await chains.buyManual('ginner', { from: ids.farmB, definition: 'Seed Cotton', kilograms: [700], at: day('2026-04-06') });
    const bales = [...ginned.productIds, ...fromStock.productIds];
    const sale = await chains.sell('ginner', { to: ids.spinner, productIds: bales, at: day('2026-04-07') });
    const purchase = await chains.buy('spinner', { from: ids.ginner, productIds: bales, at: day('2026-04-07', 15) });
    const { orderId } = await chains.placeOrder('brand', {
      supplierId: ids.spinner,
      purchasedAt: day('2026-04-08'),
      purchaseOrderNumber: purchase.purchaseOrderNumber,
    });
    chain = { orderId, named: named.transactionId, stock: stock.transactionId, later: later.transactionId, sale: sale.transactionId };
  });

  it('counts the kilograms reached by named inputs against those reached by stock in hand', async () => {
    const trace = await chains.trace('brand', chain.orderId);
    expect(link(trace, ids.ginner, ids.spinner)?.confidence).toBe('document');
    expect(link(trace, ids.farmA, ids.ginner)).toMatchObject({ confidence: 'product', quantityKg: 1000, transactionIds: [chain.named] });
    expect(link(trace, ids.farmB, ids.ginner)).toMatchObject({ confidence: 'inferred', quantityKg: 500, transactionIds: [chain.stock] });
    expect(trace.transformations.map((entry) => entry.inputs)).toEqual(['named', 'stockInHand']);
    expect(trace.rawMaterialKg).toBe(1500);
    // 1000 kg of the 1500 kg of seed cotton on the trace is reached by documents and product IDs alone.
    expect(trace.confidence).toBe(roundTo(1000 / 1500, 4));
    expect(trace.status).toBe('partial');
  });

  it('never links stock in hand to a purchase made after the transformation', async () => {
    const trace = await chains.trace('brand', chain.orderId);
    expect(trace.links.flatMap((entry) => entry.transactionIds)).not.toContain(chain.later);
  });
});

describe('GET /orders/:id/trace', () => {
  let chain: { orderId: string; farmPurchase: string; millPurchase: string; transport: string };

  beforeAll(async () => {
    const seed = await chains.buyManual('ginner', { from: ids.farmA, definition: 'Seed Cotton', kilograms: [1000], at: day('2026-05-02') });
    const bales = await chains.make('ginner', { inputIds: seed.productIds, kilograms: [150, 150], at: day('2026-05-03') });
    await chains.byProduct('ginner', { kilograms: 600, at: day('2026-05-04') });
    await chains.sell('ginner', { to: ids.spinner, productIds: bales.productIds, at: day('2026-05-05') });
    const transport = await chains.transport('ginner', { productIds: bales.productIds, kilograms: 300, at: day('2026-05-05', 10) });
    const bought = await chains.buy('spinner', { from: ids.ginner, productIds: bales.productIds, at: day('2026-05-06') });
    const yarn = await chains.make('spinner', { inputIds: bought.productIds, kilograms: [280], at: day('2026-05-07') });
    await chains.sell('spinner', { to: ids.mill, productIds: yarn.productIds, at: day('2026-05-08') });
    const millPurchase = await chains.buy('mill', { from: ids.spinner, productIds: yarn.productIds, at: day('2026-05-09') });
    const { orderId } = await chains.placeOrder('brand', {
      supplierId: ids.mill,
      purchasedAt: day('2026-05-10'),
      purchaseOrderNumber: millPurchase.purchaseOrderNumber,
    });
    chain = { orderId, farmPurchase: seed.transactionId, millPurchase: millPurchase.transactionId, transport };
  });

  it('follows the PO to the mill’s purchase, then named inputs back to the farm, with full confidence', async () => {
    const trace = await chains.trace('brand', chain.orderId);
    expect(trace.status).toBe('complete');
    expect(trace.confidence).toBe(1);
    expect(trace.rawMaterialKg).toBe(1000);
    expect(link(trace, ids.spinner, ids.mill)?.confidence).toBe('document');
    expect(link(trace, ids.ginner, ids.spinner)?.confidence).toBe('product');
    expect(link(trace, ids.farmA, ids.ginner)).toMatchObject({
      confidence: 'product',
      quantityKg: 1000,
      transactionIds: [chain.farmPurchase],
    });
    expect(node(trace, ids.mill)).toMatchObject({ isRoot: true, tier: 1 });
    expect(node(trace, ids.spinner)?.tier).toBe(2);
    expect(node(trace, ids.farmA)).toMatchObject({ tier: 4, isRawMaterialSource: true, nonParticipating: false, verifiedShare: 100 });
    const ginning = trace.transformations.find((entry) => entry.nodeId === `f:${ids.ginner}`);
    expect(ginning).toMatchObject({ inputs: 'named', inputKg: 1000, outputKg: 300, ratio: 0.3, limitRatio: 0.35, flagged: false });
    expect(trace.flags).toEqual([]);
    // The haulier carried the bales but supplied nothing: it is not on the trace, nor is its transport.
    expect(node(trace, ids.transporter)).toBeUndefined();
    expect(trace.links.flatMap((entry) => entry.transactionIds)).not.toContain(chain.transport);
    expect(trace.records.find((record) => record.category === 'SUPPLIER_MAPPING')).toMatchObject({
      nodeId: `f:${ids.mill}`,
      transactionIds: [chain.millPurchase],
    });
    // Certifications are hidden on purchases from a farm.
    expect(trace.records.find((record) => record.id === `tx:${chain.farmPurchase}`)).toMatchObject({
      category: 'TRACED',
      supplierName: 'Akram Farm',
      hasProof: true,
      hasCertification: false,
    });
  });

  it('gives stable node ids and serves the cached trace until a facility on it logs a purchase', async () => {
    const first = await chains.trace('brand', chain.orderId);
    const again = await chains.trace('brand', chain.orderId);
    expect(again.computedAt).toBe(first.computedAt);
    expect(again.nodes.map((entry) => entry.id)).toEqual(first.nodes.map((entry) => entry.id));
    // Activity and the cache are stamped by the same clock: a purchase logged after the trace outdates it.
    const extra = await chains.buyManual('spinner', {
      from: ids.ginner,
      definition: 'Cotton Bales',
      kilograms: [10],
      at: new Date(world.t.clock.now().getTime() + 60_000),
    });
    const after = await chains.trace('brand', chain.orderId);
    expect(after.computedAt).not.toBe(first.computedAt);
    // The risk engine's levels are read afresh even from the cache.
    await world.t.database.db.update(facilities).set({ riskLevel: 'EXTREME' }).where(eq(facilities.id, ids.ginner));
    const rescored = await chains.trace('brand', chain.orderId);
    expect(rescored.computedAt).toBe(after.computedAt);
    expect(node(rescored, ids.ginner)?.riskLevel).toBe('EXTREME');
    await world.t.database.db.update(facilities).set({ riskLevel: null }).where(eq(facilities.id, ids.ginner));
    // Named inputs win: bales the spinning did not use stay off the trace.
    expect(after.links.flatMap((entry) => entry.transactionIds)).not.toContain(extra.transactionId);
    expect(after.links).toEqual(first.links);
  });

  it('recomputes after a reset (204)', async () => {
    const before = await chains.trace('brand', chain.orderId);
    world.t.clock.set(new Date(world.t.clock.now().getTime() + 1000));
    const reset = await chains.call('brand', 'POST', `/orders/${chain.orderId}/trace/reset`);
    expect(reset.statusCode).toBe(204);
    const after = await chains.trace('brand', chain.orderId);
    expect(after.computedAt).not.toBe(before.computedAt);
    expect(after.links).toEqual(before.links);
  });

  it('computes an outdated trace once for readers who ask for it at the same moment', async () => {
    const reset = await chains.call('brand', 'POST', `/orders/${chain.orderId}/trace/reset`);
    expect(reset.statusCode).toBe(204);
    const build = vi.spyOn(TraceBuilder.prototype, 'build');
    try {
      const traces = await Promise.all(Array.from({ length: 6 }, () => chains.trace('brand', chain.orderId)));
      // The first reader's computation, and at most one more for those who came while it ran.
      expect(build.mock.calls.length).toBeGreaterThanOrEqual(1);
      expect(build.mock.calls.length).toBeLessThanOrEqual(2);
      for (const trace of traces) expect(trace.links).toEqual(traces[0]!.links);
    } finally {
      build.mockRestore();
    }
  });

  it('answers 404 for another brand’s order, another organisation’s order and an unknown one', async () => {
    await chains.signUpOtherBrand();
    await chains.addSuppliers('otherBrand', [ids.spinner]);
    const otherBrandOrder = await chains.placeOrder('otherBrand', { supplierId: ids.spinner, purchasedAt: day('2026-05-10') });
    const producerOrder = await chains.placeOrder('spinner', { supplierId: ids.spinner, purchasedAt: day('2026-05-10') });
    const unknown = await chains.call('brand', 'GET', '/orders/00000000-0000-4000-8000-000000000000/trace');
    expect(unknown.statusCode).toBe(404);
    for (const [who, orderId] of [
      ['brand', otherBrandOrder.orderId],
      ['brand', producerOrder.orderId],
      ['otherBrand', chain.orderId],
      ['spinner', chain.orderId],
    ] as const) {
      const response = await chains.call(who, 'GET', `/orders/${orderId}/trace`);
      expect(response.statusCode, who).toBe(404);
      expect(response.json()).toEqual(unknown.json());
    }
    expect((await chains.call('brand', 'POST', `/orders/${otherBrandOrder.orderId}/trace/reset`)).statusCode).toBe(404);
    // Its own order is there for the other brand.
    expect((await chains.call('otherBrand', 'GET', `/orders/${otherBrandOrder.orderId}/trace`)).statusCode).toBe(200);
  });

  it('refuses a malformed id with field details', async () => {
    const response = await chains.call('brand', 'GET', '/orders/not-a-uuid/trace');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ path: 'params.id' })]);
  });
});

describe('manual purchases, non-participating farms, brokers and cycles', () => {
  it('names a purchase without a seller "Non-participating Farm" and counts it as raw material', async () => {
    const purchase = await chains.buyManual('ginner', { from: null, definition: 'Seed Cotton', kilograms: [400], at: day('2026-05-12') });
    const { orderId } = await chains.placeOrder('brand', {
      supplierId: ids.ginner,
      purchasedAt: day('2026-05-13'),
      purchaseOrderNumber: purchase.purchaseOrderNumber,
    });
    const trace = await chains.trace('brand', orderId);
    const farm = trace.nodes.find((entry) => entry.nonParticipating);
    expect(farm).toMatchObject({ name: 'Non-participating Farm', facilityId: null, isRawMaterialSource: true, roleId: world.roleIds.FARM });
    expect(farm?.id).toBe(`np:${world.roleIds.FARM}:${ids.ginner}`);
    expect(trace).toMatchObject({ status: 'complete', confidence: 1, rawMaterialKg: 400 });
    expect(trace.links).toEqual([expect.objectContaining({ from: farm?.id, transactionIds: [purchase.transactionId], quantityKg: 400 })]);
    const french = (await chains.call('brand', 'GET', `/orders/${orderId}/trace`, undefined, 'fr')).json() as TTrace;
    expect(french.nodes.find((entry) => entry.nonParticipating)?.name).toMatch(/non participant/);
  });

  it('puts a purchase of manual products on the trace with its seller and its kilograms', async () => {
    const purchase = await chains.buyManual('spinner', {
      from: ids.ginner,
      definition: 'Cotton Bales',
      kilograms: [170, 130],
      at: day('2026-06-20'),
    });
    const { orderId } = await chains.placeOrder('brand', {
      supplierId: ids.spinner,
      purchasedAt: day('2026-06-21'),
      purchaseOrderNumber: purchase.purchaseOrderNumber,
    });
    const trace = await chains.trace('brand', orderId);
    expect(link(trace, ids.ginner, ids.spinner)).toMatchObject({
      confidence: 'document',
      quantityKg: 300,
      transactionIds: [purchase.transactionId],
    });
    expect(trace.records.find((record) => record.id === `tx:${purchase.transactionId}`)).toMatchObject({
      category: 'TRACED',
      supplierName: node(trace, ids.ginner)?.name,
      quantityKg: 300,
      hasProof: true,
      confidence: 'document',
    });
    // Nobody logged where manual bales came from: the ginner is as far as the trace goes.
    expect(trace.links).toHaveLength(1);
    expect(trace.rawMaterialKg).toBeNull();
  });

  it('keeps a broker on the trace with the intermediary marker on its links', async () => {
    const seed = await chains.buyManual('ginner', { from: ids.farmA, definition: 'Seed Cotton', kilograms: [600], at: day('2026-05-14') });
    const bales = await chains.make('ginner', { inputIds: seed.productIds, kilograms: [170], at: day('2026-05-15') });
    await chains.sell('ginner', { to: ids.broker, productIds: bales.productIds, at: day('2026-05-16') });
    const purchase = await chains.buy('spinner', { from: ids.broker, productIds: bales.productIds, at: day('2026-05-17') });
    const { orderId } = await chains.placeOrder('brand', {
      supplierId: ids.spinner,
      purchasedAt: day('2026-05-18'),
      purchaseOrderNumber: purchase.purchaseOrderNumber,
    });
    const trace = await chains.trace('brand', orderId);
    expect(node(trace, ids.broker)?.isBroker).toBe(true);
    expect(link(trace, ids.broker, ids.spinner)).toMatchObject({ viaBroker: true, confidence: 'document' });
    expect(link(trace, ids.ginner, ids.broker)).toMatchObject({ viaBroker: true, confidence: 'product' });
    expect(link(trace, ids.farmA, ids.ginner)).toMatchObject({ confidence: 'product', transactionIds: [seed.transactionId] });
    expect(trace.confidence).toBe(1);
  });

  it('expands a broker whose products lead nowhere into its partners that sell to the buyer (inferred)', async () => {
    const purchase = await chains.buyManual('spinner', {
      from: ids.broker,
      definition: 'Cotton Bales',
      kilograms: [160],
      at: day('2026-05-20'),
    });
    const { orderId } = await chains.placeOrder('brand', {
      supplierId: ids.spinner,
      purchasedAt: day('2026-05-21'),
      purchaseOrderNumber: purchase.purchaseOrderNumber,
    });
    const trace = await chains.trace('brand', orderId);
    expect(link(trace, ids.broker, ids.spinner)).toMatchObject({ confidence: 'document', transactionIds: [purchase.transactionId] });
    expect(link(trace, ids.ginner, ids.broker)).toMatchObject({ confidence: 'inferred', viaBroker: true, transactionIds: [] });
    // The spinner partners the broker too, but it buys from ginners, not from spinners.
    expect(link(trace, ids.spinner, ids.broker)).toBeUndefined();
  });

  it('stops at a cycle: products that come back to a facility are followed once', async () => {
    const seed = await chains.buyManual('ginner', { from: ids.farmA, definition: 'Seed Cotton', kilograms: [500], at: day('2026-05-23') });
    const bales = await chains.make('ginner', { inputIds: seed.productIds, kilograms: [150], at: day('2026-05-24') });
    await chains.sell('ginner', { to: ids.broker, productIds: bales.productIds, at: day('2026-05-25') });
    const purchase = await chains.buy('spinner', { from: ids.broker, productIds: bales.productIds, at: day('2026-05-26') });
    // No service makes a cycle: a product is bought once, and a spinner may not sell bales. The one
    // row that closes it: the broker buying the bale back from the spinner.
    const db = world.t.database.db;
    const back = await insertTransactionRow(db, {
      type: 1,
      fromFacilityId: ids.spinner,
      toFacilityId: ids.broker,
      facilityId: ids.broker,
      purchaseOrderNumber: 'TRC-CYCLE-BACK',
      totalWeight: 150,
      weightUnit: 'Kilograms',
      totalWeightKg: 150,
      transactedAt: day('2026-05-27'),
    });
    await insertTransactionItemRows(db, [{ transactionId: back, productId: bales.productIds[0]! }]);
    const { orderId } = await chains.placeOrder('brand', {
      supplierId: ids.spinner,
      purchasedAt: day('2026-05-28'),
      purchaseOrderNumber: purchase.purchaseOrderNumber,
    });
    const response = await chains.call('brand', 'GET', `/orders/${orderId}/trace`);
    expect(response.statusCode).toBe(200);
    const trace = response.json() as TTrace;
    expect(link(trace, ids.broker, ids.spinner)).toBeDefined();
    expect(link(trace, ids.spinner, ids.broker)).toMatchObject({ transactionIds: [back] });
    expect(link(trace, ids.farmA, ids.ginner)?.transactionIds).toEqual([seed.transactionId]);
    const carried = trace.links.flatMap((entry) => entry.transactionIds);
    expect(new Set(carried).size).toBe(carried.length);
  });
});

describe('documents, windows and plausibility', () => {
  it('matches an order supplier by invoice number, and flags bales over 0.35 of the seed cotton', async () => {
    const seed = await chains.buyManual('ginner', { from: ids.farmA, definition: 'Seed Cotton', kilograms: [100], at: day('2026-06-10') });
    // A ginning the endpoint refuses (50 kg of bales from 100 kg of seed cotton breaks the map's
    // calculated field), so its rows are written directly: the flag is what this test is about.
    const db = world.t.database.db;
    const bales = await insertLots(world, ids.ginner, 'Cotton Bales', [{ quantity: 50 }]);
    const transformationId = await insertTransformationRow(db, { facilityId: ids.ginner, transformedAt: day('2026-06-11') });
    await insertTransformationItemRows(db, [
      { transformationId, productId: seed.productIds[0]!, role: 'input' },
      { transformationId, productId: bales[0]!, role: 'output' },
    ]);
    const sale = await chains.sell('ginner', { to: ids.spinner, productIds: bales, at: day('2026-06-12') });
    const { orderId, rootId } = await chains.placeOrder('brand', { supplierId: ids.spinner, purchasedAt: day('2026-06-16') });
    await chains.addOrderSupplier('brand', orderId, {
      parentId: rootId,
      supplierId: ids.ginner,
      purchasedAt: day('2026-06-12', 12),
      invoiceNumber: sale.invoiceNumber,
    });
    const trace = await chains.trace('brand', orderId);
    expect(trace.transformations.find((entry) => entry.id === transformationId)).toMatchObject({
      ratio: 0.5,
      limitRatio: 0.35,
      flagged: true,
    });
    const flag = trace.flags.find((entry) => entry.kind === 'ratio');
    expect(flag).toMatchObject({ nodeId: `f:${ids.ginner}`, transformationId });
    expect(flag?.message).toContain('0.35');
    expect(link(trace, ids.farmA, ids.ginner)).toMatchObject({ confidence: 'product', transactionIds: [seed.transactionId] });
    expect(node(trace, ids.ginner)).toMatchObject({ tier: 2, orderSupplierId: expect.any(String) });
    expect(link(trace, ids.ginner, ids.spinner)).toMatchObject({ confidence: 'document', transactionIds: [sale.transactionId] });
  });

  it('falls back to a date window that widens by two weeks per hop, with a no-direct-match notice', async () => {
    const orderDate = day('2026-09-01');
    const outside = await chains.buyManual('ginner', {
      from: ids.farmB,
      definition: 'Seed Cotton',
      kilograms: [400],
      at: day('2026-07-28'),
    });
    const inside = await chains.buyManual('ginner', {
      from: ids.farmA,
      definition: 'Seed Cotton',
      kilograms: [300],
      at: day('2026-08-12'),
    });
    const bales = await chains.buyManual('spinner', {
      from: ids.ginner,
      definition: 'Cotton Bales',
      kilograms: [120],
      at: day('2026-08-27'),
    });
    const { orderId } = await chains.placeOrder('brand', { supplierId: ids.spinner, purchasedAt: orderDate });
    const trace = await chains.trace('brand', orderId);
    const notice = trace.flags.find((entry) => entry.kind === 'noDirectMatch');
    expect(notice).toMatchObject({ nodeId: `f:${ids.spinner}`, period: { from: '2026-08-18T08:00:00.000Z', to: orderDate.toISOString() } });
    expect(notice?.message).toContain('18/08/2026');
    expect(link(trace, ids.ginner, ids.spinner)).toMatchObject({ confidence: 'inferred', transactionIds: [bales.transactionId] });
    // The manual bales lead nowhere at the ginner: its window is four weeks, so the seed cotton of
    // 12 August is in it and that of 28 July is not.
    expect(link(trace, ids.farmA, ids.ginner)).toMatchObject({ confidence: 'inferred', transactionIds: [inside.transactionId] });
    expect(trace.links.flatMap((entry) => entry.transactionIds)).not.toContain(outside.transactionId);
    expect(node(trace, ids.farmB)).toBeUndefined();
    expect(trace).toMatchObject({ status: 'partial', confidence: 0, rawMaterialKg: 300 });
  });

  it('flags a facility that sold more in its window than it bought and made', async () => {
    // Spun in the last weeks of one reconciliation window, sold in the first days of the next.
    const bales = await chains.buyManual('spinner', {
      from: ids.ginner,
      definition: 'Cotton Bales',
      kilograms: [300],
      at: day('2027-03-20'),
    });
    const yarn = await chains.make('spinner', { inputIds: bales.productIds, kilograms: [280], at: day('2027-03-22') });
    const sale = await chains.sell('spinner', { to: ids.mill, productIds: yarn.productIds, at: day('2027-04-05') });
    const { orderId } = await chains.placeOrder('brand', {
      supplierId: ids.spinner,
      purchasedAt: day('2027-04-06'),
      invoiceNumber: sale.invoiceNumber,
    });
    const trace = await chains.trace('brand', orderId);
    const flag = trace.flags.find((entry) => entry.kind === 'oversold');
    expect(flag).toMatchObject({ nodeId: `f:${ids.spinner}`, period: { from: '2027-04-01T00:00:00.000Z' } });
    expect(flag?.message).toContain('280 kg');
    expect(trace.records.find((record) => record.category === 'SUPPLIER_MAPPING')?.transactionIds).toEqual([sale.transactionId]);
    expect(link(trace, ids.ginner, ids.spinner)).toMatchObject({ confidence: 'product', transactionIds: [bales.transactionId] });
  });

  it('says whom to ask when an order supplier has logged nothing', async () => {
    const { orderId } = await chains.placeOrder('brand', { supplierId: ids.assembly, purchasedAt: day('2026-04-10') });
    const trace = await chains.trace('brand', orderId);
    expect(trace.status).toBe('insufficient');
    expect(trace.confidence).toBeNull();
    const missing = trace.flags.find((entry) => entry.kind === 'missing');
    expect(missing?.message).toMatch(/^Insufficient information to complete trace: ask .+ to log its transactions\.$/);
  });
});

describe('cost', () => {
  /** Farm → ginner → spinner with `lots` lots at every hop, ginned with named inputs; the statements the trace ran. */
  async function statementsFor(lots: number, firstDay: string) {
    const db = world.t.database.db;
    const start = day(firstDay);
    const hour = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
    const seed = await chains.buyManual('ginner', {
      from: ids.farmA,
      definition: 'Seed Cotton',
      kilograms: Array.from({ length: lots }, () => 100),
      at: start,
    });
    const bales = await chains.make('ginner', {
      inputIds: seed.productIds,
      kilograms: Array.from({ length: lots }, () => 30),
      at: hour(1),
    });
    await chains.sell('ginner', { to: ids.spinner, productIds: bales.productIds, at: hour(2) });
    const purchase = await chains.buy('spinner', { from: ids.ginner, productIds: bales.productIds, at: hour(3) });
    const { orderId } = await chains.placeOrder('brand', {
      supplierId: ids.spinner,
      purchasedAt: hour(24),
      purchaseOrderNumber: purchase.purchaseOrderNumber,
    });
    const order = (await db.query.orders.findFirst({ where: (table, { eq }) => eq(table.id, orderId) })) as unknown as OrderRow;
    const suppliers = (await db.query.orderSuppliers.findMany({
      where: (table, { eq }) => eq(table.orderId, orderId),
    })) as unknown as OrderSupplierRow[];
    const builder = new TraceBuilder(db);
    const trace = await builder.build(order, suppliers);
    return { ...builder.cost, trace };
  }

  it('runs the same few statements per hop level whether a hop carries 1 lot or 40', async () => {
    const one = await statementsFor(1, '2026-10-01');
    const many = await statementsFor(40, '2026-10-05');
    expect(many.trace.rawMaterialKg).toBe(4000);
    expect(many.trace.links.find((entry) => entry.from === `f:${ids.farmA}`)?.transactionIds).toHaveLength(1);
    expect(many.statements).toBe(one.statements);
    expect(many.levels).toBe(one.levels);
    // Map, facilities, documents, two statements per level, and the closing reads.
    expect(one.statements).toBeLessThanOrEqual(12 + 5 * one.levels);
  }, 60_000);
});
