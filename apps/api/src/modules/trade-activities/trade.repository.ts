import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  countries,
  districts,
  facilities,
  facilityPartners,
  products,
  provinces,
  roles,
  transactionItems,
  transactions,
} from '../../db/schema/index.ts';

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
}

export async function findTradingParty(db: Executor, facilityId: string): Promise<TradingParty | null> {
  const [row] = await db
    .select({
      id: facilities.id,
      name: facilities.name,
      roleId: roles.id,
      roleName: roles.name,
      roleCode: roles.code,
      isRawMaterialExtractor: roles.isRawMaterialExtractor,
      farmGroupId: facilities.farmGroupId,
    })
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .where(and(eq(facilities.id, facilityId), isNull(facilities.deletedAt)));
  return row ?? null;
}

/** A live partnership joins the facility and the party, or the party's farm group (DOMAIN.md §10.2). */
export async function isPartner(db: Executor, facilityId: string, party: TradingParty): Promise<boolean> {
  const sides = party.farmGroupId ? [party.id, party.farmGroupId] : [party.id];
  const [row] = await db
    .select({ id: facilityPartners.id })
    .from(facilityPartners)
    .where(
      and(
        isNull(facilityPartners.deletedAt),
        or(
          and(eq(facilityPartners.facilityId, facilityId), inArray(facilityPartners.partnerFacilityId, sides)),
          and(eq(facilityPartners.partnerFacilityId, facilityId), inArray(facilityPartners.facilityId, sides)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Live transactions of `type` handed over by `fromFacilityId` that carry any of the products. */
export async function findHandOvers(
  db: Executor,
  options: { type: number; fromFacilityId: string; productIds: readonly string[] },
): Promise<{ productId: string; toFacilityId: string | null }[]> {
  if (options.productIds.length === 0) return [];
  return db
    .select({ productId: transactionItems.productId, toFacilityId: transactions.toFacilityId })
    .from(transactionItems)
    .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
    .where(
      and(
        eq(transactions.type, options.type),
        eq(transactions.fromFacilityId, options.fromFacilityId),
        isNull(transactions.deletedAt),
        inArray(transactionItems.productId, [...options.productIds]),
      ),
    );
}

export type NewTransaction = Omit<typeof transactions.$inferInsert, 'id'>;

/** Saves a transaction and the products it carries. */
export async function insertTransaction(db: Executor, values: NewTransaction, productIds: readonly string[]): Promise<string> {
  const [row] = await db.insert(transactions).values(values).returning({ id: transactions.id });
  const transactionId = (row as { id: string }).id;
  if (productIds.length > 0) await db.insert(transactionItems).values(productIds.map((productId) => ({ transactionId, productId })));
  return transactionId;
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
  const countryRows = ids.countryIds.length ? await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids.countryIds)) : [];
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

/** Codes (lower-cased) among `codes` that products already carry: any product, or only a facility's manual ones. */
export async function findCodesInUse(db: Executor, codes: readonly string[], manualOf?: string): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const lowered = [...new Set(codes.map((code) => code.toLowerCase()))];
  const rows = await db
    .select({ code: sql<string>`lower(${products.code})` })
    .from(products)
    .where(
      and(
        inArray(sql`lower(${products.code})`, lowered),
        manualOf ? and(eq(products.isManualAdded, true), eq(products.createdFacilityId, manualOf)) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.code));
}

export type NewProduct = Omit<typeof products.$inferInsert, 'id'>;
type ProductRow = typeof products.$inferSelect;

export type InsertedProduct = Pick<ProductRow, 'id' | 'code' | 'quantityKg' | 'verifiedPercentage' | 'notVerifiedPercentage'>;

export async function insertProducts(db: Executor, rows: readonly NewProduct[]): Promise<InsertedProduct[]> {
  if (rows.length === 0) return [];
  return db.insert(products).values([...rows]).returning({
    id: products.id,
    code: products.code,
    quantityKg: products.quantityKg,
    verifiedPercentage: products.verifiedPercentage,
    notVerifiedPercentage: products.notVerifiedPercentage,
  });
}
