import type { TActivityWindow } from '@opentrace/domain';
import { and, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  byProducts,
  products,
  TRANSACTION_TYPES,
  transactionItems,
  transactions,
  transformationItems,
  transformations,
} from '../../../db/schema/index.ts';

/**
 * The sums behind a facility's stock (DOMAIN.md §4.5–4.6): what it bought, made and set aside as
 * by-product over a period. Quantities are summed in SQL over the kilogram columns; a product whose
 * unit has no mass conversion is counted apart, so callers can refuse rather than guess.
 */

/** A period, start included, end excluded. */
export interface TRange {
  from: Date;
  to: Date;
}

/** Bounds PostgreSQL stores and the drivers write, standing in for an unbounded window's infinities. */
const EARLIEST = new Date('1900-01-01T00:00:00Z');
const LATEST = new Date('3000-01-01T00:00:00Z');

/** The period of an activity window to query; none (an empty period) before the first window begins. */
export function rangeOf(window: TActivityWindow | null): TRange {
  if (!window) return { from: EARLIEST, to: EARLIEST };
  return { from: window.start < EARLIEST ? EARLIEST : window.start, to: window.end > LATEST ? LATEST : window.end };
}

/** A kilogram total and how many quantities in it could not be converted to kilograms. */
export interface TKgTotal {
  kg: number;
  unconvertible: number;
}

export interface TStoredProduct {
  productDefinitionId: string;
  additionalAttributes: { attributeId: string; value: unknown; quantityUnit?: string | null }[];
  quantity: number;
  quantityUnit: string;
}

const kgSum = sql<number>`coalesce(sum(${products.quantityKg}), 0)`.mapWith(Number);
const unconvertibleCount = sql<number>`count(*) filter (where ${products.quantityKg} is null)`.mapWith(Number);
const STORED_PRODUCT = {
  productDefinitionId: products.productDefinitionId,
  additionalAttributes: products.additionalAttributes,
  quantity: products.quantity,
  quantityUnit: products.quantityUnit,
};

/** Purchases the facility logged as buyer, live, transacted in the period. */
function purchasesReceived(facilityId: string, period: SQL | undefined) {
  return and(
    eq(transactions.type, TRANSACTION_TYPES.PURCHASE),
    eq(transactions.toFacilityId, facilityId),
    isNull(transactions.deletedAt),
    period,
  );
}

const purchasedIn = (range: TRange) => and(gte(transactions.transactedAt, range.from), lt(transactions.transactedAt, range.to));

/** Outputs of the facility's transformations made in the period. */
function outputsMade(facilityId: string, range: TRange) {
  return and(
    eq(transformations.facilityId, facilityId),
    gte(transformations.transformedAt, range.from),
    lt(transformations.transformedAt, range.to),
    eq(transformationItems.role, 'output'),
  );
}

export async function purchasedKg(db: Executor, facilityId: string, range: TRange): Promise<TKgTotal> {
  const [row] = await db
    .select({ kg: kgSum, unconvertible: unconvertibleCount })
    .from(transactions)
    .innerJoin(transactionItems, eq(transactionItems.transactionId, transactions.id))
    .innerJoin(products, eq(products.id, transactionItems.productId))
    .where(purchasesReceived(facilityId, purchasedIn(range)));
  return row ?? { kg: 0, unconvertible: 0 };
}

/** The products the facility bought in the period, for a calculated field over the stock in hand. */
export async function purchasedProducts(db: Executor, facilityId: string, range: TRange): Promise<TStoredProduct[]> {
  return db
    .select(STORED_PRODUCT)
    .from(transactions)
    .innerJoin(transactionItems, eq(transactionItems.transactionId, transactions.id))
    .innerJoin(products, eq(products.id, transactionItems.productId))
    .where(purchasesReceived(facilityId, purchasedIn(range)));
}

export async function outputsKg(db: Executor, facilityId: string, range: TRange): Promise<TKgTotal> {
  const [row] = await db
    .select({ kg: kgSum, unconvertible: unconvertibleCount })
    .from(transformations)
    .innerJoin(transformationItems, eq(transformationItems.transformationId, transformations.id))
    .innerJoin(products, eq(products.id, transformationItems.productId))
    .where(outputsMade(facilityId, range));
  return row ?? { kg: 0, unconvertible: 0 };
}

/** The outputs of one definition the facility made in the period. */
export async function outputProducts(
  db: Executor,
  facilityId: string,
  range: TRange,
  productDefinitionId: string,
): Promise<TStoredProduct[]> {
  return db
    .select(STORED_PRODUCT)
    .from(transformations)
    .innerJoin(transformationItems, eq(transformationItems.transformationId, transformations.id))
    .innerJoin(products, eq(products.id, transformationItems.productId))
    .where(and(outputsMade(facilityId, range), eq(products.productDefinitionId, productDefinitionId)));
}

/** By-products are always recorded in a weight unit, so their kilograms are always known. */
export async function byProductsKg(db: Executor, facilityId: string, range: TRange): Promise<number> {
  const [row] = await db
    .select({ kg: sql<number>`coalesce(sum(${byProducts.totalWeightKg}), 0)`.mapWith(Number) })
    .from(byProducts)
    .where(and(eq(byProducts.facilityId, facilityId), gte(byProducts.recordedAt, range.from), lt(byProducts.recordedAt, range.to)));
  return row?.kg ?? 0;
}

/**
 * The stock in hand over a period (DOMAIN.md §4.5–4.6): purchases minus outputs minus by-products,
 * in kilograms; null when a purchase or an output has no mass conversion.
 */
export async function stockInHandKg(
  db: Executor,
  facilityId: string,
  range: TRange,
): Promise<{ purchasedKg: number; usedKg: number; availableKg: number } | null> {
  const purchased = await purchasedKg(db, facilityId, range);
  const made = await outputsKg(db, facilityId, range);
  const setAside = await byProductsKg(db, facilityId, range);
  if (purchased.unconvertible > 0 || made.unconvertible > 0) return null;
  const usedKg = made.kg + setAside;
  return { purchasedKg: purchased.kg, usedKg, availableKg: purchased.kg - usedKg };
}

/**
 * Kilograms bought from a named seller and in all over `[from, to]` (both ends included): the
 * verified share of a mass-balance buyer of an extractor (DOMAIN.md §4.5, §5.5).
 */
export async function purchasesBySellerKg(
  db: Executor,
  facilityId: string,
  from: Date,
  to: Date,
): Promise<{ namedKg: number; totalKg: number; unconvertible: number }> {
  const [row] = await db
    .select({
      namedKg: sql<number>`coalesce(sum(${products.quantityKg}) filter (where ${transactions.fromFacilityId} is not null), 0)`.mapWith(
        Number,
      ),
      totalKg: kgSum,
      unconvertible: unconvertibleCount,
    })
    .from(transactions)
    .innerJoin(transactionItems, eq(transactionItems.transactionId, transactions.id))
    .innerJoin(products, eq(products.id, transactionItems.productId))
    .where(purchasesReceived(facilityId, and(gte(transactions.transactedAt, from), lte(transactions.transactedAt, to))));
  return row ?? { namedKg: 0, totalKg: 0, unconvertible: 0 };
}

/** Records a by-product's weight; its event is written beside it by the caller, in the same transaction. */
export async function insertByProduct(db: Executor, values: typeof byProducts.$inferInsert): Promise<string> {
  const [row] = await db.insert(byProducts).values(values).returning({ id: byProducts.id });
  return (row as { id: string }).id;
}
