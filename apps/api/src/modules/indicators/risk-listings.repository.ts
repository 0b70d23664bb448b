import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countries, countryRiskScores, indicators, productRiskListings } from '../../db/schema/index.ts';
import type { CountryRef } from './country-lookup.ts';

export type NewProductRiskListingRow = typeof productRiskListings.$inferInsert;

export function findCountries(db: Executor): Promise<CountryRef[]> {
  return db.select({ id: countries.id, countryCode: countries.countryCode, name: countries.name }).from(countries);
}

export function findCountryRiskScores(db: Executor) {
  return db
    .select({
      countryCode: countries.countryCode,
      countryName: countries.name,
      countryTranslations: countries.translations,
      score: countryRiskScores.score,
    })
    .from(countryRiskScores)
    .innerJoin(countries, eq(countries.id, countryRiskScores.countryId))
    .orderBy(asc(countries.name));
}

/** One country's risk score 0–100, or null when the configuration sets none. */
export async function findCountryRiskScore(db: Executor, countryId: string): Promise<number | null> {
  const [row] = await db
    .select({ score: countryRiskScores.score })
    .from(countryRiskScores)
    .where(eq(countryRiskScores.countryId, countryId));
  return row?.score ?? null;
}

export async function upsertCountryRiskScores(db: Executor, scores: { countryId: string; score: number }[], now: Date): Promise<void> {
  if (scores.length === 0) return;
  await db
    .insert(countryRiskScores)
    .values(scores.map((score) => ({ ...score, updatedAt: now })))
    .onConflictDoUpdate({ target: countryRiskScores.countryId, set: { score: sql`excluded.score`, updatedAt: now } });
}

export async function deleteCountryRiskScore(db: Executor, countryId: string): Promise<number> {
  const deleted = await db
    .delete(countryRiskScores)
    .where(eq(countryRiskScores.countryId, countryId))
    .returning({ id: countryRiskScores.countryId });
  return deleted.length;
}

/** What a listing says, without its id and timestamp: two loads of the same list give the same keys. */
function listingKey(row: NewProductRiskListingRow): string {
  return JSON.stringify([
    row.countryId ?? null,
    row.countryName,
    row.good,
    row.externalIndicatorId,
    row.subIndicatorId ?? null,
    row.severity,
  ]);
}

/**
 * Replaces every listing. Loading a list that changes nothing writes nothing: the listings keep their
 * ids, and the load costs a read instead of rewriting hundreds of rows.
 */
export async function replaceProductRiskListings(db: Executor, rows: NewProductRiskListingRow[]): Promise<void> {
  const current = await db
    .select({
      countryId: productRiskListings.countryId,
      countryName: productRiskListings.countryName,
      good: productRiskListings.good,
      externalIndicatorId: productRiskListings.externalIndicatorId,
      subIndicatorId: productRiskListings.subIndicatorId,
      severity: productRiskListings.severity,
    })
    .from(productRiskListings);
  const currentKeys = current.map(listingKey).sort();
  const newKeys = rows.map(listingKey).sort();
  if (currentKeys.length === newKeys.length && currentKeys.every((key, index) => key === newKeys[index])) return;
  await db.delete(productRiskListings);
  for (let start = 0; start < rows.length; start += 500) await db.insert(productRiskListings).values(rows.slice(start, start + 500));
}

export function findProductRiskListings(db: Executor, countryId?: string) {
  return db
    .select({
      id: productRiskListings.id,
      countryCode: countries.countryCode,
      countryName: productRiskListings.countryName,
      countryTranslations: countries.translations,
      good: productRiskListings.good,
      externalIndicatorId: productRiskListings.externalIndicatorId,
      externalIndicatorName: indicators.name,
      externalIndicatorTranslations: indicators.translations,
      subIndicatorId: productRiskListings.subIndicatorId,
      severity: productRiskListings.severity,
    })
    .from(productRiskListings)
    .innerJoin(indicators, eq(indicators.id, productRiskListings.externalIndicatorId))
    .leftJoin(countries, eq(countries.id, productRiskListings.countryId))
    .where(countryId ? eq(productRiskListings.countryId, countryId) : undefined)
    .orderBy(asc(productRiskListings.countryName), asc(productRiskListings.good), asc(indicators.name));
}

/** Removes every country risk score before a configuration bundle sets them again. */
export async function clearCountryRiskScores(db: Executor): Promise<void> {
  await db.delete(countryRiskScores);
}
