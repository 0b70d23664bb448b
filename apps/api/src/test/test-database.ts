import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';
import { seedDatabase } from '../seed/index.ts';

export const TEST_SUPER_ADMIN = { email: 'superadmin@test.local', password: 'Super@dmin2026' };

/** Which engine the integration suite runs on this time: PGlite, or the server in TEST_DATABASE_URL. */
export function testDriver(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

async function openPgliteCopy(): Promise<DatabaseHandle> {
  const snapshot = process.env.TEST_PGLITE_SNAPSHOT;
  const client = snapshot
    ? await PGlite.create({ loadDataDir: new Blob([await import('node:fs/promises').then((fs) => fs.readFile(snapshot))]) })
    : await PGlite.create();
  const handle = openPglite(undefined, client);
  if (!snapshot) {
    await handle.migrate();
    await seedDatabase(handle.db, { superAdmin: TEST_SUPER_ADMIN, demo: true });
  }
  return handle;
}

/**
 * A database of its own for one test file, already migrated and seeded: cloned from the template
 * that the global set-up prepared, so files never see each other's rows.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver() === 'pglite') return openPgliteCopy();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_PG_TEMPLATE;
  if (!serverUrl || !template) throw new Error('TEST_DATABASE_URL and the template database are required');
  const name = `opentrace_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
