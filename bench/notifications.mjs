// The notification list of a user with 10,000 notifications: the built server on PGlite, as `npm start` runs
// it (a fresh DATA_DIR, the demo seeded). Once the first start has migrated and seeded the database, this
// script stops the server, writes BENCH_NOTIFICATIONS (default 10,000) notifications for the demo
// administrator straight into the data directory (one statement; a third of them unread, one a minute), starts
// the server again and times, over HTTP, 20 warm-up then BENCH_REQUESTS (default 200) sequential requests of:
// GET /api/notifications (first page, only unread, a deep page) and GET /api/notifications/unread-count.
// Goal: p95 < 50 ms for each.
// Usage: npm run bench:notifications
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  callJson,
  DEMO_PASSWORD,
  ensureBuild,
  percentile,
  preparedDataDir,
  removeDir,
  ROOT,
  round,
  startServer,
  stopServer,
  verdict,
  waitForHealth,
  writeResult,
} from './lib.mjs';

const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const GOAL_P95_MS = 50;
const USER_EMAIL = 'admin@demo.opentrace.local';
const KINDS = ['report-assigned', 'report-reassigned', 'report-response', 'report-edited', 'public-report-received'];

// The API's own PGlite (a dependency of apps/api), the engine the server keeps this data directory with.
const { PGlite } = createRequire(path.join(ROOT, 'apps/api/package.json'))('@electric-sql/pglite');

const lastPage = Math.ceil(NOTIFICATIONS / 20);
const QUERIES = [
  ['first page', '/api/notifications'],
  ['only unread', '/api/notifications?unread=true'],
  [`page ${lastPage} (offset ${(lastPage - 1) * 20})`, `/api/notifications?page=${lastPage}`],
  ['unread count (the bell)', '/api/notifications/unread-count'],
];

/** Writes the notifications as notifyUsers would, in one statement, while the server is stopped. */
async function seedNotifications(dataDir) {
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    const { rows } = await db.query('select id from users where email = $1', [USER_EMAIL]);
    if (rows.length !== 1) throw new Error(`no demo user ${USER_EMAIL}`);
    await db.query(
      `insert into notifications (user_id, kind, object_type, object_id, params, read_at, created_at)
       select $1, ($2::text[])[1 + n % 5], 'incident-report', gen_random_uuid()::text,
              jsonb_build_object('reference', 'IR-' || n, 'facility', 'Multan Ginning Co.'),
              case when n % 3 = 0 then null else now() - (n || ' minutes')::interval end,
              now() - (n || ' minutes')::interval
       from generate_series(1, $3::int) as n`,
      [rows[0].id, KINDS, NOTIFICATIONS],
    );
    const counted = await db.query('select count(*)::int as total from notifications where user_id = $1', [rows[0].id]);
    return counted.rows[0].total;
  } finally {
    await db.close();
  }
}

async function timeQuery(server, auth, urlPath) {
  const url = `${server.baseUrl}${urlPath}`;
  let body;
  const run = async (count) => {
    const timings = [];
    for (let index = 0; index < count; index += 1) {
      const started = performance.now();
      const response = await fetch(url, { headers: auth });
      const text = await response.text();
      timings.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 500)}`);
      body ??= JSON.parse(text);
    }
    return timings;
  };
  await run(WARM_UP);
  const timings = await run(REQUESTS);
  return {
    total: body.total ?? null,
    unread: body.unread,
    items: body.items?.length ?? null,
    p50Ms: round(percentile(timings, 50)),
    p95Ms: round(percentile(timings, 95)),
    maxMs: round(Math.max(...timings)),
  };
}

await ensureBuild();
const dataDir = await preparedDataDir('notifications');
const seeded = await seedNotifications(dataDir);
console.log(`Wrote ${NOTIFICATIONS} notifications: ${USER_EMAIL} now has ${seeded}\n`);
const server = await startServer({ dataDir, env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
let summary;
try {
  await waitForHealth(server, { timeoutMs: 180_000 });
  const { token } = await callJson(`${server.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: USER_EMAIL, password: DEMO_PASSWORD }),
  });
  const auth = { authorization: `Bearer ${token}` };
  const results = [];
  for (const [label, urlPath] of QUERIES) {
    const measured = { label, path: urlPath, ...(await timeQuery(server, auth, urlPath)) };
    measured.pass = measured.p95Ms < GOAL_P95_MS;
    results.push(measured);
    console.log(
      `${label.padEnd(28)} p50 ${String(measured.p50Ms).padStart(6)} ms  p95 ${String(measured.p95Ms).padStart(6)} ms  ` +
        `max ${String(measured.maxMs).padStart(6)} ms  (${REQUESTS} requests; total ${measured.total ?? '-'}, unread ${measured.unread})  ${verdict(measured.pass)}`,
    );
  }
  summary = {
    notifications: seeded,
    requests: REQUESTS,
    warmUp: WARM_UP,
    queries: results,
    goalP95Ms: GOAL_P95_MS,
    pass: results.every((r) => r.pass),
  };
} catch (error) {
  console.error(`The server's last output:\n${server.output().slice(-4000)}`);
  throw error;
} finally {
  await stopServer(server);
  removeDir(dataDir);
}

const resultFile = writeResult('notifications', summary);
console.log(
  `\nNotification list, ${summary.notifications} notifications for one user: worst p95 ${Math.max(...summary.queries.map((q) => q.p95Ms))} ms  ` +
    `goal < ${GOAL_P95_MS} ms  ${verdict(summary.pass)}`,
);
console.log(`  written to ${resultFile}`);
