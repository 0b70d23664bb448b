// Startup time: from spawning the server to its first 200 on GET /api/health.
//   (a) empty DATA_DIR: the embedded database is created, migrated and seeded;
//   (b) existing DATA_DIR: the same directory, second start;
//   (c) `npm start` (scripts/start.mjs) on an existing DATA_DIR with an unchanged build: what users run.
// Usage: npm run bench:startup   (BENCH_RUNS=3 by default)
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

/** Starts, waits for health, stops; returns the spawn-to-healthy time and the server's own figure. */
async function timeStart({ dataDir, entry }) {
  const server = await startServer({ dataDir, entry });
  try {
    const ms = await waitForHealth(server);
    const reported = /ready at .* in (\d+) ms/.exec(server.output());
    const rebuilt = server.output().includes('Building the API');
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
const startEntry = path.join(ROOT, 'scripts/start.mjs');
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

console.log('\nStartup (spawn → first 200 from /api/health), min / median:');
const line = (label, s, goal) =>
  console.log(`  ${label.padEnd(28)} ${String(s.minMs).padStart(6)} / ${String(s.medianMs).padStart(6)} ms   goal < ${goal / 1000} s  ${verdict(s.pass)}`);
line('empty DATA_DIR', summary.emptyDataDir, GOAL_EMPTY_MS);
line('existing DATA_DIR', summary.existingDataDir, GOAL_EXISTING_MS);
line('npm start, existing DATA_DIR', summary.npmStartExistingDataDir, GOAL_EXISTING_MS);
console.log(`Results: ${path.relative(ROOT, writeResult('startup', summary))}`);
