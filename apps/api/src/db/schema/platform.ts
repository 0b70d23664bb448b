import { index, inet, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { createdAt, deletedAt, moment } from './columns.ts';

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Generated storage key; the uploader's file name never reaches the storage layer. */
    blobName: text('blob_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    kind: text('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    purpose: text('purpose').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id),
    facilityId: uuid('facility_id'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (table) => [index('files_uploader_idx').on(table.uploadedById)],
);

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

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_actor_idx').on(table.actorUserId, table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);
