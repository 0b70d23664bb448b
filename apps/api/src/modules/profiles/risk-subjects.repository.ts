import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TRiskLevel } from '@opentrace/domain';
import { anyOfIds } from '../../db/any-of.ts';
import type { Executor } from '../../db/client.ts';
import { facilities, roles } from '../../db/schema/index.ts';

/*
 * The facilities the risk engine scores: live facilities of Producer roles (farms, farm groups, ginners,
 * mills…); brands, auditors and administrators' organisations carry no labour-risk level.
 */

export interface RiskSubjectRow {
  id: string;
  name: string;
  roleId: string;
  countryId: string | null;
  farmGroupId: string | null;
  goodsProductDefinitionIds: string[];
  riskLevel: TRiskLevel | null;
}

const assessable = and(isNull(facilities.deletedAt), eq(roles.type, 'Producer'));

export function findRiskSubjects(db: Executor, ids: readonly string[]): Promise<RiskSubjectRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: facilities.id,
      name: facilities.name,
      roleId: facilities.roleId,
      countryId: facilities.countryId,
      farmGroupId: facilities.farmGroupId,
      goodsProductDefinitionIds: facilities.goodsProductDefinitionIds,
      riskLevel: facilities.riskLevel,
    })
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .where(and(anyOfIds(facilities.id, ids), assessable));
}

/** The live farms of the given farm groups. */
export async function findFarmIdsOf(db: Executor, groupIds: readonly string[]): Promise<{ id: string; farmGroupId: string }[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ id: facilities.id, farmGroupId: facilities.farmGroupId })
    .from(facilities)
    .where(and(anyOfIds(facilities.farmGroupId, groupIds), isNull(facilities.deletedAt)));
  return rows.map((row) => ({ id: row.id, farmGroupId: row.farmGroupId as string }));
}

/** One page of every assessable facility's id, in id order (keyset paging, so a long run never skips one). */
export async function findRiskSubjectIdsAfter(db: Executor, afterId: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: facilities.id })
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .where(afterId ? and(assessable, gt(facilities.id, afterId)) : assessable)
    .orderBy(asc(facilities.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Copies the engine's levels onto the facilities, where lists filter and sort by them. */
export async function recordRiskLevels(db: Executor, levels: readonly { id: string; level: TRiskLevel | null }[]): Promise<void> {
  if (levels.length === 0) return;
  const values = sql.join(
    levels.map((row) => sql`(${row.id}::uuid, ${row.level}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${facilities} set risk_level = v.level
    from (values ${values}) as v(id, level)
    where ${facilities.id} = v.id and ${facilities.riskLevel} is distinct from v.level`);
}

/** How many assessable facilities sit at each level (null: not assessed). */
export function countRiskSubjectsByLevel(db: Executor): Promise<{ level: TRiskLevel | null; count: number }[]> {
  return db
    .select({ level: facilities.riskLevel, count: sql<number>`count(*)::int` })
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .where(assessable)
    .groupBy(facilities.riskLevel);
}
