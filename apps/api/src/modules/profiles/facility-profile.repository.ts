import { and, asc, eq, ilike, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import {
  countries,
  districts,
  facilities,
  facilityRoleAttributeValues,
  files,
  productDefinitions,
  provinces,
  roleAttributes,
  roles,
  supplyChainLines,
  users,
} from '../../db/schema/index.ts';
import { insertRecords } from '../../db/raw-statement.ts';

export type FacilityRow = typeof facilities.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type RoleAttributeRow = typeof roleAttributes.$inferSelect;
export type NewFacilityValues = Partial<typeof facilities.$inferInsert>;
type CountryRow = typeof countries.$inferSelect;
type ProvinceRow = typeof provinces.$inferSelect;
type DistrictRow = typeof districts.$inferSelect;

/** A live facility with the role it belongs to. */
export async function findFacilityWithRole(
  db: Executor,
  facilityId: string,
): Promise<{ facility: FacilityRow; role: RoleRow } | undefined> {
  const [row] = await db
    .select({ facility: facilities, role: roles })
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .where(and(eq(facilities.id, facilityId), isNull(facilities.deletedAt)));
  return row;
}

/**
 * One page of the live facilities that meet `among`, by name, each with its role's name: the choices a
 * picker offers (a DNA test's parties, a plan's suppliers). `key` narrows by name; `facilityId` asks
 * whether that one facility is among them.
 */
export async function findFacilityChoicePage(
  db: Executor,
  among: SQL,
  options: { key?: string; facilityId?: string; page: number; perPage: number },
) {
  const where = and(
    isNull(facilities.deletedAt),
    among,
    options.key ? ilike(facilities.name, containing(options.key)) : undefined,
    options.facilityId ? eq(facilities.id, options.facilityId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: facilities.id, name: facilities.name, roleName: roles.name, roleTranslations: roles.nameTranslations })
      .from(facilities)
      .innerJoin(roles, eq(roles.id, facilities.roleId))
      .where(where)
      .orderBy(asc(facilities.name), asc(facilities.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(facilities)
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The facility's earliest live user: the one who may set the reconciliation window (DOMAIN.md §1.1). */
export async function findFirstUserId(db: Executor, facilityId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.facilityId, facilityId), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.id ?? null;
}

/** The role's attributes in form order, each with the facility's stored answer. */
export async function findAnsweredRoleAttributes(
  db: Executor,
  roleId: string,
  facilityId: string,
): Promise<{ attribute: RoleAttributeRow; value: string | null }[]> {
  const rows = await db
    .select({ attribute: roleAttributes, value: facilityRoleAttributeValues.value })
    .from(roleAttributes)
    .leftJoin(
      facilityRoleAttributeValues,
      and(eq(facilityRoleAttributeValues.attributeId, roleAttributes.id), eq(facilityRoleAttributeValues.facilityId, facilityId)),
    )
    .where(eq(roleAttributes.roleId, roleId))
    .orderBy(asc(roleAttributes.sortOrder));
  return rows.map((row) => ({ attribute: row.attribute, value: row.value ?? null }));
}

/** The product definitions a role makes: the outputs of its lines on the supply-chain map, live ones only. */
export async function findRoleOutputs(db: Executor, roleId: string): Promise<(typeof productDefinitions.$inferSelect)[]> {
  const lines = await db
    .select({ outputs: supplyChainLines.outputProductDefinitionIds })
    .from(supplyChainLines)
    .where(eq(supplyChainLines.roleId, roleId));
  const ids = [...new Set(lines.flatMap((line) => line.outputs))];
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productDefinitions)
    .where(and(inArray(productDefinitions.id, ids), isNull(productDefinitions.deletedAt)))
    .orderBy(asc(productDefinitions.name));
}

export async function findProductDefinitionsByIds(
  db: Executor,
  ids: readonly string[],
): Promise<(typeof productDefinitions.$inferSelect)[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productDefinitions)
    .where(inArray(productDefinitions.id, [...ids]));
}

/** Of these stored files, the blob names a user of the facility uploaded (and that still exist). */
export async function findFacilityBlobNames(db: Executor, facilityId: string, blobNames: readonly string[]): Promise<Set<string>> {
  if (blobNames.length === 0) return new Set();
  const rows = await db
    .select({ blobName: files.blobName })
    .from(files)
    .where(and(inArray(files.blobName, [...blobNames]), eq(files.facilityId, facilityId), isNull(files.deletedAt)));
  return new Set(rows.map((row) => row.blobName));
}

export interface LocationRows {
  countries: Map<string, CountryRow>;
  provinces: Map<string, ProvinceRow>;
  districts: Map<string, DistrictRow>;
}

/** Countries, provinces and districts by id, in three queries whatever the number of ids. */
export async function findLocationRows(
  db: Executor,
  ids: { countryIds: readonly string[]; provinceIds: readonly string[]; districtIds: readonly string[] },
): Promise<LocationRows> {
  const [countryRows, provinceRows, districtRows] = await Promise.all([
    ids.countryIds.length > 0
      ? db
          .select()
          .from(countries)
          .where(inArray(countries.id, [...ids.countryIds]))
      : [],
    ids.provinceIds.length > 0
      ? db
          .select()
          .from(provinces)
          .where(inArray(provinces.id, [...ids.provinceIds]))
      : [],
    ids.districtIds.length > 0
      ? db
          .select()
          .from(districts)
          .where(inArray(districts.id, [...ids.districtIds]))
      : [],
  ]);
  return {
    countries: new Map(countryRows.map((row) => [row.id, row])),
    provinces: new Map(provinceRows.map((row) => [row.id, row])),
    districts: new Map(districtRows.map((row) => [row.id, row])),
  };
}

export async function updateFacility(db: Executor, facilityId: string, values: NewFacilityValues): Promise<void> {
  await db.update(facilities).set(values).where(eq(facilities.id, facilityId));
}

/** Creates a facility: an invited organisation, a farm group or one of its farms. */
export async function insertFacility(db: Executor, values: typeof facilities.$inferInsert): Promise<string> {
  const [row] = await db.insert(facilities).values(values).returning({ id: facilities.id });
  if (!row) throw new Error('The facility was not stored');
  return row.id;
}

/** Creates many facilities in one go (a brand's supplier import), with the ids the caller chose. */
export async function insertFacilities(db: Executor, values: readonly (typeof facilities.$inferInsert & { id: string })[]): Promise<void> {
  await insertRecords(db, facilities, values);
}

/** Frees the codes of these facilities, so farms that swap IDs in one update do not collide. */
export async function clearFacilityCodes(db: Executor, facilityIds: readonly string[]): Promise<void> {
  if (facilityIds.length > 0)
    await db
      .update(facilities)
      .set({ code: null })
      .where(inArray(facilities.id, [...facilityIds]));
}

export async function softDeleteFacilities(db: Executor, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length > 0)
    await db
      .update(facilities)
      .set({ deletedAt: at, updatedAt: at })
      .where(inArray(facilities.id, [...ids]));
}

