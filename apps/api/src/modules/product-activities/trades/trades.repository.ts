import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { productCodeKey } from '@opentrace/domain';
import type { Executor } from '../../../db/client.ts';
import { insertParts, queryRows } from '../../../db/raw-statement.ts';
import type { ProductWithQr } from '../shared/activity-products.repository.ts';
import {
  countries,
  districts,
  facilities,
  facilityItems,
  facilityPartners,
  productCodeKeySql,
  products,
  provinces,
  qrCodes,
  roles,
  transactionItems,
  transactions,
} from '../../../db/schema/index.ts';

/** The other side of a trade: a live facility with what its role is on the map. */
export interface TradingParty {
  id: string;
  name: string;
  roleId: string;
  roleName: string;
  roleCode: string | null;
  isRawMaterialExtractor: boolean;
  /** A farm's group: partnering the group partners its farms. */
  farmGroupId: string | null;
  /** Whether a live partnership joins it, or its farm group, to the facility it was looked up for (DOMAIN.md §10.2). */
  isPartner: boolean;
}

/**
 * A partnership runs either way between `facilityId` and the party row or its farm group. Read in
 * the same statement as the party: a trade is logged many times a second, and each statement costs.
 */
const isPartnerOf = (facilityId: string) => sql<boolean>`exists (
  select 1 from ${facilityPartners}
  where ${facilityPartners.deletedAt} is null
    and ((${facilityPartners.facilityId} = ${facilityId} and ${facilityPartners.partnerFacilityId} in (${facilities.id}, ${facilities.farmGroupId}))
      or (${facilityPartners.partnerFacilityId} = ${facilityId} and ${facilityPartners.facilityId} in (${facilities.id}, ${facilities.farmGroupId}))))`;

/** The live facility, seen from `partnerOf`: whether they are partners. */
export async function findTradingParty(db: Executor, facilityId: string, partnerOf: string): Promise<TradingParty | null> {
  const [row] = await db
    .select({
      id: facilities.id,
      name: facilities.name,
      roleId: roles.id,
      roleName: roles.name,
      roleCode: roles.code,
      isRawMaterialExtractor: roles.isRawMaterialExtractor,
      farmGroupId: facilities.farmGroupId,
      isPartner: isPartnerOf(partnerOf).mapWith(Boolean),
    })
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .where(and(eq(facilities.id, facilityId), isNull(facilities.deletedAt)));
  return row ?? null;
}

/** What a trade reads about its products besides the products themselves. */
export interface TradeScope {
  /** Whose holding `isHeld` tells. */
  holderId: string;
  /** Live transactions of this type from this facility: to whom each product went (`handedOverTo`). */
  handOver?: { type: number; fromFacilityId: string };
}

export type TradeProduct = ProductWithQr & { isHeld: boolean; handedOverTo: (string | null)[] };

/**
 * The products among `productIds`, with their QR code, whether the holder holds each, and the
 * facilities each was handed to: one statement instead of three, since a trade is logged many times
 * a second and each statement costs a round trip and its own plan.
 */
export async function findTradeProducts(db: Executor, productIds: readonly string[], scope: TradeScope): Promise<TradeProduct[]> {
  if (productIds.length === 0) return [];
  const { handOver } = scope;
  const handedOverTo = handOver
    ? sql<(string | null)[]>`array(
        select ${transactions.toFacilityId}::text from ${transactionItems}
        join ${transactions} on ${transactions.id} = ${transactionItems.transactionId}
        where ${transactionItems.productId} = ${products.id} and ${transactions.type} = ${handOver.type}
          and ${transactions.fromFacilityId} = ${handOver.fromFacilityId} and ${transactions.deletedAt} is null)`
    : sql<(string | null)[]>`'{}'::text[]`;
  const rows = await db
    .select({
      product: products,
      qrCode: qrCodes.code,
      isHeld:
        sql<boolean>`exists (select 1 from ${facilityItems} where ${facilityItems.facilityId} = ${scope.holderId} and ${facilityItems.productId} = ${products.id})`.mapWith(
          Boolean,
        ),
      handedOverTo,
    })
    .from(products)
    .leftJoin(qrCodes, eq(qrCodes.id, products.qrCodeId))
    .where(inArray(products.id, [...new Set(productIds)]));
  return rows.map((row) => ({ ...row.product, qrCode: row.qrCode, isHeld: row.isHeld, handedOverTo: row.handedOverTo }));
}

