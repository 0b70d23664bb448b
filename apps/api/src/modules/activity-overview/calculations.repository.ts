import { and, between, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  byProducts,
  products,
  TRANSACTION_TYPES,
  transactionItems,
  transactions,
  transformationItems,
  transformations,
} from '../../db/schema/index.ts';
import type { MomentRange } from './overview-range.ts';

/**
 * Sums for mass balance and margin of error (DOMAIN.md §5.5–5.6), computed by PostgreSQL: each query
 * reads the facility's transactions of one type in the range through the (facility, type, date)
 * indexes and never brings product rows into the API.
 */

/**
 * These sums read thousands of rows through index lookups, where compiling the plan to machine code
 * (PostgreSQL's JIT, on by default above a cost threshold they cross) costs far more than it saves:
 * at 1 M transactions it spent 1.0–1.4 s compiling a margin-of-error query that runs in about 0.3 s
 * without it. Only for the current transaction.
 */
export async function skipPlanCompilation(db: Executor): Promise<void> {
  await db.execute(sql`set local jit = off`);
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

/** A product's share that counts as not verified: the stated one, 100 − verified, or all of it when unknown. */
const notVerifiedShare = sql`case when ${products.verifiedPercentage} is null then 100 else coalesce(${products.notVerifiedPercentage}, 100 - ${products.verifiedPercentage}) end`;

/** The same four sums of a quantity expression: by named / non-participating seller, and by verified share. */
function shareSums(quantity: SQL) {
  return {
    named: decimal(sql`sum(${quantity}) filter (where ${transactions.fromFacilityId} is not null)`),
    unnamed: decimal(sql`sum(${quantity}) filter (where ${transactions.fromFacilityId} is null)`),
    verified: decimal(sql`sum(${quantity} * coalesce(${products.verifiedPercentage}, 0)) / 100`),
    notVerified: decimal(sql`sum(${quantity} * ${notVerifiedShare}) / 100`),
  };
}

export interface ShareSums {
  named: number;
  unnamed: number;
  verified: number;
  notVerified: number;
}

export interface PurchasedQuantities {
  productCount: number;
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

export async function sumPurchasedQuantities(db: Executor, facilityId: string, range: MomentRange<Date>): Promise<PurchasedQuantities> {
  const kilograms = shareSums(sql`${products.quantityKg}`);
  const quantities = shareSums(sql`${products.quantity}`);
  const [row] = await db
    .select({
      productCount: integer(sql`count(*)`),
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
    productCount: row.productCount,
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
  /** Products counted that have no mass conversion, so the sum leaves them out. */
  withoutKg: number;
}

export interface PurchasedKilograms extends KilogramSum {
  /** Of those, what the facility had neither transformed nor sold by the end of the range. */
  inStockKilograms: number;
}

/** Used as an input of one of the facility's transformations by the end of the range. */
const transformedBy = (facilityId: string, end: Date) => sql`exists (
  select 1 from ${transformationItems}
  join ${transformations} on ${transformations.id} = ${transformationItems.transformationId}
  where ${transformationItems.productId} = ${products.id} and ${transformationItems.role} = 'input'
    and ${transformations.facilityId} = ${facilityId} and ${transformations.transformedAt} <= ${end.toISOString()}::timestamptz)`;

/** Carried by one of the facility's live sales dated by the end of the range. */
const soldBy = (facilityId: string, end: Date) => sql`exists (
  select 1 from ${transactionItems} as sold_item
  join ${transactions} as sale on sale.id = sold_item.transaction_id
  where sold_item.product_id = ${products.id} and sale.type = ${TRANSACTION_TYPES.SALE}
    and sale.from_facility_id = ${facilityId} and sale.deleted_at is null and sale.transacted_at <= ${end.toISOString()}::timestamptz)`;

export async function sumPurchasedKilograms(db: Executor, facilityId: string, range: MomentRange<Date>): Promise<PurchasedKilograms> {
  const [row] = await db
    .select({
      kilograms: decimal(sql`sum(${products.quantityKg})`),
      withoutKg: integer(sql`count(*) filter (where ${products.quantityKg} is null)`),
      inStockKilograms: decimal(
        sql`sum(${products.quantityKg}) filter (where not ${transformedBy(facilityId, range.to)} and not ${soldBy(facilityId, range.to)})`,
      ),
    })
    .from(transactions)
    .innerJoin(transactionItems, eq(transactionItems.transactionId, transactions.id))
    .innerJoin(products, eq(products.id, transactionItems.productId))
    .where(purchasedIn(facilityId, range));
  return row ?? { kilograms: 0, withoutKg: 0, inStockKilograms: 0 };
}

/** Products of the facility's live sales dated in the range. */
export async function sumSoldKilograms(db: Executor, facilityId: string, range: MomentRange<Date>): Promise<KilogramSum> {
  const [row] = await db
    .select({
      kilograms: decimal(sql`sum(${products.quantityKg})`),
      withoutKg: integer(sql`count(*) filter (where ${products.quantityKg} is null)`),
    })
    .from(transactions)
    .innerJoin(transactionItems, eq(transactionItems.transactionId, transactions.id))
    .innerJoin(products, eq(products.id, transactionItems.productId))
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
