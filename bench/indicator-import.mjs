// Indicator list import: POST /api/indicator-list/validate (multipart, the real cotton
// indicator_list.xlsx from apps/api/src/seed/reference/cotton) then POST /api/indicator-list/import
// (mode replace), timed end to end over HTTP against the built server, BENCH_RUNS times (default 5).
// Memory: the server process's VmRSS sampled every 20 ms during the runs, and its VmHWM (peak RSS
// since start) before the first and after the last run, so the import's own growth shows.
// Usage: node bench/indicator-import.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { callJson, importSummary, measureRuns, ROOT, round, verdict, withSuperAdminServer, writeResult } from './lib.mjs';

const COTTON_LIST = path.join(ROOT, 'apps/api/src/seed/reference/cotton/indicator_list.xlsx');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 2_000;

const file = readFileSync(COTTON_LIST);
const summary = await withSuperAdminServer('indicators', async ({ server, auth }) => {
  const measured = await measureRuns(server.pid, RUNS, async (run) => {
    const form = new FormData();
    form.append('file', new Blob([file]), 'indicator_list.xlsx');
    const started = performance.now();
    const validation = await callJson(`${server.baseUrl}/api/indicator-list/validate`, { method: 'POST', headers: auth, body: form });
    const validatedMs = performance.now() - started;
    if (!validation.fileId) throw new Error(`The cotton list did not validate: ${JSON.stringify(validation.errors.slice(0, 3))}`);
    const imported = await callJson(`${server.baseUrl}/api/indicator-list/import`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ fileId: validation.fileId, mode: 'replace' }),
    });
    const totalMs = performance.now() - started;
    console.log(
      `run ${run + 1}: validate ${round(validatedMs)} ms + import ${round(totalMs - validatedMs)} ms = ${round(totalMs)} ms (${validation.totalItems} rows)`,
    );
    return {
      validateMs: round(validatedMs),
      importMs: round(totalMs - validatedMs),
      totalMs: round(totalMs),
      rows: validation.totalItems,
      ...imported,
    };
  });
  return importSummary(COTTON_LIST, measured, GOAL_MS);
});

const resultFile = writeResult('indicator-import', summary);
console.log(
  `\nIndicator list validate + import (cotton, ${RUNS} runs): median ${summary.totalMs.median} ms (min ${summary.totalMs.min}, max ${summary.totalMs.max})  goal < ${GOAL_MS} ms  ${verdict(summary.pass)}`,
);
console.log(
  `  server RSS peak during runs ${summary.memory.peakRssSampledMB} MB; VmHWM ${summary.memory.vmHwmBeforeMB} → ${summary.memory.vmHwmAfterMB} MB`,
);
console.log(`  written to ${resultFile}`);
