import type { TOrderDetail, TOrderInputFields } from '@opentrace/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderTraces, rolePermissions } from '../../../db/schema/index.ts';
import { createSupplierWorld, type SupplierWorld, type TSupplierCaller } from '../../suppliers/test/supplier-world.fixtures.ts';

/**
 * Orders on the cotton pilot's map (Farm → Ginner → Spinner → Mill → Final Product Assembly), built
 * through the API: brands add their suppliers and place orders, the demo spinner (a producer that
 * traces products) orders from itself, and the administrators, whose role is given TRACE_PRODUCT as a
 * platform would configure it, share their orders. The clock stands a little after the orders' dates.
 */

export type TOrderCaller = TSupplierCaller;

export interface OrderWorld extends SupplierWorld {
  /** Places an order as `who` and expects it to succeed. */
  placeOrder(who: TOrderCaller, fields: Partial<TOrderInputFields> & { supplierId: string }): Promise<TOrderDetail>;
  /** Adds a further order supplier and expects it to succeed; answers the order. */
  addOrderSupplier(who: TOrderCaller, orderId: string, fields: Record<string, unknown>): Promise<TOrderDetail>;
  /** Adds existing facilities to a brand's suppliers. */
  addSuppliers(who: TOrderCaller, facilityIds: readonly string[]): Promise<void>;
  /** Stores a computed trace for the order, as the traces module caches one (kept when one is there). */
  cacheTrace(orderId: string): Promise<void>;
  hasCachedTrace(orderId: string): Promise<boolean>;
}

export const ORDER_DATE = '2026-03-10T09:00:00.000Z';
/** The moment the world's clock stands at: the orders' dates are in its past. */
export const WORLD_NOW = new Date('2026-04-01T12:00:00Z');

let poSequence = 0;

export async function createOrderWorld(): Promise<OrderWorld> {
  const w = await createSupplierWorld();
  w.t.clock.set(WORLD_NOW);
  const db = w.t.database.db;
  const tracing = [w.roleIds.ADMIN, w.roleIds.SUPER_ADMIN].map((roleId) => ({ roleId: roleId as string, permissionKey: 'TRACE_PRODUCT' }));
  await w.t.changeBehindTheApp(() => db.insert(rolePermissions).values(tracing));
  const granted = await db
    .select()
    .from(rolePermissions)
    .where(
      and(
        eq(rolePermissions.permissionKey, 'TRACE_PRODUCT'),
        inArray(
          rolePermissions.roleId,
          tracing.map((grant) => grant.roleId),
        ),
      ),
    );
  expect(granted).toHaveLength(2);

  return {
    ...w,
    async placeOrder(who, fields) {
      poSequence += 1;
      // Each order a moment after the last, so "newest first" has one answer.
      w.t.clock.advance(1000);
      const response = await w.call(who, 'POST', '/api/orders', {
        purchaseOrderNumber: `PO-${poSequence}`,
        purchasedAt: ORDER_DATE,
        productDescription: 'Cotton T-shirts',
        quantity: 1200,
        quantityUnit: 'Units',
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as TOrderDetail;
    },
    async addOrderSupplier(who, orderId, fields) {
      const response = await w.call(who, 'POST', `/api/orders/${orderId}/suppliers`, { purchasedAt: ORDER_DATE, ...fields });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as TOrderDetail;
    },
    async addSuppliers(who, facilityIds) {
      for (const facilityId of facilityIds) {
        const response = await w.call(who, 'POST', '/api/brands/suppliers', { facilityId });
        expect(response.statusCode, response.body).toBe(201);
      }
    },
    async cacheTrace(orderId) {
      await db
        .insert(orderTraces)
        .values({ orderId, result: { nodes: [] }, facilityIds: [], computedAt: w.t.clock.now() })
        .onConflictDoNothing();
    },
    async hasCachedTrace(orderId) {
      return (await db.select({ orderId: orderTraces.orderId }).from(orderTraces).where(eq(orderTraces.orderId, orderId))).length > 0;
    },
  };
}
