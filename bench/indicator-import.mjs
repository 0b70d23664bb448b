// Indicator list import: POST /api/indicator-list/validate (multipart, the real cotton
// indicator_list.xlsx from ../shared/data/reference/cotton) then POST /api/indicator-list/import
// (mode replace), timed end to end over HTTP against the built server, BENCH_RUNS times (default 5).
// Memory: the server process's VmRSS sampled every 20 ms during the runs, and its VmHWM (peak RSS
// since start) before the first and after the last run, so the import's own growth shows.
// Usage: node bench/indicator-import.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ensureBuild,
  median,
  removeDir,
  ROOT,
  round,
  startServer,
  stopServer,
  tempDataDir,
  verdict,
  waitForHealth,
  writeResult,
} from './lib.mjs';

const COTTON_LIST = path.resolve(ROOT, '../shared/data/reference/cotton/indicator_list.xlsx');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 2_000;
const SUPER_ADMIN = { email: 'bench-superadmin@opentrace.local', password: 'Bench@dmin2026' };

/** A field of /proc/<pid>/status, in MB (the kernel reports kB). */
function statusMB(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`No ${field} in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

async function call(url, init, expectedStatus = 200) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (response.status !== expectedStatus) throw new Error(`${init.method} ${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

await ensureBuild();
const env = { SUPER_ADMIN_EMAIL: SUPER_ADMIN.email, SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password, RATE_LIMIT_PER_MINUTE: '100000000' };
// A fresh DATA_DIR, so the super administrator is seeded with the credentials given here.
const dataDir = tempDataDir('indicators');
const server = await startServer({ dataDir, env });
const file = readFileSync(COTTON_LIST);
const runs = [];
let rssPeakSampledMB = 0;
let hwmBeforeMB;
let hwmAfterMB;
try {
  await waitForHealth(server, { timeoutMs: 180_000 });
  const { token } = await call(`${server.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SUPER_ADMIN),
  });
  const auth = { authorization: `Bearer ${token}` };
  hwmBeforeMB = statusMB(server.pid, 'VmHWM');
  const sampler = setInterval(() => {
    rssPeakSampledMB = Math.max(rssPeakSampledMB, statusMB(server.pid, 'VmRSS'));
  }, 20);
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const form = new FormData();
      form.append('file', new Blob([file]), 'indicator_list.xlsx');
      const started = performance.now();
      const validation = await call(`${server.baseUrl}/api/indicator-list/validate`, { method: 'POST', headers: auth, body: form });
      const validatedMs = performance.now() - started;
      if (!validation.fileId) throw new Error(`The cotton list did not validate: ${JSON.stringify(validation.errors.slice(0, 3))}`);
      const summary = await call(`${server.baseUrl}/api/indicator-list/import`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ fileId: validation.fileId, mode: 'replace' }),
      });
      const totalMs = performance.now() - started;
      runs.push({ validateMs: round(validatedMs), importMs: round(totalMs - validatedMs), totalMs: round(totalMs), rows: validation.totalItems, ...summary });
      console.log(`run ${run + 1}: validate ${round(validatedMs)} ms + import ${round(totalMs - validatedMs)} ms = ${round(totalMs)} ms (${validation.totalItems} rows)`);
    }
  } finally {
    clearInterval(sampler);
  }
  hwmAfterMB = statusMB(server.pid, 'VmHWM');
} finally {
  await stopServer(server);
  removeDir(dataDir);
}

const totals = runs.map((run) => run.totalMs);
const summary = {
  file: path.relative(ROOT, COTTON_LIST),
  runs,
  totalMs: { min: Math.min(...totals), median: round(median(totals)), max: Math.max(...totals) },
  memory: { peakRssSampledMB: round(rssPeakSampledMB), vmHwmBeforeMB: round(hwmBeforeMB), vmHwmAfterMB: round(hwmAfterMB) },
  goalMs: GOAL_MS,
  pass: median(totals) < GOAL_MS,
};
const resultFile = writeResult('indicator-import', summary);
console.log(`\nIndicator list validate + import (cotton, ${RUNS} runs): median ${summary.totalMs.median} ms (min ${summary.totalMs.min}, max ${summary.totalMs.max})  goal < ${GOAL_MS} ms  ${verdict(summary.pass)}`);
console.log(`  server RSS peak during runs ${summary.memory.peakRssSampledMB} MB; VmHWM ${summary.memory.vmHwmBeforeMB} → ${summary.memory.vmHwmAfterMB} MB`);
console.log(`  written to ${resultFile}`);
