import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { createdAt, moment, updatedAt } from './columns.ts';

/**
 * In-app notifications: one row per recipient, written in the transaction of the change they tell about.
 * The text is rendered from kind and params in the reader's language, so a language change applies to
 * old notifications too.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    readAt: moment('read_at'),
    createdAt: createdAt(),
  },
  (table) => [
    // The list (newest first, one user) reads this index in order and stops at the page: no sort of 10,000 rows.
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // The bell's count touches only the unread rows of one user.
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** E-mail turned off per kind; a kind without a row sends e-mail. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
