import { roleNameTranslationsOf, USER_STATUS, type TLanguage, type TUserListQuery, type TUserSummary } from '@opentrace/domain';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { apiUserLimits, facilities, rolePermissions, roles, userPermissions, users } from '../../db/schema/index.ts';
import { insertRecords } from '../../db/raw-statement.ts';
import type { NotificationRecipient } from '../notifications/index.ts';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type FacilityRow = typeof facilities.$inferSelect;
type NewUserValues = Partial<typeof users.$inferInsert>;
type ApiUserLimitValues = Omit<typeof apiUserLimits.$inferInsert, 'userId'>;

export async function findUserById(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

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

/** The permission keys of each of `roleIds`, in one query. */
export async function findPermissionKeysOfRoles(db: Executor, roleIds: readonly string[]): Promise<Map<string, string[]>> {
  const keys = new Map(roleIds.map((roleId) => [roleId, [] as string[]]));
  if (roleIds.length === 0) return keys;
  const rows = await db
    .select({ roleId: rolePermissions.roleId, key: rolePermissions.permissionKey })
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, [...roleIds]));
  for (const row of rows) keys.get(row.roleId)?.push(row.key);
  return keys;
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
  const term = query.search ? containing(query.search) : undefined;
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

export async function updateUser(db: Executor, userId: string, values: NewUserValues): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function setUserPassword(db: Executor, userId: string, passwordHash: string, now: Date): Promise<void> {
  await updateUser(db, userId, { passwordHash, updatedAt: now });
}

/** Sets the password and makes the user active; the row as it now is, deleted or not. */
export async function activateInvitedUser(db: Executor, userId: string, passwordHash: string, now: Date): Promise<UserRow | undefined> {
  const [activated] = await db
    .update(users)
    .set({ passwordHash, status: USER_STATUS.ACTIVE, joinedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return activated;
}

export async function findOrganisationName(db: Executor, facilityId: string): Promise<string | null> {
  const [facility] = await db.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, facilityId));
  return facility?.name ?? null;
}

/** An API user's limits on external risk indices (DOMAIN.md §11); undefined when none were ever set. */
export async function findApiUserLimit(db: Executor, userId: string): Promise<Required<ApiUserLimitValues> | undefined> {
  const [row] = await db
    .select({
      editableExternalRiskIndexIds: apiUserLimits.editableExternalRiskIndexIds,
      maximumCreateExternalRiskIndex: apiUserLimits.maximumCreateExternalRiskIndex,
    })
    .from(apiUserLimits)
    .where(eq(apiUserLimits.userId, userId));
  return row;
}

export async function insertApiUserLimit(db: Executor, userId: string, limit: ApiUserLimitValues): Promise<void> {
  await db.insert(apiUserLimits).values({ userId, ...limit });
}

export async function upsertApiUserLimit(db: Executor, userId: string, limit: ApiUserLimitValues): Promise<void> {
  await db
    .insert(apiUserLimits)
    .values({ userId, ...limit })
    .onConflictDoUpdate({ target: apiUserLimits.userId, set: limit });
}

/** Active administrators other than the user, the super administrator aside. */
export async function countOtherActiveAdministrators(db: Executor, userId: string): Promise<number> {
  const [others] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(roles.type, 'Administrator'),
        sql`coalesce(${roles.code}, '') <> 'SUPER_ADMIN'`,
        eq(users.status, USER_STATUS.ACTIVE),
        isNull(users.deletedAt),
        ne(users.id, userId),
      ),
    );
  return others?.n ?? 0;
}

/** Marks the user deleted and deactivated; the row as it was updated. */
export async function softDeleteUser(db: Executor, userId: string, now: Date): Promise<UserRow | undefined> {
  const [removed] = await db.update(users).set({ deletedAt: now, status: USER_STATUS.DEACTIVATED }).where(eq(users.id, userId)).returning();
  return removed;
}

/** The organisation's live users, earliest first. */
export function findLiveColleagues(db: Executor, facilityId: string): Promise<{ id: string; userType: UserRow['userType'] }[]> {
  return db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(and(eq(users.facilityId, facilityId), isNull(users.deletedAt)))
    .orderBy(users.createdAt);
}

/** Whether a live user of the facility has saved their profile, which registers the facility. */
export async function hasUserWithSavedProfile(db: Executor, facilityId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.facilityId, facilityId), isNotNull(users.updatedProfileAt), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** A user who exists but cannot sign in until they accept the e-mailed invitation. */
export async function insertInvitedUser(
  tx: Executor,
  person: { email: string; firstName: string; lastName: string; phoneNumber?: string },
  placement: {
    roleId: string;
    facilityId: string | null;
    userType: 'Admin' | 'Standard' | null;
    /** Invitations go out in the language the inviter works in; the user can change it later. */
    language: TLanguage;
    createdById: string;
  },
): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumber: person.phoneNumber ?? null,
      status: USER_STATUS.INVITED,
      ...placement,
    })
    .returning();
  if (!user) throw new Error('User was not created');
  return user;
}

/** An invited user as a bulk insert writes it: who, and where they belong. */
export type NewInvitedUser = Parameters<typeof insertInvitedUser>[1] & Parameters<typeof insertInvitedUser>[2] & { id: string };

/** Creates many invited users at once (a brand's supplier import), with the ids the caller chose. */
export async function insertInvitedUsers(tx: Executor, rows: readonly NewInvitedUser[]): Promise<void> {
  await insertRecords(
    tx,
    users,
    rows.map((row) => ({ ...row, phoneNumber: row.phoneNumber ?? null, status: USER_STATUS.INVITED })),
  );
}

/**
 * Edits the contact a brand gave for a supplier it created (DOMAIN.md §9): the facility's first Admin takes the
 * new names and e-mail, and every user of the facility its new role. Answers the contact when it is still only
 * invited, so the caller can send the invitation again.
 */
export async function updateInvitedContact(
  tx: Executor,
  facilityId: string,
  changes: { roleId?: string; firstName?: string; lastName?: string; email?: string },
): Promise<UserRow | undefined> {
  const { roleId, ...person } = changes;
  if (roleId)
    await tx
      .update(users)
      .set({ roleId })
      .where(and(eq(users.facilityId, facilityId), isNull(users.deletedAt)));
  const [first] = await tx
    .select()
    .from(users)
    .where(and(eq(users.facilityId, facilityId), isNull(users.deletedAt)))
    .orderBy(sql`case when ${users.userType} = 'Admin' then 0 else 1 end`, asc(users.createdAt), asc(users.id))
    .limit(1);
  if (!first) return undefined;
  const values = Object.fromEntries(Object.entries(person).filter(([, value]) => value !== undefined));
  const [updated] = Object.keys(values).length ? await tx.update(users).set(values).where(eq(users.id, first.id)).returning() : [first];
  return updated && updated.status === USER_STATUS.INVITED ? updated : undefined;
}

/** What a notification needs of each recipient: where and in which language to write, and which screens they have. */
/** The live users among these ids (deleted ones are skipped), as the notifications module tells them. */
export async function findNotificationRecipients(db: Executor, userIds: readonly string[]): Promise<NotificationRecipient[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email, language: users.language, roleType: roles.type, status: users.status })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(users.id, [...userIds]), isNull(users.deletedAt)));
  return rows.map(({ status, ...row }) => ({ ...row, active: status === USER_STATUS.ACTIVE }));
}
