import type { TIdentifierSystem } from '@opentrace/domain';
import { type AnyColumn, and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  countries,
  districts,
  facilities,
  facilityRoleAttributeValues,
  localOarIds,
  oarIdMatchCandidates,
  provinces,
  rmiFacilities,
  roleAttributes,
} from '../../db/schema/index.ts';

export type CandidateRow = typeof oarIdMatchCandidates.$inferSelect;
export type NewCandidateRow = typeof oarIdMatchCandidates.$inferInsert;
export type LocalOarIdRow = typeof localOarIds.$inferSelect;
export type RmiFacilityRow = typeof rmiFacilities.$inferSelect;

const lowerEquals = (column: AnyColumn, value: string) => sql`lower(${column}) = ${value.trim().toLowerCase()}`;

export async function findCountryById(db: Executor, id: string) {
  const [row] = await db
    .select({ id: countries.id, code: countries.countryCode, name: countries.name })
    .from(countries)
    .where(eq(countries.id, id));
  return row;
}

export async function findProvinceById(db: Executor, id: string) {
  const [row] = await db.select({ id: provinces.id, countryId: provinces.countryId }).from(provinces).where(eq(provinces.id, id));
  return row;
}

export async function findDistrictById(db: Executor, id: string) {
  const [row] = await db.select({ id: districts.id, provinceId: districts.provinceId }).from(districts).where(eq(districts.id, id));
  return row;
}

/** One answer of a live facility to one of its role's Open Supply Hub attributes. */
export interface OshAttributeValueRow {
  facilityId: string;
  facilityName: string;
  category: string;
  attributeName: string;
  value: string;
}

/**
 * The Open Supply Hub answers of live facilities; with `oarId`, only those of the facilities whose
 * OS ID it is (letter case aside).
 */
export async function findOshAttributeValues(db: Executor, oarId?: string): Promise<OshAttributeValueRow[]> {
  const facilityIds = oarId
    ? db
        .select({ id: facilityRoleAttributeValues.facilityId })
        .from(facilityRoleAttributeValues)
        .innerJoin(roleAttributes, eq(roleAttributes.id, facilityRoleAttributeValues.attributeId))
        .where(
          and(
            eq(roleAttributes.identifierSystem, 'OPEN_SUPPLY_HUB_ID'),
            eq(roleAttributes.category, 'UNIQUE_ID'),
            lowerEquals(facilityRoleAttributeValues.value, oarId),
          ),
        )
    : undefined;
  const rows = await db
    .select({
      facilityId: facilities.id,
      facilityName: facilities.name,
      category: roleAttributes.category,
      attributeName: roleAttributes.name,
      value: facilityRoleAttributeValues.value,
    })
    .from(facilityRoleAttributeValues)
    .innerJoin(roleAttributes, eq(roleAttributes.id, facilityRoleAttributeValues.attributeId))
    .innerJoin(facilities, eq(facilities.id, facilityRoleAttributeValues.facilityId))
    .where(
      and(
        eq(roleAttributes.identifierSystem, 'OPEN_SUPPLY_HUB_ID'),
        isNull(facilities.deletedAt),
        facilityIds ? inArray(facilities.id, facilityIds) : undefined,
      ),
    )
    .orderBy(asc(facilities.createdAt), asc(roleAttributes.sortOrder));
  return rows.flatMap((row) => (row.value === null || row.value.trim() === '' ? [] : [{ ...row, value: row.value }]));
}

export interface UniqueIdAttributeRow {
  id: string;
  name: string;
  identifierSystem: TIdentifierSystem;
}

/** Those of the attributes that are UNIQUE_IDs. */
export function findUniqueIdAttributes(db: Executor, attributeIds: readonly string[]): Promise<UniqueIdAttributeRow[]> {
  return db
    .select({ id: roleAttributes.id, name: roleAttributes.name, identifierSystem: roleAttributes.identifierSystem })
    .from(roleAttributes)
    .where(and(inArray(roleAttributes.id, [...attributeIds]), eq(roleAttributes.category, 'UNIQUE_ID')));
}

