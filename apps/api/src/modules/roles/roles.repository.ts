import { identifierSystemsOf, roleNameTranslationsOf, type TRole, type TRoleAttribute, type TRoleAttributeInput } from '@opentrace/domain';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roleAttributes, rolePermissions, roles, users } from '../../db/schema/index.ts';

export type RoleRow = typeof roles.$inferSelect;
export type NewRoleRow = typeof roles.$inferInsert;

const toDayMonthYear = (isoDate: string | null) => (isoDate ? isoDate.split('-').reverse().join('/') : null);

export async function findRoles(db: Executor, ids?: string[]): Promise<TRole[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(and(isNull(roles.deletedAt), ids ? inArray(roles.id, ids) : undefined))
    .orderBy(asc(roles.type), asc(roles.name));
  if (rows.length === 0) return [];
  const roleIds = rows.map((r) => r.id);
  const [grants, counts, attributeRows] = await Promise.all([
    db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds)),
    db
      .select({ roleId: users.roleId, n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(inArray(users.roleId, roleIds), isNull(users.deletedAt)))
      .groupBy(users.roleId),
    db.select().from(roleAttributes).where(inArray(roleAttributes.roleId, roleIds)).orderBy(asc(roleAttributes.sortOrder)),
  ]);
  return rows.map((row) => {
    const attributes = attributeRows.filter((a) => a.roleId === row.id).map(toRoleAttribute);
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      nameTranslations: roleNameTranslationsOf(row.nameTranslations),
      type: row.type,
      icon: row.icon,
      facilityTypeId: row.facilityTypeId,
      isRawMaterialExtractor: row.isRawMaterialExtractor,
      chainOfCustody: row.chainOfCustody,
      seasonStartDate: toDayMonthYear(row.seasonStartDate),
      seasonDuration: row.seasonDurationMonths,
      permissions: grants.filter((g) => g.roleId === row.id).map((g) => g.permissionKey),
      userCount: counts.find((c) => c.roleId === row.id)?.n ?? 0,
      identifierSystems: identifierSystemsOf(attributes),
      attributes,
    };
  });
}

function toRoleAttribute(row: typeof roleAttributes.$inferSelect): TRoleAttribute {
  return {
    id: row.id,
    identifierSystem: row.identifierSystem,
    name: row.name,
    nameTranslations: row.nameTranslations as Record<string, string>,
    category: row.category,
    options: row.options.map((option) => ({ value: option.value, translations: option.translations as Record<string, string> })),
    isOptional: row.isOptional,
    order: row.sortOrder,
  };
}

/** Every attribute of every live role, with the role's name, in role-name then form order. */
export async function findAttributesOfLiveRoles(db: Executor): Promise<(TRoleAttribute & { roleName: string })[]> {
  const rows = await db
    .select({ attribute: roleAttributes, roleName: roles.name })
    .from(roleAttributes)
    .innerJoin(roles, eq(roles.id, roleAttributes.roleId))
    .where(isNull(roles.deletedAt))
    .orderBy(asc(roles.name), asc(roleAttributes.sortOrder));
  return rows.map((row) => ({ ...toRoleAttribute(row.attribute), roleName: row.roleName }));
}

export async function setRoleAttributeTranslations(
  db: Executor,
  id: string,
  values: Pick<TRoleAttribute, 'nameTranslations' | 'options'>,
  now: Date,
): Promise<void> {
  await db
    .update(roleAttributes)
    .set({ ...values, updatedAt: now })
    .where(eq(roleAttributes.id, id));
}

/** Ids of the role's attributes, to check that an edit only names attributes the role owns. */
export async function findRoleAttributeIds(db: Executor, roleId: string): Promise<string[]> {
  const rows = await db.select({ id: roleAttributes.id }).from(roleAttributes).where(eq(roleAttributes.roleId, roleId));
  return rows.map((row) => row.id);
}

/**
 * Makes the role's attributes exactly `attributes`, in that order. Attributes sent with their id are
 * updated in place, so the answers facilities gave to them survive the edit; the others are removed.
 */
export async function replaceRoleAttributes(db: Executor, roleId: string, attributes: TRoleAttributeInput[], now: Date): Promise<void> {
  const keptIds = attributes.map((a) => a.id).filter((id): id is string => id !== undefined);
  await db
    .delete(roleAttributes)
    .where(and(eq(roleAttributes.roleId, roleId), keptIds.length > 0 ? notInArray(roleAttributes.id, keptIds) : undefined));
  for (const [sortOrder, attribute] of attributes.entries()) {
    const values = {
      identifierSystem: attribute.identifierSystem,
      name: attribute.name,
      nameTranslations: attribute.nameTranslations,
      category: attribute.category,
      options: attribute.options,
      isOptional: attribute.isOptional,
      sortOrder,
    };
    if (attribute.id) {
      await db
        .update(roleAttributes)
        .set({ ...values, updatedAt: now })
        .where(and(eq(roleAttributes.id, attribute.id), eq(roleAttributes.roleId, roleId)));
    } else {
      await db.insert(roleAttributes).values({ ...values, roleId });
    }
  }
}

export async function findRoleRow(db: Executor, id: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), isNull(roles.deletedAt)));
  return row;
}

export function findRoleRowsByIds(db: Executor, ids: readonly string[]): Promise<RoleRow[]> {
  return db
    .select()
    .from(roles)
    .where(inArray(roles.id, [...ids]));
}

export async function insertRole(db: Executor, values: NewRoleRow, permissionKeys: string[]): Promise<string> {
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  if (!row) throw new Error('Role was not created');
  await replaceRolePermissions(db, row.id, permissionKeys);
  return row.id;
}

export async function updateRole(db: Executor, id: string, values: Partial<NewRoleRow>, permissionKeys: string[]): Promise<void> {
  await db.update(roles).set(values).where(eq(roles.id, id));
  await replaceRolePermissions(db, id, permissionKeys);
}

async function replaceRolePermissions(db: Executor, roleId: string, keys: string[]): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (keys.length > 0) await db.insert(rolePermissions).values(keys.map((permissionKey) => ({ roleId, permissionKey })));
}

export async function softDeleteRole(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(roles).set({ deletedAt: now }).where(eq(roles.id, id));
  // A deleted role takes its attributes (and the answers given to them) along (DOMAIN.md §1.1).
  await db.delete(roleAttributes).where(eq(roleAttributes.roleId, id));
}
