// Startup time: from spawning the server to its first 200 on GET /api/health.
//   (a) empty DATA_DIR: the embedded database is created, migrated and seeded;
//   (b) existing DATA_DIR: the same directory, second start;
//   (c) `npm start` (scripts/start.mjs) on an existing DATA_DIR with an unchanged build: what users run;
//   (d) with --clean, first: a first `npm start` on a fresh clone, from nothing (no build, no build
//       fingerprints, empty DATA_DIR) until /api/health answers, with the time of each build. It
//       deletes apps/api/dist and apps/web/dist, so no other server may be serving them meanwhile.
// Usage: npm run bench:startup [-- --clean]   (BENCH_RUNS=3 by default; the clean start runs once)
import os from 'node:os';
import path from 'node:path';
import {
  ensureBuild,
  removeDir,
  ROOT,
  round,
  startServer,
  stopServer,
  summarize,
  tempDataDir,
  verdict,
  waitForHealth,
  writeResult,
} from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_EMPTY_MS = 15_000;
const GOAL_EXISTING_MS = 5_000;
const GOAL_CLEAN_MS = 60_000;
const CLEAN = process.argv.includes('--clean');
const startEntry = path.join(ROOT, 'scripts/start.mjs');
const BUILD_OUTPUTS = ['apps/api/dist', 'apps/web/dist', 'node_modules/.cache/opentrace'];

/** The first `npm start` of a fresh clone: both builds, then a server creating its database. */
async function timeCleanStart() {
  for (const output of BUILD_OUTPUTS) removeDir(path.join(ROOT, output));
  const dataDir = tempDataDir('clean');
  const loadBefore = os.loadavg();
  const server = await startServer({ dataDir, entry: startEntry });
  try {
    const ms = await waitForHealth(server, { timeoutMs: 600_000 });
    const output = server.output();
    const built = (label) => {
      const match = new RegExp(`${label} built in ([\\d.]+) s`).exec(output);
      return match ? Number(match[1]) * 1000 : null;
    };
    const ready = /ready at .* in (\d+) ms/.exec(output);
    return {
      ms: round(ms, 0),
      apiBuildMs: built('the API'),
      webBuildMs: built('the web app'),
      serverReportedMs: ready ? Number(ready[1]) : null,
      loadAverageBefore: loadBefore.map((value) => round(value, 2)),
      loadAverageAfter: os.loadavg().map((value) => round(value, 2)),
    };
  } finally {
    await stopServer(server);
    removeDir(dataDir);
  }
}

let clean;
if (CLEAN) {
  clean = await timeCleanStart();
  const s = (ms) => (ms === null ? '?' : `${round(ms / 1000, 1)} s`);
  console.log(
    `clean first npm start: ${s(clean.ms)} to healthy (API build ${s(clean.apiBuildMs)} beside web build ${s(clean.webBuildMs)}, then the server ${s(clean.serverReportedMs)}); load average ${clean.loadAverageBefore[0]} before, ${clean.loadAverageAfter[0]} after`,
  );
}

/** Starts, waits for health, stops; returns the spawn-to-healthy time and the server's own figure. */
async function timeStart({ dataDir, entry }) {
  const server = await startServer({ dataDir, entry });
  try {
    const ms = await waitForHealth(server);
    const reported = /ready at .* in (\d+) ms/.exec(server.output());
    const rebuilt = /Building the (API|web app)/.test(server.output());
    return { ms, serverReportedMs: reported ? Number(reported[1]) : null, rebuilt };
  } finally {
    await stopServer(server);
  }
}

await ensureBuild();

const empty = [];
const existing = [];
const npmStart = [];
const dirs = [];

for (let run = 1; run <= RUNS; run += 1) {
  const dataDir = tempDataDir('startup');
  dirs.push(dataDir);
  const first = await timeStart({ dataDir });
  empty.push(first);
  console.log(`run ${run}: empty DATA_DIR    ${round(first.ms, 0)} ms (server says ${first.serverReportedMs} ms after boot)`);
  const second = await timeStart({ dataDir });
  existing.push(second);
  console.log(`run ${run}: existing DATA_DIR ${round(second.ms, 0)} ms (server says ${second.serverReportedMs} ms after boot)`);
}

// With an unchanged build scripts/start.mjs only checks the build fingerprint, then runs the server.
// When the sources changed meanwhile (someone editing), it rebuilds: that run is discarded and redone.
let discarded = 0;
for (let attempt = 1; npmStart.length < RUNS && attempt <= RUNS * 3; attempt += 1) {
  await ensureBuild();
  const result = await timeStart({ dataDir: dirs[0], entry: startEntry });
  if (result.rebuilt) {
    discarded += 1;
    console.log(`npm start rebuilt (sources changed meanwhile): run discarded`);
    continue;
  }
  npmStart.push(result);
  console.log(`run ${npmStart.length}: npm start (existing DATA_DIR) ${round(result.ms, 0)} ms`);
}
if (npmStart.length === 0) throw new Error('Every npm start run rebuilt: the sources kept changing.');

for (const dir of dirs) removeDir(dir);

const stats = (results) => {
  const s = summarize(results.map((r) => r.ms));
  return { minMs: round(s.min, 0), medianMs: round(s.median, 0), maxMs: round(s.max, 0), runsMs: results.map((r) => round(r.ms, 0)) };
};
const summary = {
  runs: RUNS,
  emptyDataDir: { ...stats(empty), goalMs: GOAL_EMPTY_MS, serverReportedMs: empty.map((r) => r.serverReportedMs) },
  existingDataDir: { ...stats(existing), goalMs: GOAL_EXISTING_MS, serverReportedMs: existing.map((r) => r.serverReportedMs) },
  npmStartExistingDataDir: { ...stats(npmStart), goalMs: GOAL_EXISTING_MS, discardedRebuildRuns: discarded },
};
summary.emptyDataDir.pass = summary.emptyDataDir.medianMs < GOAL_EMPTY_MS;
summary.existingDataDir.pass = summary.existingDataDir.medianMs < GOAL_EXISTING_MS;
summary.npmStartExistingDataDir.pass = summary.npmStartExistingDataDir.medianMs < GOAL_EXISTING_MS;
if (clean) summary.cleanFirstNpmStart = { ...clean, goalMs: GOAL_CLEAN_MS, pass: clean.ms < GOAL_CLEAN_MS };

console.log('\nStartup (spawn → first 200 from /api/health), min / median:');
const line = (label, s, goal) =>
  console.log(
    `  ${label.padEnd(28)} ${String(s.minMs).padStart(6)} / ${String(s.medianMs).padStart(6)} ms   goal < ${goal / 1000} s  ${verdict(s.pass)}`,
  );
line('empty DATA_DIR', summary.emptyDataDir, GOAL_EMPTY_MS);
line('existing DATA_DIR', summary.existingDataDir, GOAL_EXISTING_MS);
line('npm start, existing DATA_DIR', summary.npmStartExistingDataDir, GOAL_EXISTING_MS);
if (clean) {
  console.log(
    `  ${'clean first npm start'.padEnd(28)} ${String(clean.ms).padStart(15)} ms   goal < ${GOAL_CLEAN_MS / 1000} s  ${verdict(summary.cleanFirstNpmStart.pass)}`,
  );
}
console.log(`Results: ${path.relative(ROOT, writeResult('startup', summary))}`);
