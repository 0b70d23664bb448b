// Helpers shared by the benchmark scripts in this folder. Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(ROOT, 'apps/api/dist/server.js');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');

export const DEMO_EMAIL = 'ginner@demo.opentrace.local';
export const DEMO_PASSWORD = 'Demo@2026';

export { CHROMIUM_FLAGS } from '../scripts/lib.mjs';

/** CHROME_PATH, else Debian's chromium. */
export function chromiumPath() {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(`No Chromium at ${candidate}. Install Debian's "chromium" package or set CHROME_PATH.`);
  }
  return candidate;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds the API and the web app when their sources changed (the same check `npm start` makes). */
export function ensureBuild() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/build-if-changed.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && existsSync(SERVER_ENTRY)) resolve();
      else reject(new Error(`The build failed (exit code ${code}); fix it, then run the benchmark again.`));
    });
  });
}

/** A TCP port that was free on the loopback interface a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const tempDirs = new Set();

/** An empty temporary directory, removed when the process exits. */
export function tempDataDir(label = 'data') {
  const dir = mkdtempSync(path.join(os.tmpdir(), `opentrace-bench-${label}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

const liveServers = new Set();

/** Direct children of a process, from /proc (Linux). */
export function childPids(pid) {
  const pids = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) pids.push(...text.split(/\s+/).map(Number));
    }
  } catch {
    // the process is gone
  }
  return pids;
}

/**
 * Starts the server on a free loopback port. `entry` defaults to the built server; pass
 * scripts/start.mjs to time what users run. Resolves as soon as the process is spawned; the
 * returned handle's `startedAt` is the performance.now() taken just before spawning.
 */
export async function startServer({ dataDir, entry = SERVER_ENTRY, env = {}, port } = {}) {
  const chosenPort = port ?? (await freePort());
  const startedAt = performance.now();
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(chosenPort),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const handle = {
    child,
    pid: child.pid,
    port: chosenPort,
    baseUrl: `http://127.0.0.1:${chosenPort}`,
    startedAt,
    exited,
    hasExited: false,
    output: () => output,
  };
  exited.then(() => {
    handle.hasExited = true;
    liveServers.delete(handle);
  });
  liveServers.add(handle);
  return handle;
}

/**
 * Polls GET /api/health (or `path`) every `intervalMs` until it answers 200; resolves with the
 * time since the spawn in ms. Fails when the server exits or `timeoutMs` passes.
 */
export async function waitForHealth(handle, { timeoutMs = 120_000, intervalMs = 20, path: urlPath = '/api/health' } = {}) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (handle.hasExited) {
      throw new Error(`The server exited before it was healthy. Its output:\n${handle.output()}`);
    }
    try {
      const response = await fetch(`${handle.baseUrl}${urlPath}`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - handle.startedAt;
    } catch {
      // not listening yet
    }
    await sleep(intervalMs);
  }
  throw new Error(`The server was not healthy within ${timeoutMs} ms. Its output:\n${handle.output()}`);
}

