import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One handle type for both drivers: services and repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept either the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** An arbitrary but fixed key so only one API node runs migrations at a time. */
const MIGRATION_LOCK_KEY = 73_314_201;

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Embedded PostgreSQL: a directory on disk, or memory when `dataDir` is undefined. */
export function openPglite(dataDir?: string, existing?: PGlite): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = existing ?? new PGlite(dataDir);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, casing: 'snake_case' }), {
        migrationsFolder: MIGRATIONS_DIR,
      });
    },
    async ping() {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export function openDatabase(options: { url?: string; pglitePath: string; poolSize: number }): DatabaseHandle {
  return options.url ? openPostgres(options.url, options.poolSize) : openPglite(options.pglitePath);
}
