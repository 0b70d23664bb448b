// The brand's supplier list at 10,000 suppliers: the built server on PGlite, as `npm start` runs it
// (a fresh DATA_DIR, the demo seeded with the cotton pilot), gets BENCH_SUPPLIERS (default 10,000)
// suppliers for the demo brand through its own import (a file from bench/suppliers-dataset.mjs:
// every map role, most rows naming the supplier they supply), then GET /api/brands/suppliers is timed,
// 20 warm-up then BENCH_REQUESTS (default 200) sequential requests per query (each phase stops after
// BENCH_QUERY_SECONDS, default 60, once 10 are in): default paging, a search key, sorts, filters and a deep
// page. Goal: p95 < 100 ms for every query.
// Usage: npm run bench:suppliers-list
import http from 'node:http';
import path from 'node:path';
import {
  callJson,
  ensureBuild,
  percentile,
  removeDir,
  round,
  startServer,
  stopServer,
  tempDataDir,
  verdict,
  waitForHealth,
  writeResult,
} from './lib.mjs';
import { importSupplierFile, signInAsBrand, SUPPLIER_FILE_NAME, supplierRoles, writeSupplierWorkbook } from './suppliers-dataset.mjs';

const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const QUERY_SECONDS = Number(process.env.BENCH_QUERY_SECONDS ?? 60);
const GOAL_P95_MS = 100;

/** Each query's label and its query string; "multan" matches one supplier in ten (every name has a city). */
const queries = (tier) => [
  ['default paging', ''],
  ['search "multan"', 'key=multan'],
  ['search by OS ID prefix', 'key=PK2026B00042'],
  ['sort by name, descending', 'sort=name:desc'],
  ['sort by last activity, descending', 'sort=lastActivityAt:desc'],
  ['search "multan", sort by type', 'key=multan&sort=type:asc'],
  [`tier ${tier}, not assessed, sort by country`, `tier=${tier}&riskLevel=NOT_ASSESSED&sort=country:asc`],
  [`page ${Math.ceil(SUPPLIERS / 20)} (offset ${(Math.ceil(SUPPLIERS / 20) - 1) * 20})`, `page=${Math.ceil(SUPPLIERS / 20)}`],
];

/**
 * GET over node:http on a fresh connection, which waits as long as the server takes (fetch gives up after
 * 300 s) and never reuses a socket the server may be closing.
 */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Warm-up, then the measured requests, each phase cut short after QUERY_SECONDS once a few are in, so a
 * query that takes seconds still gets a figure in bounded time.
 */
async function timeQuery(server, auth, query) {
  const url = `${server.baseUrl}/api/brands/suppliers${query ? `?${query}` : ''}`;
  let page;
  const run = async (count, minimum) => {
    const timings = [];
    const phaseStarted = performance.now();
    while (timings.length < count && (timings.length < minimum || performance.now() - phaseStarted < QUERY_SECONDS * 1000)) {
      const started = performance.now();
      const response = await get(url, auth);
      timings.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${response.text.slice(0, 500)}`);
      page ??= JSON.parse(response.text);
    }
    return timings;
  };
  await run(WARM_UP, 1);
  const timings = await run(REQUESTS, 10);
  return {
    total: page.total,
    items: page.items.length,
    requests: timings.length,
    p50Ms: round(percentile(timings, 50)),
    p95Ms: round(percentile(timings, 95)),
    maxMs: round(Math.max(...timings)),
  };
}

await ensureBuild();
const dataDir = tempDataDir('suppliers-list');
const fileDir = tempDataDir('suppliers-list-file');
const file = path.join(fileDir, SUPPLIER_FILE_NAME);
const server = await startServer({ dataDir, env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
let summary;
try {
  await waitForHealth(server, { timeoutMs: 180_000 });
  const auth = await signInAsBrand(server);
  const roles = await supplierRoles(server, auth);
  const bytes = await writeSupplierWorkbook(file, { rows: SUPPLIERS, roles });
  const loaded = await importSupplierFile(server, auth, file);
  console.log(
    `Loaded ${SUPPLIERS} suppliers (${bytes} bytes): created ${loaded.result.created}, linked ${loaded.result.linked}, ` +
      `partner links ${loaded.result.partnerLinks}, ${loaded.check.errorCount} row errors, in ${round(loaded.totalMs / 1000, 2)} s\n`,
  );
  // The most numerous tier in the file: the furthest upstream of the roles the import accepts.
  const busiestTier = Math.max(...roles.filter((role) => role.canSignIn).map((role) => role.tier ?? 0));
  const results = [];
  for (const [label, query] of queries(busiestTier)) {
    const measured = { label, query, ...(await timeQuery(server, auth, query)) };
    measured.pass = measured.p95Ms < GOAL_P95_MS;
    results.push(measured);
    console.log(
      `${label.padEnd(44)} p50 ${String(measured.p50Ms).padStart(6)} ms  p95 ${String(measured.p95Ms).padStart(6)} ms  ` +
        `max ${String(measured.maxMs).padStart(6)} ms  (${measured.requests} requests; ${measured.items} of ${measured.total})  ${verdict(measured.pass)}`,
    );
  }
  const all = await callJson(`${server.baseUrl}/api/brands/suppliers?perPage=1`, { headers: auth });
  summary = {
    suppliers: all.total,
    imported: { rows: SUPPLIERS, bytes, totalMs: round(loaded.totalMs), result: loaded.result, rowErrors: loaded.check.errorCount },
    requests: REQUESTS,
    warmUp: WARM_UP,
    queries: results,
    goalP95Ms: GOAL_P95_MS,
    pass: results.every((result) => result.pass),
  };
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

const resultFile = writeResult('suppliers-list', summary);
console.log(
  `\nSupplier list, ${summary.suppliers} suppliers, up to ${REQUESTS} requests a query: worst p95 ${Math.max(...summary.queries.map((q) => q.p95Ms))} ms  ` +
    `goal < ${GOAL_P95_MS} ms  ${verdict(summary.pass)}`,
);
console.log(`  written to ${resultFile}`);
