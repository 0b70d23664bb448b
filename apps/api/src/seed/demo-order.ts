import { ZOrderInput } from '@opentrace/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { Database } from '../db/client.ts';
import { appMeta, orders, transactions, TRANSACTION_TYPES } from '../db/schema/index.ts';
import { OrdersService } from '../modules/orders/index.ts';
import { demoActor } from './demo-actors.ts';
import { DEMO_PRODUCERS } from './demo-producers.ts';
import { DEMO_SEASON } from './demo-season.ts';

const DEMO_ORDER_KEY = 'demo_order_version';
const DEMO_ORDER_VERSION = '1';
const DEMO_BRAND = 'brand@demo.opentrace.local';
const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo brand's order for the garment maker's T-shirts (issue "Tracing": a demo order whose trace
 * reaches the farms), placed as the brand places it on its Trace product screen. The order names the
 * garment maker's purchase of the fabric by its PO, as DOMAIN.md §5.2 matches it, so the trace runs by
 * documents and product IDs from the T-shirts back to the farm group's farms and the farmer outside it.
 *
 * A step of its own, like the product chain: a demo data folder seeded before it gets the order at its
 * next start, and it writes nothing when the chain is not there (a demo someone has started using).
 */
export async function loadDemoOrder(db: Database, clock: Clock): Promise<void> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_ORDER_KEY));
  if (done) return;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await placeDemoOrder(tx, clock);
    await tx.insert(appMeta).values({ key: DEMO_ORDER_KEY, value: DEMO_ORDER_VERSION });
  });
}

async function placeDemoOrder(tx: Database, clock: Clock): Promise<void> {
  const assembly = await demoActor(tx, DEMO_PRODUCERS.assembly.email);
  const assemblyId = assembly.principal.facilityId;
  if (!assemblyId) return;
  const [fabricPurchase] = await tx
    .select({ transactedAt: transactions.transactedAt })
    .from(transactions)
    .where(
      and(
        eq(transactions.type, TRANSACTION_TYPES.PURCHASE),
        eq(transactions.toFacilityId, assemblyId),
        eq(transactions.purchaseOrderNumber, DEMO_SEASON.assemblyPurchase.order),
        isNull(transactions.deletedAt),
      ),
    );
  if (!fabricPurchase) return;
  const brand = await demoActor(tx, DEMO_BRAND);
  const [placed] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.ownerFacilityId, brand.principal.facilityId as string));
  if ((placed?.n ?? 0) > 0) return;

  const [tShirts] = DEMO_SEASON.sewing.outputs;
  if (!tShirts) return;
  // The brand orders once the garments are sewn: a day after the fabric came in, never after now.
  const purchasedAt = new Date(Math.min(fabricPurchase.transactedAt.getTime() + 24 * HOUR_MS, clock.now().getTime() - HOUR_MS));
  await new OrdersService(tx, clock).create(
    brand.principal,
    ZOrderInput.parse({
      supplierId: assemblyId,
      purchaseOrderNumber: DEMO_SEASON.assemblyPurchase.order,
      purchasedAt: purchasedAt.toISOString(),
      productDescription: tShirts.description,
      quantity: tShirts.kilograms,
      quantityUnit: 'Kilograms',
    }),
    brand.context,
  );
}
