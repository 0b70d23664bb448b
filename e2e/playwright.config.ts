import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { serverLogPath } from './support/server-mail.ts';

/**
 * End-to-end tests in headless Chromium against the real server: the built API serving the built
 * web app on one port, with a fresh embedded database seeded with the demo accounts.
 * Set E2E_BASE_URL to test a server you started yourself (no server is started then).
 */
const externalBaseUrl = process.env.E2E_BASE_URL;
const PORT = 3100;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${PORT}`;

/**
 * A fresh database directory per run. Playwright evaluates this file again in each worker; the
 * workers inherit the variable, so only the runner creates the directory, and only the runner
 * removes it when it exits (after it has stopped the server).
 */
function runDataDir(): string {
  const inherited = process.env.E2E_DATA_DIR;
  if (inherited) return inherited;
  const created = mkdtempSync(path.join(tmpdir(), 'opentrace-e2e-'));
  process.env.E2E_DATA_DIR = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  return created;
}
const dataDir = runDataDir();

export default defineConfig({
  testDir: '.',
  forbidOnly: true,
  projects: [
    { name: 'main', testMatch: '**/*.spec.ts', testIgnore: '**/configuration.spec.ts' },
    // Configuring the system changes every super-administrator screen, so it runs once the rest is done.
    { name: 'configuration', testMatch: '**/configuration.spec.ts', dependencies: ['main'] },
  ],
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(tmpdir(), 'opentrace-e2e-results'),
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        // The log goes to a file the tests read e-mails from (see support/server-mail.ts).
        command: `exec node ../apps/api/dist/server.js > "${serverLogPath(dataDir)}"`,
        url: `http://127.0.0.1:${PORT}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(PORT),
          DATA_DIR: dataDir,
          SEED_DEMO: 'true',
          LOG_LEVEL: 'info',
          // Every request comes from 127.0.0.1 and the suite signs in a few dozen times a minute.
          RATE_LIMIT_PER_MINUTE: '10000',
          AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        },
      },
});
