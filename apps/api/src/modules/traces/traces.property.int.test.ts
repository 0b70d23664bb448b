import type { TTrace } from '@opentrace/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, createActivityWorld } from '../../test/world/activity-world.ts';
import { insertTransformationItemRows, insertTransformationRow } from '../../test/world/raw-rows.ts';
import { givePurchase, insertLots, insertTransaction } from '../../test/world/transformations.ts';
import { documentsOf, insertOrder, organisationOf } from './test/trace-orders.fixtures.ts';

/*
 * The trace's promise, checked on random chains: every facility that really supplied the order (by
 * construction) is on the trace, and no facility that did not is reached through a document or
 * product link. Chains run farm → ginner → spinner → mill → assembly, cut at a random length; each
 * processor either transforms what it bought (named inputs) or sells it on as it is; decoy purchases
 * from a second farm and a stranger spinner land at every facility of the chain around the same days.
 */

let world: ActivityWorld;
let brandId: string;
let run = 0;

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFINITIONS = ['Seed Cotton', 'Cotton Bales', 'Yarn', 'Fabric', 'Finished Good'] as const;

beforeAll(async () => {
  world = await createActivityWorld();
  brandId = (await organisationOf(world, 'brand')) as string;
});

afterAll(async () => {
  await world.t.close();
});

async function trade(from: string, to: string, productIds: readonly string[], transactedAt: Date): Promise<string> {
  await insertTransaction(world, { type: 2, from, to, productIds, transactedAt });
  return insertTransaction(world, { type: 1, from, to, productIds, transactedAt });
}

describe('random chains', () => {
  it('reach every real supplier and no decoy through document or product links', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          length: fc.integer({ min: 2, max: 5 }),
          transforms: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
          decoys: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 5, maxLength: 5 }),
          kg: fc.integer({ min: 100, max: 5000 }),
        }),
        async ({ length, transforms, decoys, kg }) => {
          run += 1;
          const ids = world.facilityIds;
          const chain = [ids.farmA, ids.ginner, ids.spinner, ids.mill, ids.assembly].slice(0, length);
          const start = new Date(Date.UTC(2026, 4, 1) + run * 3 * DAY_MS);
          let moment = start;
          let products = await givePurchase(world, {
            buyer: chain[1]!,
            seller: chain[0]!,
            definition: 'Seed Cotton',
            lots: [{ quantity: kg }],
            transactedAt: moment,
          });
          let lastPurchase = (await world.t.database.db.query.transactionItems.findFirst({
            where: (table, { eq }) => eq(table.productId, products[0]!),
          }))!.transactionId;
          for (let step = 1; step < chain.length - 1; step += 1) {
            const holder = chain[step]!;
            moment = new Date(moment.getTime() + DAY_MS / 4);
            if (transforms[step - 1]) {
              const outputs = await insertLots(world, holder, DEFINITIONS[step]!, [{ quantity: Math.floor(kg / 4) }]);
              const transformationId = await insertTransformationRow(world.t.database.db, { facilityId: holder, transformedAt: moment });
              await insertTransformationItemRows(world.t.database.db, [
                ...products.map((productId) => ({ transformationId, productId, role: 'input' as const })),
                ...outputs.map((productId) => ({ transformationId, productId, role: 'output' as const })),
              ]);
              products = outputs;
            }
            moment = new Date(moment.getTime() + DAY_MS / 4);
            lastPurchase = await trade(holder, chain[step + 1]!, products, moment);
          }
          for (const [index, count] of decoys.entries()) {
            const buyer = chain[Math.min(index, chain.length - 1)]!;
            if (buyer === ids.farmA) continue;
            for (let decoy = 0; decoy < count; decoy += 1) {
              const seller = decoy % 2 === 0 ? ids.farmB : ids.strangerSpinner;
              await givePurchase(world, {
                buyer,
                seller,
                definition: 'Cotton Bales',
                lots: [{ quantity: 90 }],
                transactedAt: new Date(start.getTime() + (decoy * DAY_MS) / 8),
              });
            }
          }
          const { orderId } = await insertOrder(world, {
            owner: brandId,
            supplierId: chain[chain.length - 1]!,
            purchasedAt: new Date(moment.getTime() + DAY_MS),
            purchaseOrderNumber: (await documentsOf(world, lastPurchase)).purchaseOrderNumber,
          });
          const response = await world.call('brand', 'GET', `/orders/${orderId}/trace?fresh=true`);
          expect(response.statusCode, response.body).toBe(200);
          const trace = response.json() as TTrace;
          const onTrace = new Set(trace.nodes.map((node) => node.facilityId));
          for (const facilityId of chain) expect(onTrace.has(facilityId)).toBe(true);
          const byId = new Map(trace.nodes.map((node) => [node.id, node.facilityId]));
          const reachedByEvidence = trace.links.filter((link) => link.confidence !== 'inferred').map((link) => byId.get(link.from));
          for (const facilityId of reachedByEvidence) expect(chain).toContain(facilityId);
          expect(trace).toMatchObject({ status: 'complete', confidence: 1, rawMaterialKg: kg });
        },
      ),
      { numRuns: 8, seed: 19 },
    );
  });
});
