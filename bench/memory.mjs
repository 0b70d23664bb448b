// Idle memory: resident set size (VmRSS) of the server's own node process, on an existing
// DATA_DIR (second start), after it is healthy and has been idle for a few seconds.
// Usage: npm run bench:memory
import path from 'node:path';
import { readFileSync } from 'node:fs';
import {
  ensureBuild,
  median,
  preparedDataDir,
  removeDir,
  ROOT,
  round,
  sleep,
  startServer,
  stopServer,
  waitForHealth,
  writeResult,
} from './lib.mjs';

const IDLE_MS = 5_000;
const SAMPLES = 5;
const SAMPLE_INTERVAL_MS = 1_000;

/** A field of /proc/<pid>/status, in MB (the kernel reports kB). */
function statusMB(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`No ${field} in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

await ensureBuild();
const dataDir = await preparedDataDir('memory');

// Spawned directly (not through scripts/start.mjs) so the pid is the server's own node process.
const server = await startServer({ dataDir });
const samples = [];
let peakMB;
try {
  await waitForHealth(server);
  await sleep(IDLE_MS);
  for (let i = 0; i < SAMPLES; i += 1) {
    if (i > 0) await sleep(SAMPLE_INTERVAL_MS);
    samples.push(statusMB(server.pid, 'VmRSS'));
  }
  peakMB = statusMB(server.pid, 'VmHWM');
} finally {
  await stopServer(server);
  removeDir(dataDir);
}

const summary = {
  idleSeconds: IDLE_MS / 1000,
  rssSamplesMB: samples.map((value) => round(value, 1)),
  rssMedianMB: round(median(samples), 1),
  rssMaxMB: round(Math.max(...samples), 1),
  peakRssSinceStartMB: round(peakMB, 1),
};

console.log(`Server RSS after ${IDLE_MS / 1000} s idle (existing DATA_DIR):`);
console.log(`  samples     ${summary.rssSamplesMB.join(', ')} MB`);
console.log(`  median      ${summary.rssMedianMB} MB`);
console.log(`  peak (VmHWM since start) ${summary.peakRssSinceStartMB} MB`);
console.log(`Results: ${path.relative(ROOT, writeResult('memory', summary))}`);
