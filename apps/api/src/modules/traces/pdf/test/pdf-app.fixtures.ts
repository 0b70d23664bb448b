import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull } from 'drizzle-orm';
import { ACCESS_CACHE_OPTIONS, buildApp } from '../../../../app.ts';
import { loadConfig } from '../../../../config.ts';
import { ManualClock } from '../../../../core/clock.ts';
import { sessions, users } from '../../../../db/schema/index.ts';
import { AccessCache } from '../../../../lib/access-cache.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { createTestDatabase } from '../../../../test/test-database.ts';
import { TracesService } from '../../index.ts';
import { pdfModule } from '../pdf.module.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../..');
export const WEB_DIST_DIR = path.join(ROOT, 'apps/web/dist');
const PDF_ROUTE = { method: 'GET' as const, url: '/api/orders/:id/trace/pdf' };

/**
 * Builds the web app when its inputs changed since the last build (the script `npm start` runs), so
 * Chromium prints the /pdf-preview page of this very source tree.
 */
export function buildWebApp(): void {
  const result = spawnSync('node', ['scripts/build-if-changed.mjs'], { cwd: ROOT, encoding: 'utf8', timeout: 540_000 });
  if (result.status !== 0 || !existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error(`building the web app failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * The real app for PDF tests, as createTestApp builds it, plus the PDF routes when the traces module
 * does not register them itself. Its database and config exist before the app, so the routes get them.
 */
export async function createPdfTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'opentrace-pdf-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.PDF_TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    WEB_DIST_DIR: WEB_DIST_DIR,
    ...env,
  });
  const database = await createTestDatabase();
  const clock = new ManualClock(new Date());
  const app = await buildApp({
    accessCache: new AccessCache(clock, ACCESS_CACHE_OPTIONS),
    config,
    database,
    clock,
    extraApiRoutes: (api) => {
      api.register(async (scope) => {
        if (scope.hasRoute(PDF_ROUTE)) return;
        await scope.register(pdfModule, { db: database.db, config, clock, traces: new TracesService(database.db, database.db) });
      });
    },
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
    changeBehindTheApp() {
      throw new Error('not needed by the PDF tests');
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
