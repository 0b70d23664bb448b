// The database out of reach under load: the built server on PostgreSQL (a fresh database on 127.0.0.1:5432,
// demo seeded, dropped at the end), reaching it through a TCP relay this script runs, as a fail-over or a
// network partition would look to the API without touching the machine's shared server. "Cut" destroys every
// relayed connection and closes the relay's listener (new connections are refused); "restore" listens on the
// same port again. BENCH_READERS (default 20) readers each send GET /api/users/me and GET /api/histories in turn
// as the demo ginner, with no pause; the demo brand adds improvement-plan comments one at a time, at most one every
// BENCH_WRITE_EVERY_MS (default 500 ms); GET /api/health/ready is polled every 100 ms. After BENCH_WARMUP_SECONDS (default 10) the
// relay is cut for BENCH_OUTAGE_SECONDS (default 10), BENCH_OUTAGES times (default 3), BENCH_RECOVERY_SECONDS
// (default 20) apart. Per outage: requests in flight at the cut and how they ended, time from the cut to the first
// 503 and whether every 503 carried Retry-After, any 500 or failed connection, when readiness turned 503 and back
// to 200, and the time from the restore to the first successful database request and to steady success (a database
// request has succeeded and every answer since was a success). Goal: a 503 with Retry-After within 2 s of the cut, never a 500, service back within 10 s of
// the database's return, the API never restarted.
// Usage: npm run bench:db-outage (PostgreSQL at BENCH_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/test)
import { randomBytes } from 'node:crypto';
import { createServer, connect } from 'node:net';
import pg from 'pg';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  ensureBuild,
  removeDir,
  round,
  sleep,
  startServer,
  stopServer,
  summarize,
  tempDataDir,
  verdict,
  waitForHealth,
  writeResult,
} from './lib.mjs';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const READERS = Number(process.env.BENCH_READERS ?? 20);
const WRITE_EVERY_MS = Number(process.env.BENCH_WRITE_EVERY_MS ?? 500);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10) * 1000;
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 10) * 1000;
const OUTAGES = Number(process.env.BENCH_OUTAGES ?? 3);
const RECOVERY_MS = Number(process.env.BENCH_RECOVERY_SECONDS ?? 20) * 1000;
const REQUEST_TIMEOUT_MS = 30_000;
const GOALS = { first503Ms: 2_000, recoveryMs: 10_000 };

/** A relay in front of PostgreSQL that can be cut and restored on the same port. */
function relayTo(target) {
  const sockets = new Set();
  let server;
  let port = 0;
  const open = () =>
    new Promise((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = server.address().port;
        resolve(port);
      });
    });
  const cut = () => {
    const closing = server;
    server = undefined;
    const severed = sockets.size / 2;
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => (closing ? closing.close(() => resolve(severed)) : resolve(severed)));
  };
  return {
    open,
    cut,
    get port() {
      return port;
    },
  };
}

async function createDatabase() {
  const name = `bench_outage_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return name;
}

async function dropDatabase(name) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

async function signIn(baseUrl, email) {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${(await response.json()).token}` };
}

/** The first demo plan the brand may comment on (the probe comment is a write like the others). */
async function commentablePlan(baseUrl, brand, pgUrl) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  let planIds;
  try {
    planIds = (await client.query('select id from improvement_plans order by created_at')).rows.map((row) => row.id);
  } finally {
    await client.end();
  }
  for (const id of planIds) {
    const response = await fetch(`${baseUrl}/api/improvement-plans/${id}/comments`, {
      method: 'POST',
      headers: { ...brand, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'outage probe' }),
    });
    await response.arrayBuffer();
    if (response.status === 201) return id;
  }
  throw new Error('The demo brand may comment on none of the demo plans.');
}

const requests = [];

/** Sends one request and records when it started and ended and how it was answered. */
async function timed(kind, url, init = {}) {
  const record = { kind, start: performance.now(), end: 0, status: 0, retryAfter: null, error: null };
  requests.push(record);
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    record.status = response.status;
    record.retryAfter = response.headers.get('retry-after');
  } catch (error) {
    record.error = error.cause?.code ?? error.name ?? String(error);
  }
  record.end = performance.now();
  return record;
}

const ok = (record) => record.status >= 200 && record.status < 300;

