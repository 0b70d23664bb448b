import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, not, sql } from 'drizzle-orm';
import { productCodeKey } from '@opentrace/domain';
import type { Executor } from '../../../db/client.ts';
import {
  productCodeKeySql,
  facilities,
  products,
  qrCodeBatches,
  qrCodes,
  TRANSACTION_TYPES,
  transactionItems,
  transactions,
  transformationItems,
  transformations,
} from '../../../db/schema/index.ts';
import { notVerifiedShareSql } from '../shared/activity-products.repository.ts';

/** Queries of transformations (DOMAIN.md §4.5); stock sums live in stock.repository.ts. */

export type NewProduct = typeof products.$inferInsert;
export type QrCodeRow = Pick<typeof qrCodes.$inferSelect, 'id' | 'code' | 'status' | 'batchId'>;

/** The product definitions the facility's profile says it makes; empty means all of its role's. */
export async function findFacilityGoods(db: Executor, facilityId: string): Promise<string[]> {
  const [row] = await db.select({ goods: facilities.goodsProductDefinitionIds }).from(facilities).where(eq(facilities.id, facilityId));
  return row?.goods ?? [];
}

/** When each product last reached the facility by a purchase it logged; absent when none did. */
export async function findLatestPurchaseDates(db: Executor, facilityId: string, productIds: readonly string[]): Promise<Map<string, Date>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: transactionItems.productId,
      transactedAt: sql<Date>`max(${transactions.transactedAt})`.mapWith(transactions.transactedAt),
    })
    .from(transactionItems)
    .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
    .where(
      and(
        inArray(transactionItems.productId, [...productIds]),
        eq(transactions.type, TRANSACTION_TYPES.PURCHASE),
        eq(transactions.toFacilityId, facilityId),
        isNull(transactions.deletedAt),
      ),
    )
    .groupBy(transactionItems.productId);
  return new Map(rows.map((row) => [row.productId, row.transactedAt]));
}

/**
 * Products that have left the facility: it logged their sale, or a buyer logged their purchase
 * from it. Holdings stay with a seller (DOMAIN.md §4.1), so holding alone does not say it still has them.
 */
export async function findProductsSoldBy(db: Executor, facilityId: string, productIds: readonly string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ productId: transactionItems.productId })
    .from(transactionItems)
    .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
    .where(
      and(
        inArray(transactionItems.productId, [...productIds]),
        inArray(transactions.type, [TRANSACTION_TYPES.PURCHASE, TRANSACTION_TYPES.SALE]),
        eq(transactions.fromFacilityId, facilityId),
        isNull(transactions.deletedAt),
      ),
    );
  return new Set(rows.map((row) => row.productId));
}

export async function findQrCodes(db: Executor, codes: readonly string[]): Promise<Map<string, QrCodeRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: qrCodes.id, code: qrCodes.code, status: qrCodes.status, batchId: qrCodes.batchId })
    .from(qrCodes)
    .innerJoin(qrCodeBatches, eq(qrCodeBatches.id, qrCodes.batchId))
    .where(and(inArray(qrCodes.code, [...codes]), isNull(qrCodeBatches.deletedAt)));
  return new Map(rows.map((row) => [row.code, row]));
}

/** Which of the codes tracked products already carry, as their productCodeKey. */
export async function findTakenProductCodes(db: Executor, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const keys = [...new Set(codes.map(productCodeKey))];
  const key = productCodeKeySql(products.code);
  const rows = await db
    .select({ key: sql<string>`${key}` })
    .from(products)
    .where(and(inArray(key, keys), eq(products.isManualAdded, false)));
  return new Set(rows.map((row) => row.key));
}

export async function insertProducts(db: Executor, values: NewProduct[]): Promise<{ id: string; code: string }[]> {
  return db.insert(products).values(values).returning({ id: products.id, code: products.code });
}

/** Marks inputs used, only those not used yet; returns the ids that changed. */
export async function markTransformed(db: Executor, productIds: readonly string[], at: Date): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .update(products)
    .set({ isTransformed: true, updatedAt: at })
    .where(and(inArray(products.id, [...productIds]), not(products.isTransformed)))
    .returning({ id: products.id });
  return new Set(rows.map((row) => row.id));
}

/** The labels on these products, if they carry one. */
export async function findQrCodeIdsOf(db: Executor, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: products.qrCodeId })
    .from(products)
    .where(and(inArray(products.id, [...productIds]), isNotNull(products.qrCodeId)));
  return rows.map((row) => row.id as string);
}

