import { createHash } from 'node:crypto';
import { existsSync, openAsBlob, readdirSync, statSync } from 'node:fs';
import { cp, type FileHandle, mkdir, open, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config.ts';
import { readTarGz, type TarEntrySink } from './archive.ts';
import { POSTGRES_BACKUP_ADVICE } from './backup.ts';
import {
  countAppliedMigrations,
  countKnownMigrations,
  DATABASE_PART,
  MANIFEST_PART,
  type TBackupManifest,
  UPLOADS_FOLDER,
  UPLOADS_PREFIX,
  ZBackupManifest,
} from './manifest.ts';
import { OpsError } from './ops-error.ts';

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
/** Inside the empty DATA_DIR, so moving the uploads into place is a rename, and a failed restore leaves one folder to remove. */
const STAGING_FOLDER = '.restoring';

/** Refuses a directory that holds anything: a restore never overwrites or merges. */
function assertEmpty(directory: string, what: string): void {
  if (!existsSync(directory)) return;
  if (!statSync(directory).isDirectory()) throw new OpsError(`${what} ${directory} is not a directory`);
  const entries = readdirSync(directory);
  if (entries.length === 0) return;
  const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? ', …' : '');
  throw new OpsError(
    `${what} ${directory} is not empty (${shown}): a restore only goes into an empty directory, so nothing is overwritten. Move it aside or point ${what} elsewhere.`,
  );
}

/** An archive path kept inside the staging folder: no absolute path, no `..`, nothing but the backup's own parts. */
function isExpectedPart(part: string): boolean {
  if (part === DATABASE_PART || part === MANIFEST_PART) return true;
  if (!part.startsWith(UPLOADS_PREFIX)) return false;
  const segments = part.slice(UPLOADS_PREFIX.length).split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\\'));
}

async function writeAll(handle: FileHandle, chunk: Buffer): Promise<void> {
  for (let offset = 0; offset < chunk.length;) offset += (await handle.write(chunk, offset)).bytesWritten;
}

interface ExtractedPart {
  bytes: number;
  sha256: string;
}

/** Unpacks the archive into `staging`, digesting each part; the manifest stays in memory. */
async function extract(archive: string, staging: string): Promise<{ manifest: TBackupManifest; extracted: Map<string, ExtractedPart> }> {
  const extracted = new Map<string, ExtractedPart>();
  const manifestChunks: Buffer[] = [];
  let output: FileHandle | undefined;
  try {
    await readTarGz(archive, async (entry) => {
      if (!isExpectedPart(entry.path)) {
        throw new OpsError(`The archive holds ${entry.path}, which a backup never does: it is not an OpenTrace backup`);
      }
      if (extracted.has(entry.path)) throw new OpsError(`The archive holds ${entry.path} twice: it is not an OpenTrace backup`);
      if (entry.path === MANIFEST_PART && entry.bytes > MAX_MANIFEST_BYTES) {
        throw new OpsError("The archive's manifest is too large: it is not an OpenTrace backup");
      }
      const hash = createHash('sha256');
      let bytes = 0;
      if (entry.path !== MANIFEST_PART) {
        const target = path.join(staging, entry.path);
        await mkdir(path.dirname(target), { recursive: true });
        output = await open(target, 'wx');
      }
      return {
        write: async (chunk) => {
          bytes += chunk.length;
          hash.update(chunk);
          if (output) await writeAll(output, chunk);
          else manifestChunks.push(chunk);
        },
        close: async () => {
          await output?.close();
          output = undefined;
          extracted.set(entry.path, { bytes, sha256: hash.digest('hex') });
        },
      } satisfies TarEntrySink;
    });
  } finally {
    await output?.close();
  }
  if (!extracted.has(MANIFEST_PART)) throw new OpsError('The archive has no manifest: it is not an OpenTrace backup, or it is incomplete');
  let manifest: TBackupManifest;
  try {
    manifest = ZBackupManifest.parse(JSON.parse(Buffer.concat(manifestChunks).toString('utf8')));
  } catch {
    throw new OpsError("The archive's manifest is unreadable: it is not an OpenTrace backup this version can restore");
  }
  return { manifest, extracted };
}

