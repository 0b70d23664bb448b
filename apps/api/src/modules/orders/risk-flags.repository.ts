import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { facilities, orderRiskFlags, orderSuppliers, orders, orderTraces } from '../../db/schema/index.ts';

export type OrderRiskFlagRow = typeof orderRiskFlags.$inferSelect & { facilityName: string };

export interface ReachingOrderRow {
  id: string;
  ownerFacilityId: string | null;
  createdById: string | null;
  purchaseOrderNumber: string;
}

/**
 * The orders whose trace reaches a facility: it is one of their order suppliers, or on their last computed
 * trace. An order never traced yet is reached only through its order suppliers.
 */
export function findOrdersReaching(db: Executor, facilityId: string): Promise<ReachingOrderRow[]> {
  return db
    .select({
      id: orders.id,
      ownerFacilityId: orders.ownerFacilityId,
      createdById: orders.createdById,
      purchaseOrderNumber: orders.purchaseOrderNumber,
    })
    .from(orders)
    .where(
      or(
        inArray(
          orders.id,
          db.select({ id: orderSuppliers.orderId }).from(orderSuppliers).where(eq(orderSuppliers.supplierFacilityId, facilityId)),
        ),
        inArray(
          orders.id,
          db
            .select({ id: orderTraces.orderId })
            .from(orderTraces)
            .where(sql`${facilityId}::uuid = any(${orderTraces.facilityIds})`),
        ),
      ),
    );
}

/** Adds the flags not there yet; answers the orders newly flagged (the ones whose owners are told). */
export async function insertOrderRiskFlags(
  db: Executor,
  rows: readonly Omit<typeof orderRiskFlags.$inferInsert, 'id'>[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await db
    .insert(orderRiskFlags)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ orderId: orderRiskFlags.orderId });
  return new Set(inserted.map((row) => row.orderId));
}

/** The flags of the given orders with their facility's name, newest first. */
export async function findOrderRiskFlags(db: Executor, orderIds: readonly string[]): Promise<OrderRiskFlagRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ flag: orderRiskFlags, facilityName: facilities.name })
    .from(orderRiskFlags)
    .innerJoin(facilities, eq(facilities.id, orderRiskFlags.facilityId))
    .where(inArray(orderRiskFlags.orderId, [...orderIds]))
    .orderBy(desc(orderRiskFlags.createdAt));
  return rows.map((row) => ({ ...row.flag, facilityName: row.facilityName }));
}
