// Builds the API and the web app, each only when its own inputs changed since its last build, both
// at once, saying which step runs and how long it took.
//   node scripts/build-if-changed.mjs           what `npm start`, the e2e tests and the benchmarks run
//   node scripts/build-if-changed.mjs --force   `npm run build`: both, whatever changed
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_TARGETS, buildFingerprint, ROOT } from './lib.mjs';

const STAMP_DIR = path.join(ROOT, 'node_modules/.cache/opentrace');
/** Long builds print a line this often, so a first start never looks stuck. */
const HEARTBEAT_MS = 15_000;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const stampFile = (target) => path.join(STAMP_DIR, `${target.name}-build-fingerprint`);

function isUpToDate(target, fingerprint) {
  const file = stampFile(target);
  return (
    existsSync(file) && readFileSync(file, 'utf8') === fingerprint && target.outputs.every((output) => existsSync(path.join(ROOT, output)))
  );
}

/**
 * Runs one target's build with its output held back: two builds printing at once would interleave.
 * Its output is shown whole when it fails, and its last lines (the build's own summary) when it works.
 */
function runBuild(target) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'build', '--silent', '-w', target.workspace], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Always a production bundle: Vite follows NODE_ENV, and `NODE_ENV=development npm start` built
      // React's development files into the app (300 kB on /sign-in instead of 237).
      env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code, signal) => {
      resolve({ code: code ?? (signal ? 1 : 0), ms: performance.now() - started, output });
    });
  });
}

const summaryOf = (output) =>
  output
    .split('\n')
    // eslint-disable-next-line no-control-regex -- colour codes, should a tool print them anyway
    .map((line) => line.replace(/\u001b\[[0-9;]*m/g, '').trim())
    .filter((line) => /^(✓ built in|precompressed|bundled)/.test(line));

/**
 * @param {{ force?: boolean, step?: number, steps?: number }} options
 *   `step`/`steps` number the lines ("[1/3] …") when the caller has further steps of its own.
 * @returns {Promise<number>} 0, or the exit code of the first build that failed
 */
export async function buildIfChanged({ force = false, step, steps } = {}) {
  const plans = BUILD_TARGETS.map((target, index) => {
    const fingerprint = buildFingerprint(target);
    return {
      target,
      fingerprint,
      prefix: steps ? `[${(step ?? 1) + index}/${steps}] ` : '',
      stale: force || !isUpToDate(target, fingerprint),
    };
  });
  for (const plan of plans) {
    console.log(
      plan.stale
        ? `${plan.prefix}Building ${plan.target.label}…`
        : `${plan.prefix}${plan.target.label[0].toUpperCase()}${plan.target.label.slice(1)} is up to date.`,
    );
  }
  const stale = plans.filter((plan) => plan.stale);
  if (stale.length === 0) return 0;

  const started = performance.now();
  const pending = new Set(stale.map((plan) => plan.target.label));
  const heartbeat = setInterval(() => {
    console.log(`  … still building ${[...pending].join(' and ')} (${seconds(performance.now() - started)})`);
  }, HEARTBEAT_MS);
  const results = await Promise.all(
    stale.map(async (plan) => {
      const result = await runBuild(plan.target);
      pending.delete(plan.target.label);
      if (result.code === 0) {
        mkdirSync(STAMP_DIR, { recursive: true });
        writeFileSync(stampFile(plan.target), plan.fingerprint);
        const details = summaryOf(result.output);
        console.log(`  ✓ ${plan.target.label} built in ${seconds(result.ms)}${details.length ? ` (${details.join('; ')})` : ''}`);
      } else {
        console.error(`  ✖ building ${plan.target.label} failed (exit ${result.code}):\n${result.output}`);
      }
      return result.code;
    }),
  );
  clearInterval(heartbeat);
  return results.find((code) => code !== 0) ?? 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await buildIfChanged({ force: process.argv.includes('--force') }));
}
