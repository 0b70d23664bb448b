import { eq, sql } from 'drizzle-orm';
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

/**
 * Stores a computed trace stamped with the database's clock as read before the trace's reads (the clock
 * transactions' created_at use), so activity logged while it was computed outdates it too.
 */
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

/** The database's clock, read before a trace's own reads: activity logged after it outdates the trace. */
export async function findDatabaseNow(db: Executor): Promise<Date> {
  // Milliseconds, rounded down: a moment a little early only ever makes the cache more careful.
  const [row] = await db.select({ now: sql<string>`floor(extract(epoch from now()) * 1000)::text` }).from(sql`(select 1) as clock`);
  return new Date(Number(row!.now));
}
