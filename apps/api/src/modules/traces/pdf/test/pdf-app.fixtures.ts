import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../..');
export const WEB_DIST_DIR = path.join(ROOT, 'apps/web/dist');

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

/** The real app for PDF tests, as createTestApp builds it, serving the web build Chromium prints. */
export function createPdfTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ env: { LOG_LEVEL: process.env.PDF_TEST_LOG_LEVEL ?? 'silent', WEB_DIST_DIR, ...env } });
}
