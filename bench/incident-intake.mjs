// Report intake under a steady arrival rate on PostgreSQL: the built server on a fresh PostgreSQL database
// (BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432; the script creates the database and
// drops it afterwards), demo seeded with the cotton pilot. As the demo administrator (hotline intake,
// POST /api/grievance-reports: a producer facility, two labour risks, a message, assigned to the first assessor
// offered, which also writes the assignee's notification and e-mail job), reports arrive open-loop at
// BENCH_RATE a second (default 100) for BENCH_SECONDS (default 30) after a 5 s warm-up at the same rate:
// each is sent on its schedule whether or not the earlier ones have been answered, so a slow server is not let
// off by a slower client. p50/p95/p99/max and every non-201 answer. Goal: p95 < 150 ms at 100 reports/s.
// Usage: npm run bench:incident-intake
import http from 'node:http';
import pg from 'pg';
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

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_UP_SECONDS = 5;
const GOAL_P95_MS = 150;
const ADMINISTRATOR = 'admin@demo.opentrace.local';
const PASSWORD = 'Demo@2026';

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });

function postJson(url, headers, payload) {
  const body = JSON.stringify(payload);
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: keepAlive,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => resolve({ status: 0, text: String(error) }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, text: String(error) }));
    request.end(body);
  });
}

/** A producer facility and two indicator / sub-indicator pairs of the configured list, read from the database. */
async function reportMaterial(client) {
  const facilities = await client.query(
    `select f.id from facilities f join roles r on r.id = f.role_id
     where r.type = 'Producer' and f.deleted_at is null order by f.created_at limit 20`,
  );
  const pairs = await client.query(
    `select s.parent_id as "indicatorId", s.id as "subIndicatorId" from indicators s
     join indicators i on i.id = s.parent_id
     where s.deleted_at is null and i.deleted_at is null and s.parent_id is not null order by s.sort_order limit 2`,
  );
  if (facilities.rows.length === 0 || pairs.rows.length < 2)
    throw new Error('The demo has no producer facility or too few sub-indicators.');
  return { facilityIds: facilities.rows.map((row) => row.id), pairs: pairs.rows };
}

/** Sends `count` reports at `rate` a second on schedule; resolves with each answer's latency and status. */
async function arrivals(url, auth, material, assigneeId, { rate, count, label }) {
  const interval = 1000 / rate;
  const started = performance.now();
  const pending = [];
  for (let index = 0; index < count; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const payload = {
      facilityId: material.facilityIds[index % material.facilityIds.length],
      location: `Gate ${index % 7}, ${label}`,
      priority: (index % 5) + 1,
      laborRisks: material.pairs.map((pair, position) => ({ ...pair, severity: ((index + position) % 3) + 1 })),
      message: `Workers report wages withheld (${label} ${index}).`,
      assigneeId,
      isNoFollowUp: false,
      reason: 'HIGH_RISK_PROFILE',
    };
    const sentAt = performance.now();
    pending.push(postJson(url, auth, payload).then((answer) => ({ ms: performance.now() - sentAt, lateMs: sentAt - due, ...answer })));
  }
  return Promise.all(pending);
}

await ensureBuild();
const databaseName = `opentrace_bench_intake_${process.pid}`;
const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const databaseUrl = `${SERVER_URL}/${databaseName}`;
const dataDir = tempDataDir('incident-intake');
const server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' } });
const client = new pg.Client({ connectionString: databaseUrl });
let summary;
try {
  await waitForHealth(server, { timeoutMs: 240_000 });
  await client.connect();
  const { token } = await callJson(`${server.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMINISTRATOR, password: PASSWORD }),
  });
  const auth = { authorization: `Bearer ${token}` };
  const material = await reportMaterial(client);
  const candidates = await callJson(`${server.baseUrl}/api/grievance-reports/assignees?perPage=1`, { headers: auth });
  const assigneeId = candidates.items[0]?.id ?? null;
  const url = `${server.baseUrl}/api/grievance-reports`;
  await arrivals(url, auth, material, assigneeId, { rate: RATE, count: RATE * WARM_UP_SECONDS, label: 'warm-up' });
  const load = (await import('node:os')).loadavg();
  const commits = async () =>
    Number((await client.query('select xact_commit from pg_stat_database where datname = current_database()')).rows[0].xact_commit);
  const commitsBefore = await commits();
  const answers = await arrivals(url, auth, material, assigneeId, { rate: RATE, count: RATE * SECONDS, label: 'measured' });
  const times = answers.map((answer) => answer.ms);
  const failures = {};
  for (const answer of answers.filter((one) => one.status !== 201)) {
    const key = `${answer.status} ${answer.text.slice(0, 120)}`;
    failures[key] = (failures[key] ?? 0) + 1;
  }
  // The statistics collector reports with a short delay.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const commitsPerReport = (await commits()) - commitsBefore;
  const stored = await client.query('select count(*)::int as n from incident_reports');
  summary = {
    rate: RATE,
    seconds: SECONDS,
    sent: answers.length,
    created: answers.filter((answer) => answer.status === 201).length,
    assigned: assigneeId !== null,
    storedReports: stored.rows[0].n,
    // Transactions PostgreSQL committed per report (each statement outside a transaction is one): the round trips' cost.
    commitsPerReport: round(commitsPerReport / answers.length, 1),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(Math.max(...times)),
    latestSendMs: round(Math.max(...answers.map((answer) => answer.lateMs))),
    failures,
    loadAverageAtStart: load.map((value) => round(value, 2)),
    goalP95Ms: GOAL_P95_MS,
  };
  summary.pass = summary.created === summary.sent && summary.p95Ms < GOAL_P95_MS;
  console.log(
    `${summary.sent} reports at ${RATE}/s for ${SECONDS} s on PostgreSQL (${assigneeId ? 'assigned' : 'unassigned'}): ` +
      `${summary.created} created (${summary.commitsPerReport} commits a report); p50 ${summary.p50Ms} ms, p95 ${summary.p95Ms} ms, p99 ${summary.p99Ms} ms, max ${summary.maxMs} ms  ${verdict(summary.pass)}`,
  );
  if (Object.keys(failures).length > 0) console.log('Failures:', failures);
} catch (error) {
  console.error(`The server's last output:\n${server.output().slice(-4000)}`);
  throw error;
} finally {
  await client.end().catch(() => undefined);
  await stopServer(server);
  removeDir(dataDir);
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}
writeResult('incident-intake', summary);
