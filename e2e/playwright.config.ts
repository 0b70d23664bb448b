import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { serverLogPath } from './support/server-mail.ts';

/**
 * End-to-end tests in headless Chromium against the real server: the built API serving the built
 * web app, each project on its own server with its own fresh embedded database.
 *
 * - `main` runs on a server seeded with the demo accounts (SEED_DEMO=true, port 3100).
 * - `configuration` walks the set-up wizard from an empty system, so it runs on a server that
 *   starts unconfigured (SEED_DEMO=false: only the super administrator exists, port 3101). It
 *   configures that system, which is why it never shares the main server.
 *
 * Set E2E_BASE_URL to test a server you started yourself with the `main` project: no server is
 * started for it then. The `configuration` project never runs against that server; give it one
 * with E2E_CONFIGURATION_BASE_URL (started with SEED_DEMO=false on an empty database, and the
 * default super administrator of support/accounts.ts), otherwise its tests are skipped when
 * E2E_BASE_URL is set. Without either variable, both servers are started here.
 */
type TServer = {
  /** Address of a server started by someone else, if any. */
  externalUrl: string | undefined;
  port: number;
  /** Environment variable that hands the run's data directory to the workers. */
  dataDirVariable: string;
  seedDemo: boolean;
};

const MAIN: TServer = { externalUrl: process.env.E2E_BASE_URL, port: 3100, dataDirVariable: 'E2E_DATA_DIR', seedDemo: true };
const CONFIGURATION: TServer = {
  externalUrl: process.env.E2E_CONFIGURATION_BASE_URL,
  port: 3101,
  dataDirVariable: 'E2E_CONFIGURATION_DATA_DIR',
  seedDemo: false,
};
/** With E2E_BASE_URL alone nothing is started: the configuration project then has no server and skips. */
const startsConfigurationServer = CONFIGURATION.externalUrl === undefined && MAIN.externalUrl === undefined;

const localUrl = (server: TServer) => `http://127.0.0.1:${server.port}`;

/**
 * A fresh database directory per run and server, unless the caller gave one (scripts/e2e.mjs does,
 * to print the server's warnings after a failed run). Playwright evaluates this file again in each
 * worker; the workers inherit the variable, so only the runner creates the directory, and only
 * the runner removes it when it exits (after it has stopped the server).
 */
function runDataDir(variable: string): string {
  const inherited = process.env[variable];
  if (inherited) return inherited;
  const created = mkdtempSync(path.join(tmpdir(), 'opentrace-e2e-'));
  process.env[variable] = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  return created;
}

/** Scratch space the workers of one run share (support/axe.ts records there which screens were scanned). */
runDataDir('E2E_RUN_DIR');

function webServer(server: TServer) {
  const dataDir = runDataDir(server.dataDirVariable);
  return {
    // The log goes to a file the tests read e-mails from (see support/server-mail.ts).
    command: `exec node ../apps/api/dist/server.js > "${serverLogPath(dataDir)}"`,
    url: `${localUrl(server)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(server.port),
      DATA_DIR: dataDir,
      SEED_DEMO: String(server.seedDemo),
      LOG_LEVEL: 'info',
      // Every request comes from 127.0.0.1 and the suite signs in a few dozen times a minute.
      RATE_LIMIT_PER_MINUTE: '10000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  };
}

export default defineConfig({
  testDir: '.',
  forbidOnly: true,
  projects: [
    {
      name: 'main',
      testMatch: '**/*.spec.ts',
      testIgnore: '**/configuration.spec.ts',
      use: { baseURL: MAIN.externalUrl ?? localUrl(MAIN) },
    },
    {
      name: 'configuration',
      testMatch: '**/configuration.spec.ts',
      // No address: the spec skips itself (see above).
      use: { baseURL: CONFIGURATION.externalUrl ?? (startsConfigurationServer ? localUrl(CONFIGURATION) : undefined) },
    },
  ],
  retries: 0,
  workers: 2,
  // The two projects run side by side, each with its own server and browser: on a 2-core machine
  // a test that signs in ten accounts (argon2, by design slow) takes 20 s alone and more beside
  // the wizard's imports.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(tmpdir(), 'opentrace-e2e-results'),
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    // Recording a trace roughly doubled each test's time on the 2-core machine (the plans and QR specs: 108 s of
    // test time without, 160–209 s with), and a failed run already prints the page's snapshot and the servers'
    // logs (scripts/e2e-failure-report.mjs). E2E_TRACE=1 records one again for a failing test.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
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
  webServer: [...(MAIN.externalUrl ? [] : [webServer(MAIN)]), ...(startsConfigurationServer ? [webServer(CONFIGURATION)] : [])],
});