export async function softDeleteFarmsOf(db: Executor, groupId: string, at: Date): Promise<void> {
  await db
    .update(facilities)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(facilities.farmGroupId, groupId), isNull(facilities.deletedAt)));
}

/** The onboarding gate (DOMAIN.md §1.4): the first partner a facility adds stamps it; later ones leave it. */
export async function stampAddedPartner(db: Executor, facilityId: string, now: Date): Promise<void> {
  await db
    .update(facilities)
    .set({ addedPartnerAt: now })
    .where(and(eq(facilities.id, facilityId), isNull(facilities.addedPartnerAt)));
}

/** Writes the given answers; an empty answer removes the stored one. */
export async function saveAttributeAnswers(
  db: Executor,
  facilityId: string,
  answers: readonly { attributeId: string; value: string | null; label: string | null }[],
  now: Date,
): Promise<void> {
  const cleared = answers.filter((answer) => answer.value === null).map((answer) => answer.attributeId);
  const kept = answers.filter((answer) => answer.value !== null);
  if (cleared.length > 0) {
    await db
      .delete(facilityRoleAttributeValues)
      .where(and(eq(facilityRoleAttributeValues.facilityId, facilityId), inArray(facilityRoleAttributeValues.attributeId, cleared)));
  }
  if (kept.length > 0) {
    await db
      .insert(facilityRoleAttributeValues)
      .values(
        kept.map((answer) => ({ facilityId, attributeId: answer.attributeId, value: answer.value, label: answer.label, updatedAt: now })),
      )
      .onConflictDoUpdate({
        target: [facilityRoleAttributeValues.facilityId, facilityRoleAttributeValues.attributeId],
        set: { value: sql`excluded.value`, label: sql`excluded.label`, updatedAt: now },
      });
  }
}

/**
 * Whether another live facility already has this OS ID (letter case aside). Locks the ID until the
 * transaction ends, so two facilities saving it at once cannot both pass.
 */
export async function isOarIdTaken(db: Executor, facilityId: string, oarId: string): Promise<boolean> {
  const key = oarId.trim().toLowerCase();
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`facility-oar-id:${key}`}, 0))`);
  const [row] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(sql`lower(${facilities.oarId}) = ${key}`, ne(facilities.id, facilityId), isNull(facilities.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export async function stampProfileUpdated(db: Executor, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ updatedProfileAt: now, updatedAt: now }).where(eq(users.id, userId));
}

export async function findFileById(db: Executor, fileId: string): Promise<typeof files.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), isNull(files.deletedAt)));
  return row;
}
