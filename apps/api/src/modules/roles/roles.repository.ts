import type { TRole } from '@opentrace/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rolePermissions, roles, users } from '../../db/schema/index.ts';

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
  const [grants, counts] = await Promise.all([
    db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds)),
    db
      .select({ roleId: users.roleId, n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(inArray(users.roleId, roleIds), isNull(users.deletedAt)))
      .groupBy(users.roleId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    icon: row.icon,
    facilityTypeId: row.facilityTypeId,
    isRawMaterialExtractor: row.isRawMaterialExtractor,
    chainOfCustody: row.chainOfCustody,
    seasonStartDate: toDayMonthYear(row.seasonStartDate),
    seasonDuration: row.seasonDurationMonths,
    permissions: grants.filter((g) => g.roleId === row.id).map((g) => g.permissionKey),
    userCount: counts.find((c) => c.roleId === row.id)?.n ?? 0,
  }));
}

export async function findRoleRow(db: Executor, id: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(and(eq(roles.id, id), isNull(roles.deletedAt)));
  return row;
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
}
