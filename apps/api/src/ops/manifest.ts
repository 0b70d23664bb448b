import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../lib/paths.ts';

/** The archive's layout: the database first, then the uploads, and the manifest last, once every digest is known. */
export const DATABASE_PART = 'database.tar';
export const UPLOADS_FOLDER = 'uploads';
export const UPLOADS_PREFIX = `${UPLOADS_FOLDER}/`;
export const MANIFEST_PART = 'manifest.json';

const ZArchivePart = z.object({
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const ZBackupManifest = z.object({
  format: z.literal('opentrace-backup'),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({ engine: z.literal('pglite'), postgresVersion: z.string(), migrations: z.number().int().min(0) }),
  /** Uploads in object storage are backed up by the storage's own means, so an archive holds none of them. */
  uploads: z.object({ storage: z.enum(['local', 's3']), files: z.number().int().min(0), bytes: z.number().int().min(0) }),
  parts: z.array(ZArchivePart),
});

export type TBackupManifest = z.infer<typeof ZBackupManifest>;

/** Migrations drizzle recorded as applied; none when the database was never migrated. */
export async function countAppliedMigrations(client: PGlite): Promise<number> {
  const { rows: tables } = await client.query<{ table: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as table`,
  );
  if (!tables[0]?.table) return 0;
  const { rows } = await client.query<{ applied: number }>('select count(*)::int as applied from drizzle.__drizzle_migrations');
  return rows[0]?.applied ?? 0;
}

/** Migrations this version of the code ships. */
export function countKnownMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}
