import { mkdirSync, mkdtempSync, openAsBlob, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { type DatabaseHandle, openPglite } from '../db/client.ts';
import { files, users } from '../db/schema/index.ts';
import { seedDatabase } from '../seed/index.ts';
import { multipartBody, SAMPLE_FILES } from '../test/multipart.ts';
import { TEST_SUPER_ADMIN, testDriver } from '../test/test-database.ts';
import { readTarGz, writeTarGz } from './archive.ts';
import { backupCommand, restoreCommand } from './commands.ts';
import { UPLOADS_PREFIX } from './manifest.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'opentrace-backup-'));
const archive = path.join(root, 'backup.tar.gz');
const dataDir = (name: string) => path.join(root, name);
const envFor = (directory: string): NodeJS.ProcessEnv => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: directory,
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  WEB_DIST_DIR: path.join(root, 'no-web-build'),
});
const configFor = (directory: string): AppConfig => loadConfig(envFor(directory));

/** Runs a command as the operator would, keeping what it prints. */
async function run(command: typeof backupCommand, args: string[], directory: string) {
  const printed: string[] = [];
  const output = { log: (message: string) => printed.push(message), error: (message: string) => printed.push(message) };
  const code = await command(args, envFor(directory), output);
  return { code, printed: printed.join('\n') };
}

interface RunningApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  token: string;
}

/** The app as the server starts it on a data directory: migrations applied, then listening. */
async function startApp(config: AppConfig, client: PGlite): Promise<RunningApp> {
  const database = openPglite(config.database.pglitePath, client);
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: TEST_SUPER_ADMIN });
  expect(login.statusCode).toBe(200);
  return { app, database, token: (login.json() as { token: string }).token };
}

async function stopApp(running: RunningApp): Promise<void> {
  await running.app.close();
  await running.database.close();
}

async function rowCounts(database: DatabaseHandle) {
  const [[userRows], [fileRows]] = await Promise.all([
    database.db.select({ rows: count() }).from(users),
    database.db.select({ rows: count() }).from(files),
  ]);
  return { users: userRows?.rows, files: fileRows?.rows };
}

const uploaded = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 251))]);
let blobName: string;
let countsBefore: Awaited<ReturnType<typeof rowCounts>>;

// The commands back up the embedded database; PostgreSQL deployments use pg_dump (README), so that lane skips this file.
const embedded = testDriver() === 'pglite';

beforeAll(async () => {
  if (!embedded) return;
  const config = configFor(dataDir('source'));
  mkdirSync(config.dataDir, { recursive: true });
  // The integration suite's seeded template, written to disk as the server's first start would leave it.
  const snapshot = process.env.TEST_PGLITE_SNAPSHOT;
  const client = await PGlite.create({
    dataDir: config.database.pglitePath,
    loadDataDir: snapshot ? await openAsBlob(snapshot) : undefined,
  });
  if (!snapshot) {
    const database = openPglite(config.database.pglitePath, client);
    await database.migrate();
    await seedDatabase(database.db, { superAdmin: TEST_SUPER_ADMIN, demo: false });
  }
  const source = await startApp(config, client);
  try {
    const { payload, headers } = multipartBody([{ field: 'files', fileName: 'receipt.pdf', data: uploaded }]);
    const upload = await source.app.inject({
      method: 'POST',
      url: '/api/upload/files',
      headers: { ...headers, authorization: `Bearer ${source.token}` },
      payload,
    });
    expect(upload.statusCode).toBe(201);
    blobName = (upload.json() as { blobName: string }[])[0]!.blobName;
    countsBefore = await rowCounts(source.database);

    const whileOpen = await run(backupCommand, ['--out', archive], config.dataDir);
    expect(whileOpen.code).toBe(1);
    expect(whileOpen.printed).toMatch(/stop the server first/);
  } finally {
    await stopApp(source);
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.runIf(embedded)('npm run db:backup and db:restore', () => {
  it('round-trips the database and the uploads into an empty DATA_DIR the app starts on', async () => {
    const backup = await run(backupCommand, ['--out', archive], dataDir('source'));
    expect(backup.printed).toMatch(/1 uploaded files/);
    expect(backup.code).toBe(0);

    const restore = await run(restoreCommand, [archive], dataDir('restored'));
    expect(restore.printed).toMatch(/Restored the backup/);
    expect(restore.code).toBe(0);
    expect(readdirSync(dataDir('restored')).sort()).toEqual(['db', 'uploads']);

    const config = configFor(dataDir('restored'));
    const restored = await startApp(config, await PGlite.create(config.database.pglitePath));
    try {
      expect(await rowCounts(restored.database)).toEqual(countsBefore);
      const download = await restored.app.inject({
        method: 'GET',
        url: `/api/files/${blobName}`,
        headers: { authorization: `Bearer ${restored.token}` },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(uploaded)).toBe(true);
    } finally {
      await stopApp(restored);
    }
  });

  it('refuses a DATA_DIR that is not empty, and an existing --out', async () => {
    const restore = await run(restoreCommand, [archive], dataDir('restored'));
    expect(restore.code).toBe(1);
    expect(restore.printed).toMatch(/is not empty \(db, uploads\)/);

    const backup = await run(backupCommand, ['--out', archive], dataDir('source'));
    expect(backup.code).toBe(1);
    expect(backup.printed).toMatch(/already exists/);
  });

  it('refuses an archive whose file does not match its checksum, and leaves DATA_DIR empty', async () => {
    const tampered = path.join(root, 'tampered.tar.gz');
    const entries: { path: string; data: Buffer }[] = [];
    await readTarGz(archive, async (entry) => {
      const chunks: Buffer[] = [];
      return {
        write: async (chunk) => void chunks.push(Buffer.from(chunk)),
        close: async () => void entries.push({ path: entry.path, data: Buffer.concat(chunks) }),
      };
    });
    await writeTarGz(tampered, async (tar) => {
      for (const entry of entries) {
        const data = entry.path.startsWith(UPLOADS_PREFIX) ? Buffer.from(entry.data).fill(0x20, 100, 110) : entry.data;
        await tar.addFile(entry.path, data.length, [data]);
      }
    });

    mkdirSync(dataDir('tampered'));
    const restore = await run(restoreCommand, [tampered], dataDir('tampered'));
    expect(restore.code).toBe(1);
    expect(restore.printed).toMatch(/uploads\/.+ does not match its checksum in the manifest: the archive is damaged/);
    expect(readdirSync(dataDir('tampered'))).toEqual([]);
  });
});
