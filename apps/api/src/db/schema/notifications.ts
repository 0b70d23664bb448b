import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns.ts';

/** Messages to send, written in the same transaction as the change that causes them. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email'] })
      .notNull()
      .default('email'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** What the message is about (password-reset, invitation…), for tests and operators. */
    template: text('template').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    availableAt: moment('available_at').notNull().defaultNow(),
    sentAt: moment('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_pending_idx').on(table.status, table.availableAt)],
);
