import { and, between, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  byProducts,
  facilityItems,
  products,
  TRANSACTION_TYPES,
  transactionItems,
  transactions,
  transformationItems,
  transformations,
} from '../../../db/schema/index.ts';
import { notVerifiedShareSql } from '../shared/activity-products.repository.ts';
import type { MomentRange } from './overview-range.ts';

/**
 * Sums for mass balance and margin of error (DOMAIN.md §5.5–5.6), computed by PostgreSQL: each query
 * reads the facility's transactions of one type, its holdings or its by-products over the range
 * through an index that holds every column summed, so its cost grows with the facility's activity
 * in the range, not with the products that activity moved.
 */

/**
 * How PostgreSQL plans these sums, for the current transaction only:
 * - no JIT. They read thousands of rows through index lookups, where compiling the plan to machine
 *   code (on by default above a cost threshold they cross) costs far more than it saves: at 1 M
 *   transactions it spent 1.0–1.4 s compiling a margin-of-error query that runs in about 0.3 s
 *   without it.
 * - a plan for each facility. Connections prepare the statements they repeat
 *   (db/statement-cache.ts), and after a few runs PostgreSQL may switch a prepared statement to one
 *   generic plan; one made for a small facility took the largest ginner's mass balance at 1 M from
 *   22 ms to 212 ms (p95).
 */
export async function planSumsForEachFacility(db: Executor): Promise<void> {
  await db.execute(sql`select set_config('jit', 'off', true), set_config('plan_cache_mode', 'force_custom_plan', true)`);
}

/** numeric arrives as a string (pg) or a number (PGlite); an empty sum is null. */
const decimal = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
const integer = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);

/** Purchases logged by the buyer: type 1 transactions to the facility, live, dated in the range. */
const purchasedIn = (facilityId: string, range: MomentRange<Date>) =>
  and(
    eq(transactions.toFacilityId, facilityId),
    eq(transactions.type, TRANSACTION_TYPES.PURCHASE),
    isNull(transactions.deletedAt),
    between(transactions.transactedAt, range.from, range.to),
  );

export interface ShareSums {
  named: number;
  unnamed: number;
  verified: number;
  notVerified: number;
}

export interface PurchasedQuantities {
  /** Products whose unit has no mass conversion (metres). */
  withoutKg: number;
  /** How many different units, and one of them (the only one when unitCount is 1). */
  unitCount: number;
  unit: string | null;
  kilograms: ShareSums;
  /** The same sums over the quantities as entered, meaningful only when they share one unit. */
  quantities: ShareSums;
  lastPurchasedAt: Date | null;
}

/**
 * Mass balance's sums. Every purchase carries its kilograms and their verified and not verified
 * parts, so the sums come from the purchases alone, answered by an index; only when some purchase
 * has no kilograms (metres) are its products read, to sum in their shared unit instead.
 */
export async function sumPurchasedQuantities(db: Executor, facilityId: string, range: MomentRange<Date>): Promise<PurchasedQuantities> {
  const [row] = await db
    .select({
      withoutShares: integer(
        sql`count(*) filter (where ${transactions.totalWeightKg} is null or ${transactions.verifiedWeightKg} is null or ${transactions.notVerifiedWeightKg} is null)`,
      ),
      named: decimal(sql`sum(${transactions.totalWeightKg}) filter (where ${transactions.fromFacilityId} is not null)`),
      unnamed: decimal(sql`sum(${transactions.totalWeightKg}) filter (where ${transactions.fromFacilityId} is null)`),
      verified: decimal(sql`sum(${transactions.verifiedWeightKg})`),
      notVerified: decimal(sql`sum(${transactions.notVerifiedWeightKg})`),
      lastPurchasedAt: sql<Date | null>`max(${transactions.transactedAt})`.mapWith(transactions.transactedAt),
    })
    .from(transactions)
    .where(purchasedIn(facilityId, range));
  if (!row) throw new Error('An aggregate query returns one row');
  if (row.withoutShares > 0) return sumPurchasedProductQuantities(db, facilityId, range);
  const kilograms = { named: row.named, unnamed: row.unnamed, verified: row.verified, notVerified: row.notVerified };
  return { withoutKg: 0, unitCount: 1, unit: 'Kilograms', kilograms, quantities: kilograms, lastPurchasedAt: row.lastPurchasedAt };
}

/** The same four sums of a quantity expression: by named / non-participating seller, and by verified share. */
function shareSums(quantity: SQL) {
  return {
    named: decimal(sql`sum(${quantity}) filter (where ${transactions.fromFacilityId} is not null)`),
    unnamed: decimal(sql`sum(${quantity}) filter (where ${transactions.fromFacilityId} is null)`),
    verified: decimal(sql`sum(${quantity} * coalesce(${products.verifiedPercentage}, 0)) / 100`),
    notVerified: decimal(sql`sum(${quantity} * ${notVerifiedShareSql}) / 100`),
  };
}

