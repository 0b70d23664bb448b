import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client.ts';
import { seedDatabase } from '../seed/index.ts';
import { TEST_SUPER_ADMIN, testDriver } from './test-database.ts';

/**
 * Migrates and seeds one template database per run; each test file clones it, which is much
 * faster than migrating again and keeps the files independent.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (testDriver() === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
    const template = `opentrace_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const handle = openPostgres(url.toString(), 2);
    await handle.migrate();
    await seedDatabase(handle.db, { superAdmin: TEST_SUPER_ADMIN, demo: true });
    await handle.close();
    process.env.TEST_PG_TEMPLATE = template;
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const handle = openPglite(undefined, client);
  await handle.migrate();
  await seedDatabase(handle.db, { superAdmin: TEST_SUPER_ADMIN, demo: true });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const directory = mkdtempSync(path.join(os.tmpdir(), 'opentrace-pglite-'));
  const snapshot = path.join(directory, 'template.tar');
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_SNAPSHOT = snapshot;
  return async () => rmSync(directory, { recursive: true, force: true });
}
