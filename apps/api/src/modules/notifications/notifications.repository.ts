import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { insertRecords } from '../../db/raw-statement.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'kind' | 'objectType' | 'objectId' | 'params' | 'createdAt'>;

/** One statement for every recipient of a change, in the caller's transaction. */
export async function insertNotifications(tx: Executor, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await insertRecords(tx, notifications, rows);
}

/** Which of these users turned e-mail off for this kind. */
export async function findEmailOptOuts(db: Executor, userIds: readonly string[], kind: string): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.userId, [...userIds]),
        eq(notificationPreferences.kind, kind),
        eq(notificationPreferences.email, false),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

const ownUnread = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/**
 * One page of a user's notifications, newest first (ties by id so pages never overlap), read from
 * `notifications_user_created_idx` in order.
 */
export async function findNotificationPage(
  db: Executor,
  userId: string,
  query: { page: number; perPage: number; unread: boolean },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = query.unread ? ownUnread(userId) : eq(notifications.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [counted] = await db.select({ unread: count() }).from(notifications).where(ownUnread(userId));
  return counted?.unread ?? 0;
}

/** A notification by id, whoever it is for: the policy decides whether the caller may touch it. */
export async function findNotificationById(db: Executor, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** Marks one of the user's notifications read; reading it again keeps the first time. */
export async function markRead(db: Executor, userId: string, id: string, now: Date): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Marks every unread notification of the user read; answers how many. */
export async function markAllRead(db: Executor, userId: string, now: Date): Promise<number> {
  const rows = await db.update(notifications).set({ readAt: now }).where(ownUnread(userId)).returning({ id: notifications.id });
  return rows.length;
}

/** The user's saved e-mail choices by kind (kinds never chosen are absent). */
export async function findEmailPreferences(db: Executor, userId: string): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return new Map(rows.map((row) => [row.kind, row.email]));
}

export async function saveEmailPreferences(
  tx: Executor,
  userId: string,
  choices: readonly { kind: string; email: boolean }[],
  now: Date,
): Promise<void> {
  if (choices.length === 0) return;
  await tx
    .insert(notificationPreferences)
    .values(choices.map((choice) => ({ userId, kind: choice.kind, email: choice.email, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: sql`excluded.email`, updatedAt: sql`excluded.updated_at` },
    });
}
