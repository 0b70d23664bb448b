import { and, asc, desc, eq, inArray, isNotNull, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { QR_CODE_STATUSES, qrCodeBatches, qrCodes, users } from '../../db/schema/index.ts';

export interface BatchRow {
  id: string;
  name: string;
  quantity: number;
  createdAt: Date;
  completedAt: Date | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
}

export interface CodeCounts {
  totalEncoded: number;
  totalActive: number;
  totalDispensed: number;
}

const isLive = isNull(qrCodeBatches.deletedAt);
export const isCompleted = isNotNull(qrCodeBatches.completedAt);
export const isIncomplete = isNull(qrCodeBatches.completedAt);

function batchQuery(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: qrCodeBatches.id,
      name: qrCodeBatches.name,
      quantity: qrCodeBatches.quantity,
      createdAt: qrCodeBatches.createdAt,
      completedAt: qrCodeBatches.completedAt,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
    })
    .from(qrCodeBatches)
    .leftJoin(users, eq(users.id, qrCodeBatches.createdById))
    .where(and(isLive, where));
}

export async function insertBatch(
  db: Executor,
  values: { name: string; quantity: number; createdById: string; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(qrCodeBatches).values(values).returning({ id: qrCodeBatches.id });
  return row!.id;
}

/** Inserts the codes no batch has taken yet and says how many that was. */
export async function insertFreeCodes(db: Executor, batchId: string, codes: readonly string[], now: Date): Promise<number> {
  if (codes.length === 0) return 0;
  const inserted = await db
    .insert(qrCodes)
    .values(codes.map((code) => ({ batchId, code, updatedAt: now })))
    .onConflictDoNothing({ target: qrCodes.code })
    .returning({ id: qrCodes.id });
  return inserted.length;
}

/** One page of live batches, newest first (ties broken by id so pages never overlap). */
export async function findBatches(db: Executor, where: SQL, paging: { page: number; perPage: number }) {
  const [rows, [counted]] = await Promise.all([
    batchQuery(db, where)
      .orderBy(desc(qrCodeBatches.createdAt), desc(qrCodeBatches.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(qrCodeBatches)
      .where(and(isLive, where)),
  ]);
  return { rows: rows satisfies BatchRow[], total: counted?.n ?? 0 };
}

export async function findBatch(db: Executor, batchId: string): Promise<BatchRow | undefined> {
  const [row] = await batchQuery(db, eq(qrCodeBatches.id, batchId));
  return row;
}

/** How many codes of each batch are in each status, in one grouped query. */
export async function countCodes(db: Executor, batchIds: readonly string[]): Promise<Map<string, CodeCounts>> {
  if (batchIds.length === 0) return new Map();
  const counted = (status: number) => sql<number>`(count(*) filter (where ${qrCodes.status} = ${status}))::int`;
  const rows = await db
    .select({
      batchId: qrCodes.batchId,
      totalEncoded: counted(QR_CODE_STATUSES.ENCODED),
      totalActive: counted(QR_CODE_STATUSES.ACTIVE),
      totalDispensed: counted(QR_CODE_STATUSES.DISPENSED),
    })
    .from(qrCodes)
    .where(inArray(qrCodes.batchId, [...batchIds]))
    .groupBy(qrCodes.batchId);
  return new Map(rows.map(({ batchId, ...counts }) => [batchId, counts]));
}

/** A batch's codes in numeric order, so the screen and the printer file list them alike. */
export function findCodes(db: Executor, batchId: string): Promise<{ code: string; status: number }[]> {
  return db
    .select({ code: qrCodes.code, status: qrCodes.status })
    .from(qrCodes)
    .where(eq(qrCodes.batchId, batchId))
    .orderBy(asc(qrCodes.code));
}

/** Soft-deletes the live completed batches `where` picks and returns their ids. */
export async function softDeleteCompleted(db: Executor, where: SQL | undefined, now: Date): Promise<string[]> {
  const rows = await db
    .update(qrCodeBatches)
    .set({ deletedAt: now })
    .where(and(isLive, isCompleted, where))
    .returning({ id: qrCodeBatches.id });
  return rows.map((row) => row.id);
}

export const batchIs = (batchId: string) => eq(qrCodeBatches.id, batchId);

/** ENCODED → ACTIVE, only for labels still unused; returns the ids that moved. */
export async function activateQrCodes(db: Executor, ids: readonly string[], at: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .update(qrCodes)
    .set({ status: QR_CODE_STATUSES.ACTIVE, updatedAt: at })
    .where(and(inArray(qrCodes.id, [...ids]), eq(qrCodes.status, QR_CODE_STATUSES.ENCODED)))
    .returning({ id: qrCodes.id });
  return new Set(rows.map((row) => row.id));
}

/** Labels whose product was used up become DISPENSED; returns the batches they belong to. */
export async function dispenseQrCodes(db: Executor, ids: readonly string[], at: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(qrCodes)
    .set({ status: QR_CODE_STATUSES.DISPENSED, updatedAt: at })
    .where(inArray(qrCodes.id, [...ids]))
    .returning({ batchId: qrCodes.batchId });
  return [...new Set(rows.map((row) => row.batchId))];
}

/** A batch is complete once none of its labels is unused or on a product still in use (DOMAIN.md §8.1). */
export async function completeBatches(db: Executor, batchIds: readonly string[], at: Date): Promise<void> {
  if (batchIds.length === 0) return;
  const open = db
    .select({ id: qrCodes.id })
    .from(qrCodes)
    .where(and(eq(qrCodes.batchId, qrCodeBatches.id), inArray(qrCodes.status, [QR_CODE_STATUSES.ENCODED, QR_CODE_STATUSES.ACTIVE])));
  await db
    .update(qrCodeBatches)
    .set({ completedAt: at })
    .where(and(inArray(qrCodeBatches.id, [...batchIds]), isNull(qrCodeBatches.completedAt), notExists(open)));
}
