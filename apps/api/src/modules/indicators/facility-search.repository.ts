import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { countries, facilities, roles } from '../../db/schema/index.ts';

/**
 * Live Producer facilities, the ones an integration names in reports, by name; `key` matches the name,
 * the OS ID or the business registration number. Only what identifies a facility is read.
 */
export async function findFacilitySearchPage(db: Executor, key: string | undefined, page: { page: number; perPage: number }) {
  const search = key
    ? or(
        ilike(facilities.name, containing(key)),
        ilike(facilities.oarId, containing(key)),
        ilike(facilities.businessRegisterNumber, containing(key)),
      )
    : undefined;
  const where = and(isNull(facilities.deletedAt), eq(roles.type, 'Producer'), search);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: facilities.id,
        name: facilities.name,
        osId: facilities.oarId,
        businessRegisterNumber: facilities.businessRegisterNumber,
        roleName: roles.name,
        roleNameTranslations: roles.nameTranslations,
        countryCode: countries.countryCode,
        countryName: countries.name,
        countryTranslations: countries.translations,
      })
      .from(facilities)
      .innerJoin(roles, eq(roles.id, facilities.roleId))
      .leftJoin(countries, eq(countries.id, facilities.countryId))
      .where(where)
      .orderBy(asc(sql`lower(${facilities.name})`), asc(facilities.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(facilities).innerJoin(roles, eq(roles.id, facilities.roleId)).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
