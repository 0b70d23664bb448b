import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { INDICATOR_TYPE, indicatorListUploads, indicators, type TIndicatorListRow } from '../../db/schema/index.ts';

export type IndicatorRow = typeof indicators.$inferSelect;
export type NewIndicatorRow = typeof indicators.$inferInsert;

const TAXONOMY_TYPES = [INDICATOR_TYPE.CATEGORY, INDICATOR_TYPE.INDICATOR, INDICATOR_TYPE.SUB_INDICATOR];

/** Live categories, indicators and sub-indicators, in file order. */
export function findTaxonomy(db: Executor): Promise<IndicatorRow[]> {
  return db
    .select()
    .from(indicators)
    .where(and(inArray(indicators.type, TAXONOMY_TYPES), isNull(indicators.deletedAt)))
    .orderBy(asc(indicators.sortOrder), asc(indicators.createdAt));
}

/** The live taxonomy rows among `ids`: what a report's risks may name. */
export function findLiveIndicators(db: Executor, ids: readonly string[]): Promise<IndicatorRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(indicators)
    .where(and(inArray(indicators.id, [...ids]), inArray(indicators.type, TAXONOMY_TYPES), isNull(indicators.deletedAt)));
}

export async function findLiveIndicator(db: Executor, id: string): Promise<IndicatorRow | undefined> {
  const [row] = await db
    .select()
    .from(indicators)
    .where(and(eq(indicators.id, id), isNull(indicators.deletedAt)));
  return row;
}

export async function insertIndicators(db: Executor, rows: NewIndicatorRow[]): Promise<void> {
  // Chunks keep each statement's parameter count far below PostgreSQL's limit.
  for (let start = 0; start < rows.length; start += 500) await db.insert(indicators).values(rows.slice(start, start + 500));
}

export async function updateIndicator(db: Executor, id: string, values: Partial<NewIndicatorRow>): Promise<void> {
  await db.update(indicators).set(values).where(eq(indicators.id, id));
}

/** Soft-deletes the whole taxonomy (REPLACE); external risk indicators stay. */
export async function softDeleteTaxonomy(db: Executor, now: Date): Promise<void> {
  await db
    .update(indicators)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(inArray(indicators.type, TAXONOMY_TYPES), isNull(indicators.deletedAt)));
}

/** Soft-deletes a row with everything beneath it, so no live child points at a deleted parent. */
export async function softDeleteSubtree(db: Executor, id: string, now: Date): Promise<void> {
  const children = await db
    .select({ id: indicators.id })
    .from(indicators)
    .where(and(or(eq(indicators.categoryId, id), eq(indicators.parentId, id)), isNull(indicators.deletedAt)));
  const grandChildIds = children.map((child) => child.id);
  const ids = [id, ...grandChildIds];
  if (grandChildIds.length > 0) {
    const grandChildren = await db
      .select({ id: indicators.id })
      .from(indicators)
      .where(and(inArray(indicators.parentId, grandChildIds), isNull(indicators.deletedAt)));
    ids.push(...grandChildren.map((row) => row.id));
  }
  await db.update(indicators).set({ deletedAt: now, updatedAt: now }).where(inArray(indicators.id, ids));
}

/** Live external risk indicators `userId` created: what counts against an API user's maximum. */
export async function countExternalIndicatorsCreatedBy(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(indicators)
    .where(
      and(eq(indicators.type, INDICATOR_TYPE.EXTERNAL_RISK_INDICATOR), eq(indicators.creatorId, userId), isNull(indicators.deletedAt)),
    );
  return row?.total ?? 0;
}

export function findExternalIndicators(db: Executor): Promise<IndicatorRow[]> {
  return db
    .select()
    .from(indicators)
    .where(and(eq(indicators.type, INDICATOR_TYPE.EXTERNAL_RISK_INDICATOR), isNull(indicators.deletedAt)))
    .orderBy(asc(indicators.createdAt), asc(indicators.name));
}

export async function insertUpload(
  db: Executor,
  values: { fileName: string; rows: TIndicatorListRow[]; uploadedById: string },
): Promise<string> {
  const [row] = await db.insert(indicatorListUploads).values(values).returning({ id: indicatorListUploads.id });
  return (row as { id: string }).id;
}

export async function findUpload(db: Executor, id: string) {
  const [row] = await db.select().from(indicatorListUploads).where(eq(indicatorListUploads.id, id));
  return row;
}

/** Claims an upload for import; false when another import already used it. */
export async function claimUpload(db: Executor, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(indicatorListUploads)
    .set({ importedAt: now })
    .where(and(eq(indicatorListUploads.id, id), isNull(indicatorListUploads.importedAt)))
    .returning({ id: indicatorListUploads.id });
  return claimed.length === 1;
}
