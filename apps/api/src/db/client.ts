import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths.ts';
import { installChangeNotifications } from './change-notifications.ts';
import { retryStatementsOnce, retryTransactionsOnce } from './connection-loss.ts';
import { DEFAULT_STATEMENT_CACHE, nameRepeatedStatements, type StatementCacheLimits } from './statement-cache.ts';
import * as schema from './schema/index.ts';

import type { Database } from './database.ts';

export type { Database, Executor, Transaction } from './database.ts';

/** What a `listen` subscriber hears: a notification, or that it may have missed some. */
export interface ChangeListener {
  onNotify(payload: string): void;
  /**
   * `false` when the listening connection is lost (notifications may be missed until it is back),
   * `true` once it listens again.
   */
  onListening?(listening: boolean): void;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Subscribes to a notification channel; resolves once listening, with the way to stop. */
  listen(channel: string, listener: ChangeListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a request waits for a connection, new or from the pool, before it is answered 503. */
const CONNECTION_TIMEOUT_MS = 5_000;

/** An arbitrary but fixed key so only one API node runs migrations at a time. */
const MIGRATION_LOCK_KEY = 73_314_201;

export function openPostgres(url: string, poolSize = 10, statementCache: StatementCacheLimits = DEFAULT_STATEMENT_CACHE): DatabaseHandle {
  // Bounded waits: with the database unreachable, a request fails (503) within seconds rather than hanging.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
  pool.on('connect', (client) => {
    nameRepeatedStatements(client, statementCache);
    // A connection the server closes while it is checked out fails its statement and is discarded
    // on release; the client's own error event must not crash the process meanwhile.
    client.on('error', () => undefined);
  });
  // An idle connection closed by the server (restart, failover, a dropped database) is discarded by
  // the pool, and the next query opens a new one; without a listener, that would crash the process.
  pool.on('error', () => undefined);
  retryStatementsOnce(pool);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  retryTransactionsOnce(db);
  return {
    db,
    driver: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
        await installChangeNotifications(drizzlePg({ client, casing: 'snake_case' }) as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen: (channel, listener) => listenPostgres(url, channel, listener),
    close: () => pool.end(),
  };
}

const LISTEN_RETRY_MS = 1_000;

/**
 * A connection of its own (a pooled one would be handed to queries), re-established after a
 * failure; the listener hears when it was down, since notifications sent meanwhile are lost.
 */
async function listenPostgres(url: string, channel: string, listener: ChangeListener): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onNotify(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      listener.onListening?.(false);
      retry = setTimeout(reconnect, LISTEN_RETRY_MS);
    });
    await next.connect();
    await next.query(`listen ${next.escapeIdentifier(channel)}`);
    client = next;
    listener.onListening?.(true);
  };
  const reconnect = () => {
    connect().catch(() => {
      if (!stopped) retry = setTimeout(reconnect, LISTEN_RETRY_MS);
    });
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
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
      await installChangeNotifications(db);
    },
    async ping() {
      await client.query('select 1');
    },
    // One process owns the embedded database, and PGlite hands notifications over at commit,
    // before the committing query resolves: nothing can be missed.
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, (payload) => listener.onNotify(payload));
      listener.onListening?.(true);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

export function openDatabase(options: { url?: string; pglitePath: string; poolSize: number; statementCacheSize: number }): DatabaseHandle {
  return options.url
    ? openPostgres(options.url, options.poolSize, { ...DEFAULT_STATEMENT_CACHE, capacity: options.statementCacheSize })
    : openPglite(options.pglitePath);
}
