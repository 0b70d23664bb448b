import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { createdAt, deletedAt } from './columns.ts';

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
