import { and, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  businessDetails,
  byProducts,
  dnaTestFiles,
  facilities,
  facilityGroupUploads,
  improvementPlanFiles,
  incidentFiles,
  facilityRoleAttributeValues,
  files,
  products,
  saqFacilityGroupTemplates,
  saqQuestionnaires,
  saqUploads,
  transactions,
} from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFiles(db: Executor, rows: NewFileRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(files).values(rows);
}

/** All the bytes of these files are in storage: from now on they can be downloaded and linked. */
export async function markFilesStored(db: Executor, blobNames: readonly string[], storedAt: Date): Promise<void> {
  await db
    .update(files)
    .set({ storedAt })
    .where(inArray(files.blobName, [...blobNames]));
}

/** An upload that failed before it was acknowledged leaves no row (nor any claim on the uploader's quota). */
export async function deleteFileRows(db: Executor, blobNames: readonly string[]): Promise<void> {
  await db.delete(files).where(inArray(files.blobName, [...blobNames]));
}

/** A file is there for readers once its bytes are all stored, and until it is removed. */
const available = () => and(isNotNull(files.storedAt), isNull(files.deletedAt));

export async function findFileByBlobName(db: Executor, blobName: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.blobName, blobName), available()));
  return row;
}

/** Who uploaded each of the live files, for checking the files a form names are the caller's. */
export function findFileOwnership(
  db: Executor,
  blobNames: readonly string[],
): Promise<Pick<FileRow, 'id' | 'blobName' | 'kind' | 'uploadedById' | 'facilityId'>[]> {
  return db
    .select({ id: files.id, blobName: files.blobName, kind: files.kind, uploadedById: files.uploadedById, facilityId: files.facilityId })
    .from(files)
    .where(and(inArray(files.blobName, [...blobNames]), available()));
}

/** Serialises one user's uploads, so two requests at once cannot both fit under the quota. */
export async function lockUploader(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota:${userId}`}, 0))`);
}

/** Bytes a user uploaded since `since`, removed files included: removing a file does not give its quota back. */
export async function sumUploadedBytesSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${files.sizeBytes}), 0)` })
    .from(files)
    .where(and(eq(files.uploadedById, userId), gte(files.createdAt, since)));
  return Number(row?.total ?? 0);
}

/**
 * Every place a stored file can be linked from. Files are named two ways: by id (logos, questionnaire
 * sources, validated uploads waiting for import, facility-group templates) and by blob name inside
 * JSON (activity documents, product certificates and attachment attributes, profile attachments).
 * A validated upload waiting for import counts as linked, so an import started yesterday still works.
 */
const referencedById = sql`
    exists (select 1 from ${businessDetails} where ${businessDetails.logoFileId} = ${files.id})
    or exists (select 1 from ${facilities} where ${facilities.logoFileId} = ${files.id})
    or exists (select 1 from ${saqQuestionnaires} where ${saqQuestionnaires.sourceFileId} = ${files.id})
    or exists (select 1 from ${saqUploads} where ${saqUploads.fileId} = ${files.id})
    or exists (select 1 from ${saqFacilityGroupTemplates} where ${saqFacilityGroupTemplates.fileId} = ${files.id})
    or exists (select 1 from ${facilityGroupUploads} where ${facilityGroupUploads.fileId} = ${files.id})
    or exists (select 1 from ${incidentFiles} where ${incidentFiles.fileId} = ${files.id})
    or exists (select 1 from ${improvementPlanFiles} where ${improvementPlanFiles.fileId} = ${files.id})
    or exists (select 1 from ${dnaTestFiles} where ${dnaTestFiles.fileId} = ${files.id})`;

const referencedBlobNames = sql`
  select jsonb_path_query(${products.certifications}, '$.**.blobName') #>> '{}' as blob_name from ${products}
    where ${products.certifications} <> '[]'::jsonb
  union
  select jsonb_path_query(${products.additionalAttributes}, '$.**.blobName') #>> '{}' from ${products}
    where ${products.additionalAttributes}::text like '%blobName%'
  union
  select jsonb_path_query(${transactions.uploadProofs}, '$.**.blobName') #>> '{}' from ${transactions}
    where ${transactions.uploadProofs} <> '[]'::jsonb
  union
  select jsonb_path_query(${transactions.uploadInvoices}, '$.**.blobName') #>> '{}' from ${transactions}
    where ${transactions.uploadInvoices} <> '[]'::jsonb
  union
  select jsonb_path_query(${transactions.uploadPackingLists}, '$.**.blobName') #>> '{}' from ${transactions}
    where ${transactions.uploadPackingLists} <> '[]'::jsonb
  union
  select jsonb_path_query(${byProducts.uploadProofs}, '$.**.blobName') #>> '{}' from ${byProducts}
    where ${byProducts.uploadProofs} <> '[]'::jsonb
  union
  select (regexp_matches(${facilityRoleAttributeValues.value}, '"blobName"\\s*:\\s*"([^"]+)"', 'g'))[1] from ${facilityRoleAttributeValues}
    where ${facilityRoleAttributeValues.value} like '%blobName%'`;

/**
 * Marks unlinked files uploaded before `cutoff` as removed and returns their blob names, so the
 * caller deletes the stored bytes. One statement: a file linked while this runs is either seen as
 * linked or, once marked, refused by the link's ownership check.
 */
export async function markUnlinkedFilesRemoved(db: Executor, cutoff: Date, now: Date, limit: number): Promise<string[]> {
  const unlinked = db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        isNull(files.deletedAt),
        lt(files.createdAt, cutoff),
        sql`not (${referencedById})`,
        sql`not exists (select 1 from (${referencedBlobNames}) as referenced where referenced.blob_name = ${files.blobName})`,
      ),
    )
    .limit(limit);
  const removed = await db
    .update(files)
    .set({ deletedAt: now })
    .where(and(inArray(files.id, unlinked), isNull(files.deletedAt)))
    .returning({ blobName: files.blobName });
  return removed.map((row) => row.blobName);
}
