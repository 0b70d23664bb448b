import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderTraces } from '../../db/schema/index.ts';

export interface CachedTraceRow {
  result: unknown;
  facilityIds: string[];
  computedAt: Date;
}

export async function findCachedTrace(db: Executor, orderId: string): Promise<CachedTraceRow | undefined> {
  const [row] = await db
    .select({ result: orderTraces.result, facilityIds: orderTraces.facilityIds, computedAt: orderTraces.computedAt })
    .from(orderTraces)
    .where(eq(orderTraces.orderId, orderId));
  return row;
}

/** Stores a computed trace with the moment it was computed, by the clock the services stamp activity with. */
export async function saveCachedTrace(
  db: Executor,
  orderId: string,
  result: unknown,
  facilityIds: readonly string[],
  computedAt: Date,
): Promise<void> {
  await db
    .insert(orderTraces)
    .values({ orderId, result, facilityIds: [...facilityIds], computedAt })
    .onConflictDoUpdate({ target: orderTraces.orderId, set: { result, facilityIds: [...facilityIds], computedAt } });
}

export async function deleteCachedTrace(db: Executor, orderId: string): Promise<void> {
  await db.delete(orderTraces).where(eq(orderTraces.orderId, orderId));
}