export async function insertTransformation(
  db: Executor,
  values: { facilityId: string; transformedAt: Date; creatorId: string; inputIds: readonly string[]; outputIds: readonly string[] },
): Promise<string> {
  const [row] = await db
    .insert(transformations)
    .values({
      facilityId: values.facilityId,
      transformedAt: values.transformedAt,
      creatorId: values.creatorId,
      createdAt: values.transformedAt,
    })
    .returning({ id: transformations.id });
  const transformationId = (row as { id: string }).id;
  await db
    .insert(transformationItems)
    .values([
      ...values.inputIds.map((productId) => ({ transformationId, productId, role: 'input' as const })),
      ...values.outputIds.map((productId) => ({ transformationId, productId, role: 'output' as const })),
    ]);
  return transformationId;
}

export interface TransformationRef {
  id: string;
  facilityId: string;
  transformedAt: Date;
}

export async function findTransformationsBetween(db: Executor, facilityId: string, from: Date, to: Date): Promise<TransformationRef[]> {
  return db
    .select({ id: transformations.id, facilityId: transformations.facilityId, transformedAt: transformations.transformedAt })
    .from(transformations)
    .where(
      and(eq(transformations.facilityId, facilityId), gte(transformations.transformedAt, from), lte(transformations.transformedAt, to)),
    )
    .orderBy(asc(transformations.transformedAt));
}

/** Transformations that used any of the products as an input. */
export async function findTransformationsUsing(db: Executor, productIds: readonly string[]): Promise<TransformationRef[]> {
  if (productIds.length === 0) return [];
  return db
    .selectDistinct({ id: transformations.id, facilityId: transformations.facilityId, transformedAt: transformations.transformedAt })
    .from(transformationItems)
    .innerJoin(transformations, eq(transformations.id, transformationItems.transformationId))
    .where(and(inArray(transformationItems.productId, [...productIds]), eq(transformationItems.role, 'input')));
}

export async function findTransformationProducts(
  db: Executor,
  transformationId: string,
  role: 'input' | 'output',
): Promise<{ id: string; quantityKg: number | null; verifiedPercentage: number | null }[]> {
  return db
    .select({ id: products.id, quantityKg: products.quantityKg, verifiedPercentage: products.verifiedPercentage })
    .from(transformationItems)
    .innerJoin(products, eq(products.id, transformationItems.productId))
    .where(and(eq(transformationItems.transformationId, transformationId), eq(transformationItems.role, role)));
}

export async function setVerifiedShares(
  db: Executor,
  productIds: readonly string[],
  shares: { verifiedPercentage: number | null; notVerifiedPercentage: number | null },
  at: Date,
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(products)
    .set({ ...shares, updatedAt: at })
    .where(inArray(products.id, [...productIds]));
  await refreshTransactionShares(db, productIds);
}

/**
 * Purchases and sales keep the sums of their products' shares (mass balance reads those): when a
 * share changes, every such transaction carrying one of the products is summed again.
 */
async function refreshTransactionShares(db: Executor, productIds: readonly string[]): Promise<void> {
  const carrying = db
    .select({ id: transactionItems.transactionId })
    .from(transactionItems)
    .where(inArray(transactionItems.productId, [...productIds]));
  const sums = db
    .select({
      transactionId: transactionItems.transactionId,
      verified: sql`sum(${products.quantityKg} * coalesce(${products.verifiedPercentage}, 0)) / 100`.as('verified'),
      notVerified: sql`sum(${products.quantityKg} * ${notVerifiedShareSql}) / 100`.as('not_verified'),
    })
    .from(transactionItems)
    .innerJoin(products, eq(products.id, transactionItems.productId))
    .where(inArray(transactionItems.transactionId, carrying))
    .groupBy(transactionItems.transactionId)
    .as('sums');
  await db
    .update(transactions)
    .set({ verifiedWeightKg: sql`${sums.verified}`, notVerifiedWeightKg: sql`${sums.notVerified}` })
    .from(sums)
    .where(
      and(
        eq(transactions.id, sums.transactionId),
        inArray(transactions.type, [TRANSACTION_TYPES.PURCHASE, TRANSACTION_TYPES.SALE]),
        isNotNull(transactions.totalWeightKg),
      ),
    );
}
