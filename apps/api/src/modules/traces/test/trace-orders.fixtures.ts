import { eq } from 'drizzle-orm';
import { orderSuppliers, orders, transactions, users } from '../../../db/schema/index.ts';
import type { ActivityWorld, TWho } from '../../../test/world/activity-world.ts';

/*
 * Orders for trace tests, written as the orders module leaves them (an order, and its first order
 * supplier carrying the order's own documents): the trace is what these tests are about.
 */

export interface TOrderDocuments {
  purchaseOrderNumber?: string | null;
  invoiceNumber?: string | null;
  packingListNumber?: string | null;
}

let sequence = 0;

/** The facility an account belongs to (the organisation that owns its orders); null for an administrator. */
export async function organisationOf(world: ActivityWorld, who: TWho): Promise<string | null> {
  if (who === 'admin' || who === 'superAdmin') return null;
  const email = who === 'brand' ? 'brand@demo.opentrace.local' : `${who}@demo.opentrace.local`;
  const [user] = await world.t.database.db.select({ facilityId: users.facilityId }).from(users).where(eq(users.email, email));
  return user?.facilityId ?? null;
}

export async function insertOrder(
  world: ActivityWorld,
  values: { owner: string | null; supplierId: string; purchasedAt: Date } & TOrderDocuments,
): Promise<{ orderId: string; rootId: string }> {
  const db = world.t.database.db;
  sequence += 1;
  const purchaseOrderNumber = values.purchaseOrderNumber ?? `ORDER-${sequence}`;
  const [order] = await db
    .insert(orders)
    .values({
      ownerFacilityId: values.owner,
      purchaseOrderNumber,
      purchasedAt: values.purchasedAt,
      productDescription: 'Garments',
      quantity: 100,
      quantityUnit: 'Kilograms',
      invoiceNumber: values.invoiceNumber ?? null,
      packingListNumber: values.packingListNumber ?? null,
    })
    .returning({ id: orders.id });
  const rootId = await addOrderSupplier(world, order!.id, null, values.supplierId, values.purchasedAt, {
    purchaseOrderNumber,
    invoiceNumber: values.invoiceNumber ?? null,
    packingListNumber: values.packingListNumber ?? null,
  });
  return { orderId: order!.id, rootId };
}

export async function addOrderSupplier(
  world: ActivityWorld,
  orderId: string,
  parentId: string | null,
  supplierId: string,
  purchasedAt: Date,
  documents: TOrderDocuments,
): Promise<string> {
  const [row] = await world.t.database.db
    .insert(orderSuppliers)
    .values({
      orderId,
      parentId,
      supplierFacilityId: supplierId,
      purchasedAt,
      purchaseOrderNumber: documents.purchaseOrderNumber ?? null,
      invoiceNumber: documents.invoiceNumber ?? null,
      packingListNumber: documents.packingListNumber ?? null,
    })
    .returning({ id: orderSuppliers.id });
  return row!.id;
}

/** The document numbers a logged transaction carries. */
export async function documentsOf(world: ActivityWorld, transactionId: string) {
  const [row] = await world.t.database.db
    .select({
      purchaseOrderNumber: transactions.purchaseOrderNumber,
      invoiceNumber: transactions.invoiceNumber,
      packingListNumber: transactions.packingListNumber,
    })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return row!;
}
