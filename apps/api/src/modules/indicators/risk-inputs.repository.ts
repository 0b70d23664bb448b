import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { TTranslations } from '../../core/translations.ts';
import { countries, countryRiskScores, indicators, productRiskListings } from '../../db/schema/index.ts';

/* What the risk engine reads of external risk: country scores and the List of Goods rows, for many countries at once. */

export interface CountryRiskInputRow {
  countryId: string;
  countryName: string;
  countryTranslations: TTranslations | null;
  score: number;
  updatedAt: Date;
}

export function findCountryRiskInputs(db: Executor, countryIds: readonly string[]): Promise<CountryRiskInputRow[]> {
  if (countryIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      countryId: countryRiskScores.countryId,
      countryName: countries.name,
      countryTranslations: countries.translations,
      score: countryRiskScores.score,
      updatedAt: countryRiskScores.updatedAt,
    })
    .from(countryRiskScores)
    .innerJoin(countries, eq(countries.id, countryRiskScores.countryId))
    .where(inArray(countryRiskScores.countryId, [...countryIds]));
}

export interface ListingRiskInputRow {
  id: string;
  countryId: string;
  good: string;
  externalIndicatorName: string;
  subIndicatorId: string;
  severity: number;
  createdAt: Date;
}

/** Listings that point at a sub-indicator of the indicator list: the others cannot be weighed, only shown. */
export async function findListingRiskInputs(db: Executor, countryIds: readonly string[]): Promise<ListingRiskInputRow[]> {
  if (countryIds.length === 0) return [];
  const rows = await db
    .select({
      id: productRiskListings.id,
      countryId: productRiskListings.countryId,
      good: productRiskListings.good,
      externalIndicatorName: indicators.name,
      subIndicatorId: productRiskListings.subIndicatorId,
      severity: productRiskListings.severity,
      createdAt: productRiskListings.createdAt,
    })
    .from(productRiskListings)
    .innerJoin(indicators, eq(indicators.id, productRiskListings.externalIndicatorId))
    .where(and(inArray(productRiskListings.countryId, [...countryIds]), isNotNull(productRiskListings.subIndicatorId)));
  return rows.map((row) => ({ ...row, countryId: row.countryId as string, subIndicatorId: row.subIndicatorId as string }));
}
