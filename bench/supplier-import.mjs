// Supplier import at the upload limit: the demo brand validates then imports the largest
// import-suppliers-template.xlsx the 10 MB limit allows (valid rows of every map role, most naming the
// supplier they supply, written by bench/suppliers-dataset.mjs until the file is just under
// 10,485,760 bytes), over HTTP against the built server on PGlite, as `npm start` runs it.
// Each of BENCH_RUNS runs (default 3) starts the server on its own copy of one seeded DATA_DIR, so every
// import meets the same database. Memory: the server's VmRSS at rest (the lowest over a second, after a
// few idle seconds) and sampled every 20 ms from the upload to the import's answer; growth = peak − rest.
// Goal: validate + import < 10 s (median), RSS growth < 300 MB (every run). The server takes the
// environment's ZIP_MAX_* archive limits, if set, and the result file records them.
// Usage: npm run bench:supplier-import
import { cpSync } from 'node:fs';
import path from 'node:path';
import {
  callJson,
  ensureBuild,
  median,
  removeDir,
  round,
  sampleMemory,
  sleep,
  startServer,
  statusMB,
  stopServer,
  tempDataDir,
  verdict,
  waitForHealth,
  writeResult,
} from './lib.mjs';
import {
  importSupplierFile,
  signInAsBrand,
  SUPPLIER_FILE_NAME,
  supplierRoles,
  writeLargestSupplierWorkbook,
} from './suppliers-dataset.mjs';

/** packages/domain's MAX_UPLOAD_BYTES. */
const MAX_UPLOAD_BYTES = 10_485_760;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_MS = 10_000;
const GOAL_GROWTH_MB = 300;
const IDLE_MS = 3_000;

/** The lowest VmRSS over a second, once the server has idled: start-up garbage inflates the first readings. */
async function rssAtRestMB(pid) {
  await sleep(IDLE_MS);
  let lowest = Infinity;
  for (let sample = 0; sample < 20; sample += 1) {
    lowest = Math.min(lowest, statusMB(pid, 'VmRSS'));
    await sleep(50);
  }
  return lowest;
}

await ensureBuild();

// First start (create, migrate, seed the demo with the cotton pilot) once; the runs start on copies of it.
const seeded = tempDataDir('suppliers-seeded');
const fileDir = tempDataDir('suppliers-file');
const file = path.join(fileDir, SUPPLIER_FILE_NAME);
let workbook;
{
  const server = await startServer({ dataDir: seeded });
  try {
    await waitForHealth(server, { timeoutMs: 180_000 });
    const roles = await supplierRoles(server, await signInAsBrand(server));
    console.log(`Writing the largest supplier file under ${MAX_UPLOAD_BYTES} bytes…`);
    workbook = await writeLargestSupplierWorkbook(file, {
      roles,
      maxBytes: MAX_UPLOAD_BYTES,
      log: (line) => console.log(`  ${line}`),
    });
  } finally {
    await stopServer(server);
  }
}
console.log(`File: ${workbook.rows} rows, ${workbook.bytes} bytes (${workbook.tries} tries)\n`);

