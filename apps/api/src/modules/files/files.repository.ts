import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFiles(db: Executor, rows: NewFileRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(files).values(rows);
}

export async function findFileByBlobName(db: Executor, blobName: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.blobName, blobName), isNull(files.deletedAt)));
  return row;
}
