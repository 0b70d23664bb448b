// Small helpers shared by the repository scripts (start, dev, test, e2e).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const BUILD_INPUTS = [
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/esbuild-options.mjs',
  'apps/api/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'package-lock.json',
];

function* filesUnder(target) {
  if (!existsSync(target)) return;
  const stats = statSync(target);
  if (stats.isFile()) {
    yield target;
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.endsWith('.test.ts')) continue;
    yield* filesUnder(path.join(target, entry.name));
  }
}

/** A digest of everything the build reads, so an unchanged checkout starts without rebuilding. */
export function buildFingerprint() {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const file of filesUnder(path.join(ROOT, input))) {
      hash.update(path.relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser for end-to-end tests: CHROME_PATH, else Debian's chromium, installed with apt when
 * it is missing and this machine can. Never a downloaded browser build.
 */
export function ensureChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH points to ${process.env.CHROME_PATH}, which does not exist.`);
  }
  const debianPath = '/usr/bin/chromium';
  if (existsSync(debianPath)) return debianPath;
  const canApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (canApt && isRoot) {
    console.log('Installing Debian chromium for the end-to-end tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (update.status === 0 && install.status === 0 && existsSync(debianPath)) return debianPath;
  }
  throw new Error(
    'No Chromium for the end-to-end tests. Install Debian\'s "chromium" package (apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome executable.',
  );
}
