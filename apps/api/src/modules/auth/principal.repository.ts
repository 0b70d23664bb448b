import { toGrantedPermissions } from '@opentrace/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Principal } from '../../core/principal.ts';
import { roles, sessions, users } from '../../db/schema/index.ts';
import { permissionKeysOf } from '../users/index.ts';

/** Loads the user behind a live session in one query; nothing when the session is revoked, expired or gone. */
export async function findPrincipal(db: Executor, userId: string, sessionId: string, now: Date): Promise<Principal | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      userType: users.userType,
      facilityId: users.facilityId,
      roleId: roles.id,
      roleCode: roles.code,
      roleName: roles.name,
      roleType: roles.type,
      sessionExpiresAt: sessions.expiresAt,
      permissionKeys: permissionKeysOf(users.id, users.roleId),
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.id, sessionId)))
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  if (!row) return null;
  return {
    userId: row.userId,
    sessionId,
    sessionExpiresAt: row.sessionExpiresAt,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status,
    userType: row.userType,
    facilityId: row.facilityId,
    role: { id: row.roleId, code: row.roleCode, name: row.roleName, type: row.roleType },
    permissions: toGrantedPermissions(row.permissionKeys),
  };
}