/** Every part the manifest lists is there with its size and digest, and nothing else is. */
function verifyParts(manifest: TBackupManifest, extracted: Map<string, ExtractedPart>): void {
  const listed = new Set(manifest.parts.map((part) => part.path));
  if (!listed.has(DATABASE_PART)) throw new OpsError('The manifest lists no database: the archive is not a complete backup');
  for (const part of manifest.parts) {
    const found = extracted.get(part.path);
    if (!found) throw new OpsError(`${part.path} is missing from the archive: the backup is incomplete`);
    if (found.bytes !== part.bytes || found.sha256 !== part.sha256) {
      throw new OpsError(`${part.path} does not match its checksum in the manifest: the archive is damaged`);
    }
  }
  for (const part of extracted.keys()) {
    if (part !== MANIFEST_PART && !listed.has(part)) {
      throw new OpsError(`${part} is in the archive but not in its manifest: the archive was altered`);
    }
  }
  const uploads = manifest.parts.filter((part) => part.path.startsWith(UPLOADS_PREFIX));
  if (uploads.length !== manifest.uploads.files) {
    throw new OpsError(`The manifest counts ${manifest.uploads.files} uploaded files but lists ${uploads.length}: the archive was altered`);
  }
}

/** Moves a directory, copying when the destination is on another file system. */
async function moveDirectory(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  if (existsSync(to)) await rmdir(to);
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, errorOnExist: true, force: false });
    await rm(from, { recursive: true, force: true });
  }
}

/** Puts `directory` back as it was before the restore: absent, or empty. */
async function clearCreated(directory: string, existedBefore: boolean): Promise<void> {
  if (!existsSync(directory)) return;
  if (!existedBefore) {
    await rm(directory, { recursive: true, force: true });
    return;
  }
  for (const entry of await readdir(directory)) await rm(path.join(directory, entry), { recursive: true, force: true });
}

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * Restores a backup into an empty DATA_DIR (and an empty uploads folder): every part is checked
 * against the manifest before the database is written, and a failure leaves the directories as
 * they were.
 */
export async function restoreBackup(config: AppConfig, archive: string): Promise<TBackupManifest> {
  if (config.database.url) throw new OpsError(POSTGRES_BACKUP_ADVICE);
  if (!existsSync(archive)) throw new OpsError(`There is no archive at ${archive}`);
  const { dataDir } = config;
  assertEmpty(dataDir, 'DATA_DIR');
  const separateUploads =
    config.storage.driver === 'local' && !isInside(config.storage.directory, dataDir) ? config.storage.directory : undefined;
  if (separateUploads) assertEmpty(separateUploads, 'UPLOADS_DIR');

  const dataDirExisted = existsSync(dataDir);
  const uploadsExisted = separateUploads !== undefined && existsSync(separateUploads);
  const staging = path.join(dataDir, STAGING_FOLDER);
  try {
    await mkdir(staging, { recursive: true });
    const { manifest, extracted } = await extract(archive, staging);
    verifyParts(manifest, extracted);
    const known = countKnownMigrations();
    if (manifest.database.migrations > known) {
      throw new OpsError(
        `The backup comes from a newer version (app ${manifest.appVersion}, ${manifest.database.migrations} migrations; this one knows ${known}): restore it with that version or a later one`,
      );
    }
    if (manifest.uploads.files > 0 && config.storage.driver !== 'local') {
      throw new OpsError(
        `The backup holds ${manifest.uploads.files} uploaded files but STORAGE_DRIVER is ${config.storage.driver}: restore with local storage, then copy the files to the bucket`,
      );
    }

    const database = await PGlite.create({
      dataDir: config.database.pglitePath,
      loadDataDir: await openAsBlob(path.join(staging, DATABASE_PART)),
    }).catch((error: unknown) => {
      throw new OpsError(
        `The embedded database cannot open the backup's (PostgreSQL ${manifest.database.postgresVersion}): ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    try {
      const applied = await countAppliedMigrations(database);
      if (applied !== manifest.database.migrations) {
        throw new OpsError(
          `The restored database records ${applied} migrations where the manifest says ${manifest.database.migrations}: the archive is not consistent`,
        );
      }
    } finally {
      await database.close();
    }

    if (config.storage.driver === 'local' && manifest.uploads.files > 0) {
      await moveDirectory(path.join(staging, UPLOADS_FOLDER), config.storage.directory);
    }
    await rm(staging, { recursive: true, force: true });
    return manifest;
  } catch (error) {
    await clearCreated(dataDir, dataDirExisted);
    if (separateUploads) await clearCreated(separateUploads, uploadsExisted);
    throw error;
  }
}