/** What happened around one outage, from the request records. */
function analyse(outage, nextCutAt) {
  const { cutAt, restoredAt } = outage;
  const inFlight = requests.filter((r) => r.start < cutAt && r.end >= cutAt);
  const answeredAfterCut = requests.filter((r) => r.end >= cutAt && r.start < nextCutAt);
  const first503 = answeredAfterCut.filter((r) => r.status === 503).sort((a, b) => a.end - b.end)[0];
  const during = requests.filter((r) => r.start >= cutAt && r.start < restoredAt);
  const countBy = (list) => {
    const counts = {};
    for (const r of list) {
      const key = `${r.kind} ${r.error ?? r.status}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };
  // Service is back once database reads succeed: /me is served from memory and may never have failed.
  const afterRestore = requests.filter((r) => r.start >= restoredAt && r.start < nextCutAt);
  const firstRead = afterRestore.filter((r) => r.kind === 'histories' && ok(r)).sort((a, b) => a.end - b.end)[0];
  // A request sent during the outage may wait for a connection and succeed once the database is back.
  const firstSuccess = requests
    .filter((r) => r.kind !== 'me' && r.end >= restoredAt && r.start < nextCutAt && ok(r))
    .sort((a, b) => a.end - b.end)[0];
  const lastFailure = requests.filter((r) => r.end >= restoredAt && r.end < nextCutAt && !ok(r)).sort((a, b) => b.end - a.end)[0];
  const ready = outage.readiness;
  const unready = ready.find((probe) => probe.end >= cutAt && probe.status !== 200);
  const readyAgain = ready.find((probe) => probe.start >= restoredAt && probe.status === 200);
  return {
    relayedConnectionsCut: outage.severed,
    inFlightAtCut: { total: inFlight.length, outcomes: countBy(inFlight) },
    first503AfterCutMs: first503 ? round(first503.end - cutAt) : null,
    answersDuringOutage: {
      beforeRestore: countBy(during.filter((r) => r.end < restoredAt)),
      afterRestore: countBy(during.filter((r) => r.end >= restoredAt)),
    },
    every503HasRetryAfter: answeredAfterCut.filter((r) => r.status === 503).every((r) => r.retryAfter !== null),
    retryAfterValues: [...new Set(answeredAfterCut.filter((r) => r.status === 503).map((r) => r.retryAfter))],
    status500: answeredAfterCut.filter((r) => r.status >= 500 && r.status !== 503).length,
    connectionErrors: answeredAfterCut.filter((r) => r.error).length,
    readinessUnreadyAfterCutMs: unready ? round(unready.end - cutAt) : null,
    readinessReadyAfterRestoreMs: readyAgain ? round(readyAgain.end - restoredAt) : null,
    firstDatabaseSuccessAfterRestoreMs: firstSuccess ? round(firstSuccess.end - restoredAt) : null,
    firstReadSentAfterRestoreMs: firstRead ? round(firstRead.end - restoredAt) : null,
    // Steady: every answer since was a success, and a database request has succeeded.
    steadySuccessAfterRestoreMs: firstSuccess ? round(Math.max(lastFailure?.end ?? 0, firstSuccess.end) - restoredAt) : null,
  };
}

await ensureBuild();
const databaseName = await createDatabase();
const adminUrl = new URL(ADMIN_URL);
const relay = relayTo({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
await relay.open();
const directUrl = new URL(ADMIN_URL);
directUrl.pathname = `/${databaseName}`;
const relayedUrl = new URL(directUrl);
relayedUrl.hostname = '127.0.0.1';
relayedUrl.port = String(relay.port);
const dataDir = tempDataDir('db-outage');
const server = await startServer({
  dataDir,
  env: { DATABASE_URL: relayedUrl.toString(), SEED_DEMO: 'true', RATE_LIMIT_PER_MINUTE: '100000000' },
});

let result;
let stopped = false;
try {
  const startupMs = await waitForHealth(server, { timeoutMs: 300_000 });
  console.log(
    `Server on PostgreSQL database ${databaseName} through the relay on port ${relay.port}, healthy after ${round(startupMs / 1000, 1)} s`,
  );
  const ginner = await signIn(server.baseUrl, DEMO_EMAIL);
  const brand = await signIn(server.baseUrl, 'brand@demo.opentrace.local');
  const planId = await commentablePlan(server.baseUrl, brand, directUrl.toString());

  const reader = async (index) => {
    for (let turn = index; !stopped; turn += 1) {
      if (turn % 2 === 0) await timed('me', `${server.baseUrl}/api/users/me`, { headers: ginner });
      else await timed('histories', `${server.baseUrl}/api/histories?page=1&perPage=20`, { headers: ginner });
    }
  };
  const writer = async () => {
    for (let n = 0; !stopped; n += 1) {
      const began = performance.now();
      await timed('comment', `${server.baseUrl}/api/improvement-plans/${planId}/comments`, {
        method: 'POST',
        headers: { ...brand, 'content-type': 'application/json' },
        body: JSON.stringify({ text: `outage write ${n}` }),
      });
      await sleep(Math.max(0, WRITE_EVERY_MS - (performance.now() - began)));
    }
  };
  const readiness = [];
  const prober = async () => {
    while (!stopped) {
      const start = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${server.baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = -1;
      }
      readiness.push({ start, end: performance.now(), status });
      await sleep(100);
    }
  };
  const load = Promise.all([...Array.from({ length: READERS }, (_, i) => reader(i)), writer(), prober()]);

  await sleep(WARMUP_MS);
  const warmup = requests.filter((r) => r.end > 0);
  const outages = [];
  for (let n = 0; n < OUTAGES; n += 1) {
    const cutAt = performance.now();
    const severed = await relay.cut();
    await sleep(OUTAGE_MS);
    await relay.open();
    const restoredAt = performance.now();
    outages.push({ cutAt, restoredAt, severed, readiness });
    console.log(`Outage ${n + 1}: relay cut (${severed} connections), restored after ${round((restoredAt - cutAt) / 1000, 1)} s`);
    await sleep(RECOVERY_MS);
  }
  stopped = true;
  await load;

  const perOutage = outages.map((outage, n) => analyse(outage, outages[n + 1]?.cutAt ?? Infinity));
  const latency = (kind, list) => {
    const done = list.filter((r) => r.kind === kind && ok(r)).map((r) => r.end - r.start);
    const s = summarize(done);
    return { n: s.n, p50: round(s.median), p95: round(s.p95), max: round(s.max) };
  };
  const all500 = requests.filter((r) => r.status >= 500 && r.status !== 503).length;
  const first503s = perOutage.map((o) => o.first503AfterCutMs);
  const recoveries = perOutage.map((o) => o.steadySuccessAfterRestoreMs);
  const pass = {
    first503WithinGoal: first503s.every((ms) => ms !== null && ms < GOALS.first503Ms),
    retryAfterOnEvery503: perOutage.every((o) => o.every503HasRetryAfter),
    no500: all500 === 0,
    recoveredWithinGoal: recoveries.every((ms) => ms !== null && ms < GOALS.recoveryMs),
    apiNeverRestarted: !server.hasExited,
  };
  result = {
    settings: {
      readers: READERS,
      writeEveryMs: WRITE_EVERY_MS,
      warmupMs: WARMUP_MS,
      outageMs: OUTAGE_MS,
      outages: OUTAGES,
      recoveryMs: RECOVERY_MS,
    },
    startupMs: round(startupMs),
    requests: requests.length,
    warmupLatencyMs: { me: latency('me', warmup), histories: latency('histories', warmup), comment: latency('comment', warmup) },
    warmupRequestsPerSecond: round(warmup.length / (WARMUP_MS / 1000)),
    status500Total: all500,
    outages: perOutage,
    goals: GOALS,
    pass,
  };

  console.log(
    `Warm-up: ${result.warmupRequestsPerSecond} requests/s; p50/p95 ms: me ${result.warmupLatencyMs.me.p50}/${result.warmupLatencyMs.me.p95}, histories ${result.warmupLatencyMs.histories.p50}/${result.warmupLatencyMs.histories.p95}, comment ${result.warmupLatencyMs.comment.p50}/${result.warmupLatencyMs.comment.p95}`,
  );
  perOutage.forEach((o, n) => {
    console.log(`Outage ${n + 1}:`);
    console.log(`  in flight at the cut: ${o.inFlightAtCut.total} ${JSON.stringify(o.inFlightAtCut.outcomes)}`);
    console.log(
      `  first 503 ${o.first503AfterCutMs} ms after the cut; Retry-After on every 503: ${o.every503HasRetryAfter} (${o.retryAfterValues.join(', ')}); 500s: ${o.status500}; failed connections: ${o.connectionErrors}`,
    );
    console.log(`  requests sent during the outage, answered before the restore: ${JSON.stringify(o.answersDuringOutage.beforeRestore)}`);
    console.log(`  requests sent during the outage, answered after the restore: ${JSON.stringify(o.answersDuringOutage.afterRestore)}`);
    console.log(
      `  /api/health/ready: 503 ${o.readinessUnreadyAfterCutMs} ms after the cut, 200 ${o.readinessReadyAfterRestoreMs} ms after the restore`,
    );
    console.log(
      `  after the restore: first database success ${o.firstDatabaseSuccessAfterRestoreMs} ms, first read sent after it answered ${o.firstReadSentAfterRestoreMs} ms, steady success (only successes since) ${o.steadySuccessAfterRestoreMs} ms`,
    );
  });
  console.log(
    `503 with Retry-After within ${GOALS.first503Ms} ms of every cut  ${verdict(pass.first503WithinGoal && pass.retryAfterOnEvery503)}`,
  );
  console.log(`No 500 (${all500})  ${verdict(pass.no500)}`);
  console.log(
    `Steady success within ${GOALS.recoveryMs} ms of every restore, same API process  ${verdict(pass.recoveredWithinGoal && pass.apiNeverRestarted)}`,
  );
} catch (error) {
  console.error(`The server's last output:\n${server.output().slice(-4000)}`);
  throw error;
} finally {
  stopped = true;
  await stopServer(server);
  await relay.cut();
  await dropDatabase(databaseName);
  removeDir(dataDir);
}
console.log(`Written to ${writeResult('db-outage', result)}`);
