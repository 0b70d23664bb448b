// Printed QR labels at the largest batch: the built server on PGlite, as `npm start` runs it (a fresh DATA_DIR,
// the demo seeded), the demo administrator generates a batch of BENCH_LABELS codes (default 1,000, the most a
// batch holds), then downloads GET /api/qr-code-batches/{id}/labels.zip (one PDF per code, printed by Chromium)
// and the two single-PDF layouts, one after the other. Meanwhile GET /api/users/me (a cheap authenticated
// request) goes out every 200 ms, and its latency is summed up per download: the server must keep answering
// while it prints. Goal: the zip in < 60 s, /api/users/me p95 < 250 ms during it.
// Usage: npm run bench:qr-labels
import http from 'node:http';
import os from 'node:os';
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

const LABELS = Number(process.env.BENCH_LABELS ?? 1000);
const PROBE_INTERVAL_MS = 200;
const GOAL_ZIP_MS = 60_000;
const GOAL_PROBE_P95_MS = 250;
const ADMIN = { email: 'admin@demo.opentrace.local', password: 'Demo@2026' };

/** GET over node:http on a fresh connection, which waits as long as the server takes; the body as bytes. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Calls `url` every PROBE_INTERVAL_MS until stopped, and the latency of each call. */
function probe(url, headers) {
  const timings = [];
  let failures = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const response = await get(url, headers).catch(() => ({ status: 0 }));
      timings.push(performance.now() - started);
      if (response.status !== 200) failures += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_INTERVAL_MS - (performance.now() - started))));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return {
      requests: timings.length,
      failures,
      p50Ms: round(percentile(timings, 50)),
      p95Ms: round(percentile(timings, 95)),
      maxMs: round(Math.max(...timings)),
    };
  };
}

/** One download, timed, with the probe running alongside. */
async function timeDownload(server, auth, label, path) {
  const stop = probe(`${server.baseUrl}/api/users/me`, auth);
  const started = performance.now();
  const response = await get(`${server.baseUrl}${path}`, auth);
  const ms = performance.now() - started;
  const probed = await stop();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${response.body.toString().slice(0, 500)}`);
  const result = { label, path, ms: round(ms), bytes: response.body.length, probe: probed };
  console.log(
    `${label.padEnd(34)} ${String(round(ms / 1000, 2)).padStart(7)} s  ${String(round(response.body.length / 1e6, 2)).padStart(6)} MB  ` +
      `/api/users/me meanwhile: p50 ${probed.p50Ms} ms, p95 ${probed.p95Ms} ms, max ${probed.maxMs} ms ` +
      `(${probed.requests} requests, ${probed.failures} failed)`,
  );
  return result;
}

await ensureBuild();
const dataDir = tempDataDir('qr-labels');
const server = await startServer({ dataDir, env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
let summary;
try {
  await waitForHealth(server, { timeoutMs: 180_000 });
  const { token } = await callJson(`${server.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const auth = { authorization: `Bearer ${token}` };
  const batch = await callJson(
    `${server.baseUrl}/api/qr-code-batches`,
    {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench ${Date.now()}`, quantity: LABELS }),
    },
    201,
  );
  const loadBefore = os.loadavg().map((value) => round(value, 2));
  console.log(`Batch of ${batch.codes.length} codes; load average ${loadBefore.join(', ')}\n`);
  const idle = await (async () => {
    const stop = probe(`${server.baseUrl}/api/users/me`, auth);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    return stop();
  })();
  console.log(`${'idle (5 s)'.padEnd(34)} /api/users/me: p50 ${idle.p50Ms} ms, p95 ${idle.p95Ms} ms, max ${idle.maxMs} ms`);
  const base = `/api/qr-code-batches/${batch.id}`;
  const zip = await timeDownload(server, auth, 'labels.zip (first: starts Chromium)', `${base}/labels.zip`);
  const zipAgain = await timeDownload(server, auth, 'labels.zip, content=link', `${base}/labels.zip?content=link`);
  const roll = await timeDownload(server, auth, 'labels.pdf, layout=label', `${base}/labels.pdf?layout=label`);
  const sheet = await timeDownload(server, auth, 'labels.pdf, layout=a4', `${base}/labels.pdf?layout=a4`);
  const loadAfter = os.loadavg().map((value) => round(value, 2));
  const downloads = [zip, zipAgain, roll, sheet];
  const pass = [zip, zipAgain].every(
    (result) => result.ms < GOAL_ZIP_MS && result.probe.p95Ms < GOAL_PROBE_P95_MS && result.probe.failures === 0,
  );
  console.log(`\nload average before ${loadBefore.join(', ')}, after ${loadAfter.join(', ')}; ${verdict(pass)}`);
  summary = { labels: LABELS, idle, downloads, loadBefore, loadAfter, goalZipMs: GOAL_ZIP_MS, goalProbeP95Ms: GOAL_PROBE_P95_MS, pass };
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
console.log(`Results: ${writeResult('qr-labels', summary)}`);
