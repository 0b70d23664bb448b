import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { commodities, productRiskListings } from '../../db/schema/index.ts';
import type { NewProductRiskListingRow } from './risk-listings.repository.ts';

/** The commodity names of the reference list (GET /api/commodities), which commodity risks must use. */
export async function findCommodityNames(db: Executor): Promise<string[]> {
  const rows = await db.select({ name: commodities.name }).from(commodities).orderBy(asc(commodities.name));
  return rows.map((row) => row.name);
}

/** The listings of these countries, to tell a commodity risk that exists from a new one. */
export function findListingsOfCountries(db: Executor, countryIds: readonly string[]) {
  if (countryIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: productRiskListings.id,
      countryId: productRiskListings.countryId,
      good: productRiskListings.good,
      subIndicatorId: productRiskListings.subIndicatorId,
    })
    .from(productRiskListings)
    .where(inArray(productRiskListings.countryId, [...countryIds]));
}

export async function insertListing(db: Executor, row: NewProductRiskListingRow): Promise<string> {
  const [inserted] = await db.insert(productRiskListings).values(row).returning({ id: productRiskListings.id });
  return (inserted as { id: string }).id;
}

export async function updateListing(db: Executor, id: string, values: Partial<NewProductRiskListingRow>): Promise<void> {
  await db.update(productRiskListings).set(values).where(eq(productRiskListings.id, id));
}