/** The sums over each purchased product, in kilograms and in the units entered. */
async function sumPurchasedProductQuantities(db: Executor, facilityId: string, range: MomentRange<Date>): Promise<PurchasedQuantities> {
  const kilograms = shareSums(sql`${products.quantityKg}`);
  const quantities = shareSums(sql`${products.quantity}`);
  const [row] = await db
    .select({
      withoutKg: integer(sql`count(*) filter (where ${products.quantityKg} is null)`),
      unitCount: integer(sql`count(distinct ${products.quantityUnit})`),
      unit: sql<string | null>`min(${products.quantityUnit})`,
      kgNamed: kilograms.named,
      kgUnnamed: kilograms.unnamed,
      kgVerified: kilograms.verified,
      kgNotVerified: kilograms.notVerified,
      named: quantities.named,
      unnamed: quantities.unnamed,
      verified: quantities.verified,
      notVerified: quantities.notVerified,
      lastPurchasedAt: sql<Date | null>`max(${transactions.transactedAt})`.mapWith(transactions.transactedAt),
    })
    .from(transactions)
    .innerJoin(transactionItems, eq(transactionItems.transactionId, transactions.id))
    .innerJoin(products, eq(products.id, transactionItems.productId))
    .where(purchasedIn(facilityId, range));
  if (!row) throw new Error('An aggregate query returns one row');
  return {
    withoutKg: row.withoutKg,
    unitCount: row.unitCount,
    unit: row.unit,
    kilograms: { named: row.kgNamed, unnamed: row.kgUnnamed, verified: row.kgVerified, notVerified: row.kgNotVerified },
    quantities: { named: row.named, unnamed: row.unnamed, verified: row.verified, notVerified: row.notVerified },
    lastPurchasedAt: row.lastPurchasedAt,
  };
}

export interface KilogramSum {
  kilograms: number;
  /** Transactions counted whose products do not all have a mass, so the sum leaves them out. */
  withoutKg: number;
}

export interface PurchasedKilograms extends KilogramSum {
  /** Of those, what the facility had neither transformed nor sold by the end of the range. */
  inStockKilograms: number;
}

/** The kilograms of the facility's purchases in the range, and of those what it still held as stock at its end. */
export async function sumPurchasedKilograms(db: Executor, facilityId: string, range: MomentRange<Date>): Promise<PurchasedKilograms> {
  const [bought] = await db
    .select({
      kilograms: decimal(sql`sum(${transactions.totalWeightKg})`),
      withoutKg: integer(sql`count(*) filter (where ${transactions.totalWeightKg} is null)`),
    })
    .from(transactions)
    .where(purchasedIn(facilityId, range));
  // The holding records when it was bought and when it was first sold or used as an input.
  const [held] = await db
    .select({ kilograms: decimal(sql`sum(${facilityItems.quantityKg})`) })
    .from(facilityItems)
    .where(
      and(
        eq(facilityItems.facilityId, facilityId),
        between(facilityItems.purchasedAt, range.from, range.to),
        or(isNull(facilityItems.releasedAt), gt(facilityItems.releasedAt, range.to)),
      ),
    );
  return { kilograms: bought?.kilograms ?? 0, withoutKg: bought?.withoutKg ?? 0, inStockKilograms: held?.kilograms ?? 0 };
}

/**
 * The kilograms the facility made in the range (its transformations' outputs) and still held at its
 * end: neither sold nor used as an input by then. They are accounted for, not lost (issue 16: finished
 * goods in stock made a final assembly's margin read 93.94 %).
 */
export async function sumMadeInStockKilograms(db: Executor, facilityId: string, range: MomentRange<Date>): Promise<KilogramSum> {
  const [row] = await db
    .select({
      kilograms: decimal(sql`sum(${products.quantityKg})`),
      withoutKg: integer(sql`count(*) filter (where ${products.quantityKg} is null)`),
    })
    .from(transformations)
    .innerJoin(
      transformationItems,
      and(eq(transformationItems.transformationId, transformations.id), eq(transformationItems.role, 'output')),
    )
    .innerJoin(products, eq(products.id, transformationItems.productId))
    .innerJoin(facilityItems, and(eq(facilityItems.productId, products.id), eq(facilityItems.facilityId, facilityId)))
    .where(
      and(
        eq(transformations.facilityId, facilityId),
        between(transformations.transformedAt, range.from, range.to),
        or(isNull(facilityItems.releasedAt), gt(facilityItems.releasedAt, range.to)),
      ),
    );
  return row ?? { kilograms: 0, withoutKg: 0 };
}

/** The kilograms of the facility's live sales dated in the range. */
export async function sumSoldKilograms(db: Executor, facilityId: string, range: MomentRange<Date>): Promise<KilogramSum> {
  const [row] = await db
    .select({
      kilograms: decimal(sql`sum(${transactions.totalWeightKg})`),
      withoutKg: integer(sql`count(*) filter (where ${transactions.totalWeightKg} is null)`),
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.fromFacilityId, facilityId),
        eq(transactions.type, TRANSACTION_TYPES.SALE),
        isNull(transactions.deletedAt),
        between(transactions.transactedAt, range.from, range.to),
      ),
    );
  return row ?? { kilograms: 0, withoutKg: 0 };
}

/** By-products always have a mass: they are weighed in kilograms or pounds. */
export async function sumByProductKilograms(db: Executor, facilityId: string, range: MomentRange<Date>): Promise<number> {
  const [row] = await db
    .select({ kilograms: decimal(sql`sum(${byProducts.totalWeightKg})`) })
    .from(byProducts)
    .where(and(eq(byProducts.facilityId, facilityId), between(byProducts.recordedAt, range.from, range.to)));
  return row?.kilograms ?? 0;
}
