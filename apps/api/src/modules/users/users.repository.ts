import { roleNameTranslationsOf, type TUserListQuery, type TUserSummary } from '@opentrace/domain';
import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiUserLimits, facilities, rolePermissions, roles, userPermissions, users } from '../../db/schema/index.ts';

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

export async function findRolePermissionKeys(db: Executor, roleId: string): Promise<string[]> {
  const rows = await db.select({ key: rolePermissions.permissionKey }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  return rows.map((row) => row.key);
}

/** SQL for the catalogue keys a user holds through their role or directly, as one array. */
export function permissionKeysOf(userId: SQL | typeof users.id, roleId: SQL | typeof users.roleId) {
  return sql<string[]>`array(
    select ${rolePermissions.permissionKey} from ${rolePermissions} where ${rolePermissions.roleId} = ${roleId}
    union
    select ${userPermissions.permissionKey} from ${userPermissions} where ${userPermissions.userId} = ${userId}
  )`;
}

/** What a user holds: their role's permissions and any granted to them directly. */
export async function findPermissionKeys(db: Executor, userId: string, roleId: string): Promise<string[]> {
  const [fromRole, direct] = await Promise.all([
    findRolePermissionKeys(db, roleId),
    db.select({ key: userPermissions.permissionKey }).from(userPermissions).where(eq(userPermissions.userId, userId)),
  ]);
  return [...new Set([...fromRole, ...direct.map((row) => row.key)])];
}

const SORTABLE = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
} as const;

const summaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  status: users.status,
  userType: users.userType,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  roleId: roles.id,
  roleName: roles.name,
  roleNameTranslations: roles.nameTranslations,
  roleType: roles.type,
  organisationId: facilities.id,
  organisationName: facilities.name,
  editableExternalRiskIndexIds: apiUserLimits.editableExternalRiskIndexIds,
  maximumCreateExternalRiskIndex: apiUserLimits.maximumCreateExternalRiskIndex,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null };

function toSummary(row: SummaryRow): TUserSummary {
  return {
    id: row.id as string,
    firstName: row.firstName as string,
    lastName: row.lastName as string,
    email: row.email as string,
    phoneNumber: row.phoneNumber,
    status: row.status as 1 | 2 | 3,
    userType: row.userType,
    role: {
      id: row.roleId as string,
      name: row.roleName as string,
      nameTranslations: roleNameTranslationsOf(row.roleNameTranslations ?? {}),
      type: row.roleType as TUserSummary['role']['type'],
    },
    organisation: row.organisationId ? { id: row.organisationId, name: row.organisationName as string } : null,
    apiLimit:
      row.roleType === 'API user'
        ? {
            editableExternalRiskIndexIds: row.editableExternalRiskIndexIds ?? [],
            maximumCreateExternalRiskIndex: row.maximumCreateExternalRiskIndex ?? 0,
          }
        : null,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: (row.createdAt as Date).toISOString(),
  };
}

function summaryQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(facilities, eq(facilities.id, users.facilityId))
    .leftJoin(apiUserLimits, eq(apiUserLimits.userId, users.id))
    .where(and(isNull(users.deletedAt), where));
}

export async function findUserSummary(db: Executor, userId: string): Promise<TUserSummary | undefined> {
  const [row] = await summaryQuery(db, eq(users.id, userId));
  return row ? toSummary(row) : undefined;
}

/** Users matching the filters, one page of them, with the total for the pager. */
export async function findUsers(
  db: Executor,
  query: TUserListQuery,
  organisationId?: string,
): Promise<{ items: TUserSummary[]; total: number; page: number; perPage: number }> {
  const term = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    organisationId ? eq(users.facilityId, organisationId) : undefined,
    query.roleId ? eq(users.roleId, query.roleId) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    term
      ? or(
          ilike(users.firstName, term),
          ilike(users.lastName, term),
          ilike(users.email, term),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
          ilike(facilities.name, term),
        )
      : undefined,
  );
  const sortColumn = query.sort && query.sort.field in SORTABLE ? SORTABLE[query.sort.field as keyof typeof SORTABLE] : users.createdAt;
  const order = query.sort?.direction === 'asc' ? asc(sortColumn) : desc(sortColumn);
  const [rows, [counted]] = await Promise.all([
    summaryQuery(db, where)
      .orderBy(order, asc(users.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(facilities, eq(facilities.id, users.facilityId))
      .where(and(isNull(users.deletedAt), where)),
  ]);
  return { items: rows.map(toSummary), total: counted?.n ?? 0, page: query.page, perPage: query.perPage };
}

export async function touchLastLogin(db: Executor, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}