export type NewTransaction = Omit<typeof transactions.$inferInsert, 'id'>;

/**
 * Saves a transaction, the products it carries and the event that lists it in the facility's
 * history (dated when it happened, for the facility that logged it), in one statement: a trade is
 * logged many times a second, and each statement costs a round trip.
 */
export async function insertTransactionWithEvent(
  db: Executor,
  values: NewTransaction,
  productIds: readonly string[],
): Promise<{ transactionId: string; eventId: string }> {
  const { columns, placeholders, params } = insertParts(transactions, values);
  const [row] = await queryRows<{ transactionId: string; eventId: string }>(
    db,
    `with saved as (insert into transactions (${columns}) values (${placeholders}) returning id, facility_id, type, transacted_at),
      items as (insert into transaction_items (transaction_id, product_id) select saved.id, product_id from saved, unnest($${params.length + 1}::uuid[]) as product_id),
      event as (insert into events (facility_id, type, recorded_at, transaction_id) select facility_id, type, transacted_at, id from saved returning id)
    select saved.id as "transactionId", event.id as "eventId" from saved, event`,
    [...params, [...productIds]],
  );
  return row as { transactionId: string; eventId: string };
}

const FLAG_COLUMNS = { isPurchased: products.isPurchased, isSold: products.isSold, isTransported: products.isTransported } as const;
export type ProductFlag = keyof typeof FLAG_COLUMNS;

/**
 * Raises a flag on the products that do not have it yet, and says which did. Two requests racing
 * for the same product both pass their earlier checks; the row lock makes the second one see the
 * first one's flag here, so it gets fewer ids back than it asked for.
 */
export async function raiseProductFlag(db: Executor, flag: ProductFlag, productIds: readonly string[], at: Date): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const column = FLAG_COLUMNS[flag];
  const rows = await db
    .update(products)
    .set({ [flag]: true, updatedAt: at })
    .where(and(inArray(products.id, [...productIds]), eq(column, false)))
    .returning({ id: products.id });
  return new Set(rows.map((row) => row.id));
}

/** Which of the places exist: countries, provinces with their country, districts with their province. */
export async function findPlaceParts(
  db: Executor,
  ids: { countryIds: string[]; provinceIds: string[]; districtIds: string[] },
): Promise<{ countries: Set<string>; provinceCountry: Map<string, string>; districtProvince: Map<string, string> }> {
  // One after another: inside a transaction they share one connection.
  const countryRows = ids.countryIds.length
    ? await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids.countryIds))
    : [];
  const provinceRows = ids.provinceIds.length
    ? await db.select({ id: provinces.id, countryId: provinces.countryId }).from(provinces).where(inArray(provinces.id, ids.provinceIds))
    : [];
  const districtRows = ids.districtIds.length
    ? await db.select({ id: districts.id, provinceId: districts.provinceId }).from(districts).where(inArray(districts.id, ids.districtIds))
    : [];
  return {
    countries: new Set(countryRows.map((row) => row.id)),
    provinceCountry: new Map(provinceRows.map((row) => [row.id, row.countryId])),
    districtProvince: new Map(districtRows.map((row) => [row.id, row.provinceId])),
  };
}

/** The productCodeKey of the `codes` that products already carry: any product, or only a facility's manual ones. */
export async function findCodesInUse(db: Executor, codes: readonly string[], manualOf?: string): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const keys = [...new Set(codes.map(productCodeKey))];
  const key = productCodeKeySql(products.code);
  const rows = await db
    .select({ code: sql<string>`${key}` })
    .from(products)
    .where(and(inArray(key, keys), manualOf ? and(eq(products.isManualAdded, true), eq(products.createdFacilityId, manualOf)) : undefined));
  return new Set(rows.map((row) => row.code));
}

export type NewProduct = Omit<typeof products.$inferInsert, 'id'>;
type ProductRow = typeof products.$inferSelect;

export type InsertedProduct = Pick<ProductRow, 'id' | 'code' | 'quantityKg' | 'verifiedPercentage' | 'notVerifiedPercentage'>;

export async function insertProducts(db: Executor, rows: readonly NewProduct[]): Promise<InsertedProduct[]> {
  if (rows.length === 0) return [];
  return db
    .insert(products)
    .values([...rows])
    .returning({
      id: products.id,
      code: products.code,
      quantityKg: products.quantityKg,
      verifiedPercentage: products.verifiedPercentage,
      notVerifiedPercentage: products.notVerifiedPercentage,
    });
}
