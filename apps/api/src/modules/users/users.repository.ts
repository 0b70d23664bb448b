import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { facilities, rolePermissions, roles, userPermissions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type FacilityRow = typeof facilities.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<{ user: UserRow; role: RoleRow } | undefined> {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return row;
}

export async function findUserWithRoleAndFacility(
  db: Executor,
  userId: string,
): Promise<{ user: UserRow; role: RoleRow; facility: FacilityRow | null } | undefined> {
  const [row] = await db
    .select({ user: users, role: roles, facility: facilities })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(facilities, eq(facilities.id, users.facilityId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** What a user holds: their role's permissions and any granted to them directly. */
export async function findPermissionKeys(db: Executor, userId: string, roleId: string): Promise<string[]> {
  const [fromRole, direct] = await Promise.all([
    db.select({ key: rolePermissions.permissionKey }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId)),
    db.select({ key: userPermissions.permissionKey }).from(userPermissions).where(eq(userPermissions.userId, userId)),
  ]);
  return [...new Set([...fromRole, ...direct].map((row) => row.key))];
}

/** The earliest colleague of a facility: the first user, and by default its first admin. */
export async function findFirstFacilityUserId(db: Executor, facilityId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.facilityId, facilityId), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.id;
}

export async function touchLastLogin(db: Executor, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}
