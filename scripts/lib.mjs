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

/** Inputs both builds read: the shared domain package (bundled into each) and the installed packages. */
const SHARED_INPUTS = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json', 'tsconfig.base.json'];

/**
 * What each build reads and writes. Each has its own fingerprint, so a change to the API does not
 * rebuild the web app, nor the reverse.
 */
export const BUILD_TARGETS = [
  {
    name: 'api',
    label: 'the API',
    workspace: '@opentrace/api',
    inputs: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/esbuild-options.mjs', 'apps/api/package.json', ...SHARED_INPUTS],
    outputs: ['apps/api/dist/server.js'],
  },
  {
    name: 'web',
    label: 'the web app',
    workspace: '@opentrace/web',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/postcss.config.cjs',
      'apps/web/scripts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      ...SHARED_INPUTS,
    ],
    outputs: ['apps/web/dist/index.html', 'apps/web/dist/.vite/manifest.json'],
  },
];

function* filesUnder(target) {
  if (!existsSync(target)) return;
  const stats = statSync(target);
  if (stats.isFile()) {
    yield target;
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || /\.test\.tsx?$/.test(entry.name)) continue;
    yield* filesUnder(path.join(target, entry.name));
  }
}

/** A digest of everything one build reads, so an unchanged checkout starts without rebuilding it. */
export function buildFingerprint(target, root = ROOT) {
  const hash = createHash('sha256');
  for (const input of target.inputs) {
    for (const file of filesUnder(path.join(root, input))) {
      hash.update(path.relative(root, file));
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
