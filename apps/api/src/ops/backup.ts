import { createReadStream, existsSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config.ts';
import { API_VERSION } from '../lib/paths.ts';
import { type ArchivePart, writeTarGz } from './archive.ts';
import { countAppliedMigrations, DATABASE_PART, MANIFEST_PART, type TBackupManifest, UPLOADS_PREFIX } from './manifest.ts';
import { OpsError } from './ops-error.ts';

export const POSTGRES_BACKUP_ADVICE =
  'DATABASE_URL is set: this deployment runs on PostgreSQL, which pg_dump backs up (and object storage its own way); see "Backups" in README.md';

/**
 * PGlite takes no lock and opens a directory another process is using, so the running server is
 * recognised by the postmaster.pid it keeps there while open and removes when it closes.
 */
export function assertDatabaseClosed(pglitePath: string): void {
  if (!existsSync(path.join(pglitePath, 'postmaster.pid'))) return;
  throw new OpsError(
    `The embedded database in ${pglitePath} is open: stop the server first. If no server is running, the last one did not ` +
      'shut down cleanly: start it and stop it once so the database recovers, then try again.',
  );
}

/** Stored files under `directory`, as archive-relative paths, in a stable order. */
async function listUploads(directory: string): Promise<{ relative: string; absolute: string; bytes: number }[]> {
  if (!existsSync(directory)) return [];
  const found: { relative: string; absolute: string; bytes: number }[] = [];
  const walk = async (folder: string, relative: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const absolute = path.join(folder, entry.name);
      const entryRelative = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(absolute, entryRelative);
      // A .partial file is an upload interrupted before its rename: no row points at it.
      else if (entry.isFile() && !entry.name.endsWith('.partial')) {
        found.push({ relative: entryRelative, absolute, bytes: (await stat(absolute)).size });
      }
    }
  };
  await walk(directory, '');
  return found;
}

/**
 * Writes one archive of the embedded database and the local uploads. The server must be stopped:
 * the dump and the files are then one consistent moment.
 */
export async function createBackup(config: AppConfig, file: string, now = new Date()): Promise<TBackupManifest> {
  if (config.database.url) throw new OpsError(POSTGRES_BACKUP_ADVICE);
  const { pglitePath } = config.database;
  if (!existsSync(path.join(pglitePath, 'PG_VERSION'))) {
    throw new OpsError(`There is no embedded database in ${pglitePath} to back up: is DATA_DIR right?`);
  }
  assertDatabaseClosed(pglitePath);
  if (existsSync(file)) throw new OpsError(`${file} already exists: choose another --out`);

  const client = await PGlite.create(pglitePath);
  let dump: Blob;
  let migrations: number;
  let postgresVersion: string;
  try {
    // Flushes the write-ahead log into the tables, so the copy starts without recovery.
    await client.query('checkpoint');
    migrations = await countAppliedMigrations(client);
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    postgresVersion = rows[0]?.server_version ?? 'unknown';
    dump = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }

  const uploads = config.storage.driver === 'local' ? await listUploads(config.storage.directory) : [];
  const partial = `${file}.partial`;
  try {
    await rm(partial, { force: true });
    const manifest = await writeTarGz(partial, async (tar) => {
      const parts: ArchivePart[] = [await tar.addFile(DATABASE_PART, dump.size, dump.stream(), now)];
      for (const upload of uploads) {
        parts.push(await tar.addFile(`${UPLOADS_PREFIX}${upload.relative}`, upload.bytes, createReadStream(upload.absolute), now));
      }
      const written: TBackupManifest = {
        format: 'opentrace-backup',
        formatVersion: 1,
        appVersion: API_VERSION,
        createdAt: now.toISOString(),
        database: { engine: 'pglite', postgresVersion, migrations },
        uploads: {
          storage: config.storage.driver,
          files: uploads.length,
          bytes: uploads.reduce((total, upload) => total + upload.bytes, 0),
        },
        parts,
      };
      const manifestBytes = Buffer.from(`${JSON.stringify(written, null, 2)}\n`);
      await tar.addFile(MANIFEST_PART, manifestBytes.length, [manifestBytes], now);
      return written;
    });
    // Only a complete archive ever carries the name asked for.
    await rename(partial, file);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
