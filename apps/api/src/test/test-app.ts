import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCESS_CACHE_OPTIONS, buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { ManualClock } from '../core/clock.ts';
import type { Mailer } from '../lib/mail/mailer.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { AccessCache } from '../lib/access-cache.ts';
import { createTestDatabase } from './test-database.ts';

/** PostgreSQL announces a commit to listeners within milliseconds; a loaded CI machine gets ample margin. */
const ANNOUNCEMENT_TIMEOUT_MS = 5_000;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ManualClock;
  config: AppConfig;
  /** A bearer token for a seeded user, as if they had signed in. */
  tokenFor(email: string): Promise<string>;
  /**
   * Runs writes made behind the app's back, as an operator or another node would, to tables whose
   * contents the app keeps in memory (ACCESS_SOURCE_TABLES), and waits until the app has heard
   * PostgreSQL announce them, as it does within moments in production. Fails when nothing is
   * announced: a table missing from that list.
   */
  changeBehindTheApp<T>(write: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type TTestAppContext = Pick<TestApp, 'database' | 'clock' | 'config'>;

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    storage?: FileStorage;
    mailer?: Mailer;
    logStream?: NodeJS.WritableStream;
    /** Routes a test adds under /api; they get the database, config and clock the app is built with. */
    extraApiRoutes?: (api: FastifyInstance, context: TTestAppContext) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'opentrace-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const database = await createTestDatabase();
  const clock = new ManualClock(new Date());
  const accessCache = new AccessCache(clock, ACCESS_CACHE_OPTIONS);
  const { extraApiRoutes } = options;
  const app = await buildApp({
    accessCache,
    config,
    database,
    clock,
    storage: options.storage,
    mailer: options.mailer,
    logStream: options.logStream,
    extraApiRoutes: extraApiRoutes && ((api) => extraApiRoutes(api, { database, config, clock })),
  });
  await app.ready();

  return {
    app,
    database,
    clock,
    config,
    async tokenFor(email: string) {
      const [user] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)));
      if (!user) throw new Error(`No seeded user ${email}`);
      const [session] = await database.db
        .insert(sessions)
        .values({ userId: user.id, expiresAt: new Date(clock.now().getTime() + 3_600_000) })
        .returning({ id: sessions.id });
      const { token } = await app.tokens.sign({ userId: user.id, sessionId: session!.id }, 'access');
      return token;
    },
    async changeBehindTheApp(write) {
      const before = accessCache.generationCount;
      const result = await write();
      const deadline = Date.now() + ANNOUNCEMENT_TIMEOUT_MS;
      while (accessCache.generationCount === before) {
        if (Date.now() > deadline) throw new Error('No change was announced: does the write touch a table of ACCESS_SOURCE_TABLES?');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return result;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