/** Holds each named lock until the transaction ends. */
export async function lockUniqueIds(tx: Executor, lockNames: readonly string[]): Promise<void> {
  // Sorted, so two transactions locking overlapping IDs take the locks in the same order.
  for (const lockName of [...new Set(lockNames)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockName}, 0))`);
  }
}

/** UNIQUE_ID answers of other live facilities whose trimmed, lower-cased value is one of `keys`. */
export function findTakenUniqueIds(
  db: Executor,
  facilityId: string,
  keys: readonly string[],
): Promise<{ name: string; identifierSystem: TIdentifierSystem; value: string | null }[]> {
  return db
    .select({ name: roleAttributes.name, identifierSystem: roleAttributes.identifierSystem, value: facilityRoleAttributeValues.value })
    .from(facilityRoleAttributeValues)
    .innerJoin(roleAttributes, eq(roleAttributes.id, facilityRoleAttributeValues.attributeId))
    .innerJoin(facilities, eq(facilities.id, facilityRoleAttributeValues.facilityId))
    .where(
      and(
        eq(roleAttributes.category, 'UNIQUE_ID'),
        ne(facilityRoleAttributeValues.facilityId, facilityId),
        isNull(facilities.deletedAt),
        inArray(sql`lower(trim(${facilityRoleAttributeValues.value}))`, [...keys]),
      ),
    );
}

export function findLocalOarIds(db: Executor, oarId?: string): Promise<LocalOarIdRow[]> {
  return db
    .select()
    .from(localOarIds)
    .where(oarId ? lowerEquals(localOarIds.oarId, oarId) : undefined)
    .orderBy(asc(localOarIds.createdAt));
}

/** False when the ID is already taken, so the caller draws another. */
export async function insertLocalOarId(db: Executor, row: typeof localOarIds.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(localOarIds).values(row).onConflictDoNothing().returning({ oarId: localOarIds.oarId });
  return inserted.length > 0;
}

export async function insertCandidates(db: Executor, rows: NewCandidateRow[]): Promise<CandidateRow[]> {
  return rows.length === 0 ? [] : db.insert(oarIdMatchCandidates).values(rows).returning();
}

/** The candidates among `ids` that were offered to `userId` and are still pending and fresh. */
export function findPendingCandidates(db: Executor, userId: string, ids: string[], now: Date): Promise<CandidateRow[]> {
  return db
    .select()
    .from(oarIdMatchCandidates)
    .where(
      and(
        inArray(oarIdMatchCandidates.id, ids),
        eq(oarIdMatchCandidates.userId, userId),
        eq(oarIdMatchCandidates.status, 'PENDING'),
        gt(oarIdMatchCandidates.expiresAt, now),
      ),
    )
    .orderBy(asc(oarIdMatchCandidates.rank));
}

export function findPendingOfRegistration(db: Executor, registrationId: string): Promise<CandidateRow[]> {
  return db
    .select()
    .from(oarIdMatchCandidates)
    .where(and(eq(oarIdMatchCandidates.registrationId, registrationId), eq(oarIdMatchCandidates.status, 'PENDING')))
    .orderBy(asc(oarIdMatchCandidates.rank));
}

/** Settles a registration: the confirmed candidate, if any, and every other one rejected. */
export async function settleRegistration(db: Executor, registrationId: string, confirmedId: string | null): Promise<void> {
  await db
    .update(oarIdMatchCandidates)
    .set({ status: 'REJECTED' })
    .where(
      and(eq(oarIdMatchCandidates.registrationId, registrationId), confirmedId ? ne(oarIdMatchCandidates.id, confirmedId) : undefined),
    );
  if (confirmedId) await db.update(oarIdMatchCandidates).set({ status: 'CONFIRMED' }).where(eq(oarIdMatchCandidates.id, confirmedId));
}

/** Candidates nobody settled in time are of no use to anyone; each new registration sweeps them. */
export async function deleteExpiredCandidates(db: Executor, now: Date): Promise<void> {
  await db.delete(oarIdMatchCandidates).where(sql`${oarIdMatchCandidates.expiresAt} <= ${now}`);
}

export async function countRmiFacilities(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(rmiFacilities);
  return row?.n ?? 0;
}

export async function findRmiFacility(db: Executor, facilityId: string): Promise<RmiFacilityRow | undefined> {
  const [row] = await db.select().from(rmiFacilities).where(lowerEquals(rmiFacilities.facilityId, facilityId));
  return row;
}

export async function replaceRmiFacilities(db: Executor, rows: (typeof rmiFacilities.$inferInsert)[]): Promise<void> {
  await db.delete(rmiFacilities);
  // Chunks keep each statement well under PostgreSQL's 65,535 bind parameters.
  for (let start = 0; start < rows.length; start += 1000) await db.insert(rmiFacilities).values(rows.slice(start, start + 1000));
}
