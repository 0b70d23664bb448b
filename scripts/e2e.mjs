// End-to-end tests in headless Chromium against the real, built server.
import { buildIfChanged } from './build-if-changed.mjs';
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
process.exit(
  await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    env: { ...process.env, CHROME_PATH: chromePath },
  }),
);
