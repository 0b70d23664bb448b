import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * When all the bytes were in storage; null while they are being written. The row is committed before
     * the first byte is written, so stored bytes are always named by a row: an upload cut short by a crash
     * leaves a row without this moment, which the unlinked-upload sweep removes with whatever was written.
     */
    storedAt: moment('stored_at'),
    deletedAt: deletedAt(),
  },
  (table) => [index('files_uploader_idx').on(table.uploadedById)],
);
