import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import {
  countries,
  districts,
  facilities,
  facilityGroupUploads,
  provinces,
  rolePermissions,
  roles,
  selfAssessmentAnswers,
  selfAssessments,
} from '../../db/schema/index.ts';

export type FacilityRow = typeof facilities.$inferSelect;

const farm = alias(facilities, 'farm');

/** A live role with its permission keys. */
export async function findLiveRole(db: Executor, roleId: string) {
  const [role] = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.id, roleId), isNull(roles.deletedAt)));
  if (!role) return undefined;
  const grants = await db.select({ key: rolePermissions.permissionKey }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  return { ...role, permissionKeys: grants.map((grant) => grant.key) };
}

/** A group is a live facility without a farm group of its own and with a group ID. */
const isGroup = and(isNull(facilities.farmGroupId), isNotNull(facilities.code), isNull(facilities.deletedAt));

function groupQuery(db: Executor, where: SQL | undefined) {
  const liveFarms = and(eq(farm.farmGroupId, facilities.id), isNull(farm.deletedAt));
  const farmCount = db
    .select({ n: sql<number>`count(*)::int` })
    .from(farm)
    .where(liveFarms);
  const answeredCount = db
    .select({ n: sql<number>`count(*)::int` })
    .from(farm)
    .where(and(liveFarms, isNotNull(farm.answeredSaqAt)));
  return db
    .select({
      group: facilities,
      country: { id: countries.id, name: countries.name, translations: countries.translations },
      province: { id: provinces.id, name: provinces.name, translations: provinces.translations },
      district: { id: districts.id, name: districts.name, translations: districts.translations },
      farmCount: sql<number>`(${farmCount})`,
      answeredCount: sql<number>`(${answeredCount})`,
    })
    .from(facilities)
    .leftJoin(countries, eq(countries.id, facilities.countryId))
    .leftJoin(provinces, eq(provinces.id, facilities.provinceId))
    .leftJoin(districts, eq(districts.id, facilities.districtId))
    .where(and(isGroup, where));
}

export type GroupListRow = Awaited<ReturnType<typeof groupQuery>>[number];

/** One page of a role's groups, in the order of their IDs, matching `key` in the ID or name. */
export async function findGroups(db: Executor, query: { roleId: string; key?: string; page: number; perPage: number }) {
  const term = query.key ? containing(query.key) : undefined;
  const where = and(eq(facilities.roleId, query.roleId), term ? or(ilike(facilities.code, term), ilike(facilities.name, term)) : undefined);
  const [rows, [counted]] = await Promise.all([
    groupQuery(db, where)
      .orderBy(asc(facilities.code))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(facilities)
      .where(and(isGroup, where)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findGroup(db: Executor, groupId: string): Promise<GroupListRow | undefined> {
  const [row] = await groupQuery(db, eq(facilities.id, groupId));
  return row;
}

/** Live group IDs → group, for keeping IDs unique. */
export async function findGroupIdsByCode(db: Executor): Promise<Map<string, string>> {
  const rows = await db.select({ id: facilities.id, code: facilities.code }).from(facilities).where(isGroup);
  return new Map(rows.map((row) => [row.code as string, row.id]));
}

/** A group's live farms in the order of their IDs, with how many answers each has stored. */
export async function findFarms(db: Executor, groupId: string) {
  const answerCount = db
    .select({ n: sql<number>`count(*)::int` })
    .from(selfAssessmentAnswers)
    .innerJoin(selfAssessments, eq(selfAssessments.id, selfAssessmentAnswers.selfAssessmentId))
    .where(eq(selfAssessments.facilityId, facilities.id));
  return db
    .select({ farm: facilities, answerCount: sql<number>`(${answerCount})` })
    .from(facilities)
    .where(and(eq(facilities.farmGroupId, groupId), isNull(facilities.deletedAt)))
    .orderBy(asc(facilities.code));
}

export async function findFarm(db: Executor, groupId: string, farmId: string): Promise<FacilityRow | undefined> {
  const [row] = await db
    .select()
    .from(facilities)
    .where(and(eq(facilities.id, farmId), eq(facilities.farmGroupId, groupId), isNull(facilities.deletedAt)));
  return row;
}

/** The stored answers of several facilities, per facility, in storage order. */
export async function findAnswers(db: Executor, facilityIds: string[]) {
  if (facilityIds.length === 0) return [];
  return db
    .select({
      facilityId: selfAssessments.facilityId,
      questionId: selfAssessmentAnswers.questionId,
      responseId: selfAssessmentAnswers.responseId,
      value: selfAssessmentAnswers.value,
    })
    .from(selfAssessmentAnswers)
    .innerJoin(selfAssessments, eq(selfAssessments.id, selfAssessmentAnswers.selfAssessmentId))
    .where(inArray(selfAssessments.facilityId, facilityIds))
    .orderBy(asc(selfAssessmentAnswers.id));
}

export async function insertUpload(db: Executor, values: typeof facilityGroupUploads.$inferInsert): Promise<void> {
  await db.insert(facilityGroupUploads).values(values);
}

export async function findUpload(db: Executor, fileId: string) {
  const [row] = await db.select().from(facilityGroupUploads).where(eq(facilityGroupUploads.fileId, fileId));
  return row;
}

/** An import applies its file once. */
export async function deleteUpload(db: Executor, fileId: string): Promise<void> {
  await db.delete(facilityGroupUploads).where(eq(facilityGroupUploads.fileId, fileId));
}