const runs = [];
for (let run = 0; run < RUNS; run += 1) {
  const dataDir = tempDataDir(`suppliers-run-${run}`);
  cpSync(seeded, dataDir, { recursive: true });
  const server = await startServer({ dataDir });
  try {
    await waitForHealth(server, { timeoutMs: 180_000 });
    const auth = await signInAsBrand(server);
    const before = await callJson(`${server.baseUrl}/api/brands/suppliers?perPage=1`, { headers: auth });
    const restMB = await rssAtRestMB(server.pid);
    const memory = sampleMemory(server.pid);
    let outcome;
    let sampled;
    try {
      outcome = await importSupplierFile(server, auth, file);
    } finally {
      sampled = memory.stop();
    }
    const restingRssMB = round(restMB);
    const rssGrowthMB = round(sampled.peakRssSampledMB - restMB);
    if (outcome.refused) {
      runs.push({ refused: outcome.refused, validateMs: round(outcome.validateMs), restingRssMB, ...sampled, rssGrowthMB });
      console.log(
        `run ${run + 1}: refused with ${outcome.refused.status} in ${round(outcome.validateMs)} ms: ${outcome.refused.answer.message}`,
      );
      continue;
    }
    // A count to confirm what the import says; its failure must not lose the run's figures.
    const after = await callJson(`${server.baseUrl}/api/brands/suppliers?perPage=1`, { headers: auth }).catch((error) => ({
      total: `not read: ${error.message}`,
    }));
    const { check, result } = outcome;
    const record = {
      validateMs: round(outcome.validateMs),
      importMs: round(outcome.importMs),
      totalMs: round(outcome.totalMs),
      check: {
        totalItems: check.totalItems,
        validItems: check.validItems,
        failedItems: check.failedItems,
        errorCount: check.errorCount,
        existingItems: check.existingItems,
        firstErrors: check.errors.slice(0, 3),
      },
      result,
      suppliersBefore: before.total,
      suppliersAfter: after.total,
      restingRssMB,
      ...sampled,
      rssGrowthMB,
    };
    runs.push(record);
    console.log(
      `run ${run + 1}: validate ${record.validateMs} ms + import ${record.importMs} ms = ${record.totalMs} ms; ` +
        `${check.validItems}/${check.totalItems} rows valid, created ${result.created}, linked ${result.linked}, skipped ${result.skipped}, ` +
        `partner links ${result.partnerLinks}; suppliers ${before.total} → ${after.total}`,
    );
    console.log(`       RSS at rest ${record.restingRssMB} MB → peak ${record.peakRssSampledMB} MB (+${record.rssGrowthMB} MB)`);
    if (check.errorCount > 0) console.log(`       ${check.errorCount} row errors, e.g. ${JSON.stringify(record.check.firstErrors)}`);
  } catch (error) {
    const exit = server.hasExited ? await server.exited : null;
    console.error(
      `The server ${exit ? `exited (code ${exit.code}, signal ${exit.signal})` : 'is still running'}; its last output:\n${server.output().slice(-4000)}`,
    );
    throw error;
  } finally {
    await stopServer(server);
    removeDir(dataDir);
  }
}

const imported = runs.filter((run) => !run.refused);
const totals = imported.map((run) => run.totalMs);
const growths = runs.map((run) => run.rssGrowthMB);
const archiveLimits = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('ZIP_MAX_')));
const summary = {
  file: { rows: workbook.rows, bytes: workbook.bytes, limitBytes: MAX_UPLOAD_BYTES },
  archiveLimits: Object.keys(archiveLimits).length > 0 ? archiveLimits : 'defaults',
  runs,
  totalMs: imported.length > 0 ? { min: Math.min(...totals), median: round(median(totals)), max: Math.max(...totals) } : null,
  rssGrowthMB: { max: Math.max(...growths) },
  goals: { totalMs: GOAL_MS, rssGrowthMB: GOAL_GROWTH_MB },
  passTime: imported.length === runs.length && median(totals) < GOAL_MS,
  passMemory: Math.max(...growths) < GOAL_GROWTH_MB,
};
const resultFile = writeResult('supplier-import', summary);
const heading = `\nSupplier validate + import (${workbook.rows} rows, ${round(workbook.bytes / 1024 / 1024, 2)} MiB, ${RUNS} runs)`;
if (summary.totalMs) {
  console.log(
    `${heading}: median ${summary.totalMs.median} ms (min ${summary.totalMs.min}, max ${summary.totalMs.max})` +
      `${imported.length < runs.length ? `, ${runs.length - imported.length} refused` : ''}  goal < ${GOAL_MS} ms  ${verdict(summary.passTime)}`,
  );
} else {
  console.log(`${heading}: every run refused (${runs[0].refused.status})  goal < ${GOAL_MS} ms  ${verdict(false)}`);
}
console.log(`  server RSS growth, largest ${summary.rssGrowthMB.max} MB  goal < ${GOAL_GROWTH_MB} MB  ${verdict(summary.passMemory)}`);
console.log(`  written to ${resultFile}`);
