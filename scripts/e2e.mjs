// End-to-end tests in headless Chromium against the real, built server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfChanged } from './build-if-changed.mjs';
import { printFailureReport } from './e2e-failure-report.mjs';
import { ensureChromium, run } from './lib.mjs';

let chromePath;
try {
  chromePath = ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const built = await buildIfChanged();
if (built !== 0) process.exit(built);

// The servers' data directories are made here rather than by the Playwright config, so that their
// logs can still be read once Playwright has stopped the servers.
const servers = {
  main: mkdtempSync(path.join(tmpdir(), 'opentrace-e2e-')),
  configuration: mkdtempSync(path.join(tmpdir(), 'opentrace-e2e-')),
};
const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  env: { ...process.env, CHROME_PATH: chromePath, E2E_DATA_DIR: servers.main, E2E_CONFIGURATION_DATA_DIR: servers.configuration },
});
if (code !== 0) printFailureReport({ resultsDir: path.join(tmpdir(), 'opentrace-e2e-results'), servers });
for (const dataDir of Object.values(servers)) rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
