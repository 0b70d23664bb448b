// Questionnaire (SAQ) import: POST /api/saqs/{roleId}/validate (multipart, the largest cotton
// questionnaire, product_role_definition.xlsx from apps/api/src/seed/reference/cotton, with
// applySuggestions=true) then POST /api/saqs/{roleId}/import (confirmUnmapped) for the Spinner role,
// timed end to end over HTTP against the built server, BENCH_RUNS times (default 5). The cotton
// indicator list is imported once first, so the questionnaire's indicator pairs resolve.
// Memory: the server process's VmRSS sampled every 20 ms during the runs, and its VmHWM (peak RSS
// since start) before the first and after the last run.
// Usage: node bench/saq-import.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { callJson, importSummary, measureRuns, ROOT, round, verdict, withSuperAdminServer, writeResult } from './lib.mjs';

const COTTON_DIR = path.join(ROOT, 'apps/api/src/seed/reference/cotton');
const QUESTIONNAIRE = path.join(COTTON_DIR, 'product_role_definition.xlsx');
const INDICATOR_LIST = path.join(COTTON_DIR, 'indicator_list.xlsx');
const ROLE_CODE = 'SPINNER';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 2_000;

const fileForm = (data, name, fields = {}) => {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([data]), name);
  return form;
};

const questionnaire = readFileSync(QUESTIONNAIRE);
const summary = await withSuperAdminServer('saqs', async ({ server, auth }) => {
  const list = await callJson(`${server.baseUrl}/api/indicator-list/validate`, {
    method: 'POST',
    headers: auth,
    body: fileForm(readFileSync(INDICATOR_LIST), 'indicator_list.xlsx'),
  });
  await callJson(`${server.baseUrl}/api/indicator-list/import`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ fileId: list.fileId, mode: 'replace' }),
  });
  const roles = await callJson(`${server.baseUrl}/roles`, { headers: auth });
  const role = roles.find((candidate) => candidate.code === ROLE_CODE);
  if (!role) throw new Error(`No ${ROLE_CODE} role`);

  const measured = await measureRuns(server.pid, RUNS, async (run) => {
    const started = performance.now();
    const validation = await callJson(`${server.baseUrl}/api/saqs/${role.id}/validate`, {
      method: 'POST',
      headers: auth,
      body: fileForm(questionnaire, 'product_role_definition.xlsx', { applySuggestions: 'true' }),
    });
    const validatedMs = performance.now() - started;
    if (!validation.importable) throw new Error(`The questionnaire did not validate: ${JSON.stringify(validation.errors.slice(0, 3))}`);
    const imported = await callJson(`${server.baseUrl}/api/saqs/${role.id}/import`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ fileId: validation.fileId, confirmUnmapped: true }),
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
      questions: imported.questions,
      options: imported.options,
      unmappedOptions: imported.unmappedOptions.length,
    };
  });
  return importSummary(QUESTIONNAIRE, measured, GOAL_MS);
});

const resultFile = writeResult('saq-import', summary);
console.log(
  `\nQuestionnaire validate + import (cotton product role, ${RUNS} runs): median ${summary.totalMs.median} ms (min ${summary.totalMs.min}, max ${summary.totalMs.max})  goal < ${GOAL_MS} ms  ${verdict(summary.pass)}`,
);
console.log(
  `  server RSS peak during runs ${summary.memory.peakRssSampledMB} MB; VmHWM ${summary.memory.vmHwmBeforeMB} → ${summary.memory.vmHwmAfterMB} MB`,
);
console.log(`  written to ${resultFile}`);
