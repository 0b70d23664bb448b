// Questionnaire (SAQ) import: POST /api/saqs/{roleId}/validate (multipart, the largest cotton
// questionnaire, product_role_definition.xlsx from ../shared/data/reference/cotton, with
// applySuggestions=true) then POST /api/saqs/{roleId}/import (confirmUnmapped) for the Spinner role,
// timed end to end over HTTP against the built server, BENCH_RUNS times (default 5). The cotton
// indicator list is imported once first, so the questionnaire's indicator pairs resolve.
// Memory: the server process's VmRSS sampled every 20 ms during the runs, and its VmHWM (peak RSS
// since start) before the first and after the last run.
// Usage: node bench/saq-import.mjs
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

const COTTON_DIR = path.resolve(ROOT, '../shared/data/reference/cotton');
const QUESTIONNAIRE = path.join(COTTON_DIR, 'product_role_definition.xlsx');
const INDICATOR_LIST = path.join(COTTON_DIR, 'indicator_list.xlsx');
const ROLE_CODE = 'SPINNER';
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
  if (response.status !== expectedStatus) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const fileForm = (data, name, fields = {}) => {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([data]), name);
  return form;
};

await ensureBuild();
const env = { SUPER_ADMIN_EMAIL: SUPER_ADMIN.email, SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password, RATE_LIMIT_PER_MINUTE: '100000000' };
// A fresh DATA_DIR, so the super administrator is seeded with the credentials given here.
const dataDir = tempDataDir('saqs');
const server = await startServer({ dataDir, env });
const questionnaire = readFileSync(QUESTIONNAIRE);
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
  const list = await call(`${server.baseUrl}/api/indicator-list/validate`, { method: 'POST', headers: auth, body: fileForm(readFileSync(INDICATOR_LIST), 'indicator_list.xlsx') });
  await call(`${server.baseUrl}/api/indicator-list/import`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ fileId: list.fileId, mode: 'replace' }),
  });
  const roles = await call(`${server.baseUrl}/roles`, { headers: auth });
  const role = roles.find((candidate) => candidate.code === ROLE_CODE);
  if (!role) throw new Error(`No ${ROLE_CODE} role`);

  hwmBeforeMB = statusMB(server.pid, 'VmHWM');
  const sampler = setInterval(() => {
    rssPeakSampledMB = Math.max(rssPeakSampledMB, statusMB(server.pid, 'VmRSS'));
  }, 20);
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const validation = await call(`${server.baseUrl}/api/saqs/${role.id}/validate`, {
        method: 'POST',
        headers: auth,
        body: fileForm(questionnaire, 'product_role_definition.xlsx', { applySuggestions: 'true' }),
      });
      const validatedMs = performance.now() - started;
      if (!validation.importable) throw new Error(`The questionnaire did not validate: ${JSON.stringify(validation.errors.slice(0, 3))}`);
      const summary = await call(`${server.baseUrl}/api/saqs/${role.id}/import`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ fileId: validation.fileId, confirmUnmapped: true }),
      });
      const totalMs = performance.now() - started;
      runs.push({
        validateMs: round(validatedMs),
        importMs: round(totalMs - validatedMs),
        totalMs: round(totalMs),
        rows: validation.totalItems,
        questions: summary.questions,
        options: summary.options,
        unmappedOptions: summary.unmappedOptions.length,
      });
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
  file: path.relative(ROOT, QUESTIONNAIRE),
  runs,
  totalMs: { min: Math.min(...totals), median: round(median(totals)), max: Math.max(...totals) },
  memory: { peakRssSampledMB: round(rssPeakSampledMB), vmHwmBeforeMB: round(hwmBeforeMB), vmHwmAfterMB: round(hwmAfterMB) },
  goalMs: GOAL_MS,
  pass: median(totals) < GOAL_MS,
};
const resultFile = writeResult('saq-import', summary);
console.log(`\nQuestionnaire validate + import (cotton product role, ${RUNS} runs): median ${summary.totalMs.median} ms (min ${summary.totalMs.min}, max ${summary.totalMs.max})  goal < ${GOAL_MS} ms  ${verdict(summary.pass)}`);
console.log(`  server RSS peak during runs ${summary.memory.peakRssSampledMB} MB; VmHWM ${summary.memory.vmHwmBeforeMB} → ${summary.memory.vmHwmAfterMB} MB`);
console.log(`  written to ${resultFile}`);