/** SIGTERM, then waits for the exit (the server drains for at most 15 s); SIGKILL after `timeoutMs`. */
export async function stopServer(handle, { timeoutMs = 20_000 } = {}) {
  if (handle.hasExited) return;
  const descendants = childPids(handle.pid);
  handle.child.kill('SIGTERM');
  const timedOut = Symbol('timeout');
  let timer;
  const outcome = await Promise.race([
    handle.exited,
    new Promise((resolve) => {
      timer = setTimeout(() => resolve(timedOut), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  if (outcome === timedOut) {
    handle.child.kill('SIGKILL');
    await handle.exited;
  }
  // A wrapper such as scripts/start.mjs forwards SIGTERM; make sure its server is gone too.
  for (const pid of descendants) {
    for (let i = 0; i < 100 && existsSync(`/proc/${pid}`); i += 1) await sleep(50);
    if (existsSync(`/proc/${pid}`)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

function cleanUpNow() {
  for (const handle of liveServers) {
    for (const pid of childPids(handle.pid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    try {
      handle.child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

process.on('exit', cleanUpNow);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUpNow();
    process.exit(130);
  });
}

/** Nearest-rank percentile of `values` (p in 0..100). */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarize(values) {
  return {
    n: values.length,
    min: Math.min(...values),
    median: median(values),
    p95: percentile(values, 95),
    max: Math.max(...values),
  };
}

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** "PASS"/"MISS" marker for a goal line. */
export const verdict = (ok) => (ok ? 'PASS' : 'MISS');

/** Today's date as YYYY-MM-DD (local time). */
export function today() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Writes bench/results/<name>-<date>.json (git-ignored) and returns its path. */
export function writeResult(name, data) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}-${today()}.json`);
  const record = {
    benchmark: name,
    measuredAt: new Date().toISOString(),
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      totalMemoryMB: Math.round(os.totalmem() / 1024 / 1024),
      loadAverage1m: round(os.loadavg()[0], 2),
    },
    ...data,
  };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}

/** Fresh data directory with the first start (migrations + seed) already done, server stopped. */
export async function preparedDataDir(label = 'data') {
  const dataDir = tempDataDir(label);
  const server = await startServer({ dataDir });
  try {
    await waitForHealth(server);
  } finally {
    await stopServer(server);
  }
  return dataDir;
}

/** A field of /proc/<pid>/status, in MB (the kernel reports kB). */
export function statusMB(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`No ${field} in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** fetch that expects a status and JSON back, and says what answered otherwise. */
export async function callJson(url, init = {}, expectedStatus = 200) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (response.status !== expectedStatus) {
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body;
}

const BENCH_SUPER_ADMIN = { email: 'bench-superadmin@opentrace.local', password: 'Bench@dmin2026' };

/**
 * Runs `work({ server, auth })` against the built server on a fresh DATA_DIR (so the super
 * administrator is seeded with the bench's credentials), signed in as that administrator. Without
 * the demo (`SEED_DEMO=false`): the demo completes the system's configuration, after which imports
 * answer 409 until a super administrator reopens it.
 */
export async function withSuperAdminServer(label, work) {
  await ensureBuild();
  const dataDir = tempDataDir(label);
  const server = await startServer({
    dataDir,
    env: {
      SUPER_ADMIN_EMAIL: BENCH_SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: BENCH_SUPER_ADMIN.password,
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
  try {
    await waitForHealth(server, { timeoutMs: 180_000 });
    const { token } = await callJson(`${server.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_SUPER_ADMIN),
    });
    return await work({ server, auth: { authorization: `Bearer ${token}` } });
  } finally {
    await stopServer(server);
    removeDir(dataDir);
  }
}

/**
 * Samples a process's RSS every 20 ms until `stop()`, which returns the sampled peak and the
 * kernel's VmHWM (peak since start) from before and after.
 */
export function sampleMemory(pid) {
  const vmHwmBeforeMB = statusMB(pid, 'VmHWM');
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, statusMB(pid, 'VmRSS'));
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return { peakRssSampledMB: round(peak), vmHwmBeforeMB: round(vmHwmBeforeMB), vmHwmAfterMB: round(statusMB(pid, 'VmHWM')) };
    },
  };
}

/** Runs `runOnce(index)` `count` times while sampling the process's memory. */
export async function measureRuns(pid, count, runOnce) {
  const memory = sampleMemory(pid);
  const runs = [];
  let sampled;
  try {
    for (let index = 0; index < count; index += 1) runs.push(await runOnce(index));
  } finally {
    sampled = memory.stop();
  }
  return { runs, memory: sampled };
}

/** Validate-then-import runs summarised against a goal on the median total. */
export function importSummary(file, { runs, memory }, goalMs) {
  const totals = runs.map((run) => run.totalMs);
  return {
    file: path.relative(ROOT, file),
    runs,
    totalMs: { min: Math.min(...totals), median: round(median(totals)), max: Math.max(...totals) },
    memory,
    goalMs,
    pass: median(totals) < goalMs,
  };
}
