// Two API nodes on one PostgreSQL database (a fresh one on 127.0.0.1:5432, dropped at the end): the built server
// started twice with the same JWT_SECRET, DATA_DIR (standing for shared file storage) and REDIS_URL. Node A seeds
// the demo; node B starts once A is healthy with SEED_DEMO=false, as a production node joining would, and the
// script checks that B's start changed no demo row. Each node sends its e-mail to its own small SMTP server this
// script starts, so every message shows which node's worker sent it.
// (a) The demo administrator deactivates the demo mill user through A (PATCH /api/users/{id}/status) while the
//     mill's token has just been served by B; B is then asked GET /api/users/me without pause until it refuses.
//     BENCH_TRIALS trials (default 20), the user reactivated and signed in again between them. Goal: refused on B
//     within 1 s of A's answer, every trial.
// (b) The demo brand imports BENCH_JOBS new suppliers (default 1,000) through A, which queues one invitation
//     e-mail per supplier; both nodes' workers run. Counted once every address has arrived (or after 120 s) and
//     BENCH_LINGER_SECONDS later (default 10): messages per node, addresses missing, addresses sent twice.
//     Goal: every e-mail exactly once.
// (c) With API_RATE_LIMIT_PER_MINUTE=BENCH_API_LIMIT (default 30) on both nodes, the demo API user's requests
//     alternate between A and B. Goal: the first 429 is request BENCH_API_LIMIT + 1 (one shared count, not one per
//     node). Skipped, and said so, when nothing answers PING at REDIS_URL (default redis://127.0.0.1:6379).
// Usage: npm run bench:two-nodes (PostgreSQL at BENCH_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/test)
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import {
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
import { importSupplierFile, signInAsBrand, SUPPLIER_FILE_NAME, supplierRoles, writeSupplierWorkbook } from './suppliers-dataset.mjs';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TRIALS = Number(process.env.BENCH_TRIALS ?? 20);
const JOBS = Number(process.env.BENCH_JOBS ?? 1000);
const LINGER_MS = Number(process.env.BENCH_LINGER_SECONDS ?? 10) * 1000;
const API_LIMIT = Number(process.env.BENCH_API_LIMIT ?? 30);
const DELIVERY_TIMEOUT_MS = 120_000;
const REFUSAL_TIMEOUT_MS = 10_000;
const GOALS = { refusedWithinMs: 1_000 };
const ADMIN_EMAIL = 'admin@demo.opentrace.local';
const VICTIM_EMAIL = 'mill@demo.opentrace.local';
const API_USER_EMAIL = 'api@demo.opentrace.local';
const SUPPLIER_ADDRESS = /^supplier-\d+@bench\.opentrace\.local$/;

/** Whether a Redis server answers PING at `url`. */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

/** Accepts every message and records each recipient; just enough SMTP for nodemailer. */
function startSmtpServer() {
  const recipients = [];
  const server = createServer((socket) => {
    let inData = false;
    let pending = '';
    let envelope = [];
    socket.write('220 bench-smtp ready\r\n');
    socket.on('data', (chunk) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\r\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (inData) {
          if (line === '.') {
            inData = false;
            recipients.push(...envelope);
            envelope = [];
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const upper = line.toUpperCase();
        if (upper.startsWith('RCPT TO:')) {
          envelope.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? line.slice(8).trim());
          socket.write('250 ok\r\n');
        } else if (upper.startsWith('MAIL FROM:') || upper.startsWith('RSET')) {
          envelope = [];
          socket.write('250 ok\r\n');
        } else if (upper.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (upper.startsWith('QUIT')) socket.end('221 bye\r\n');
        else if (line !== '') socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ port: server.address().port, recipients, close: () => server.close() }));
  });
}

async function withAdmin(work) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function signIn(server, email) {
  const response = await fetch(`${server.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} on ${server.baseUrl} failed: ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${(await response.json()).token}` };
}

async function status(server, urlPath, auth) {
  const response = await fetch(`${server.baseUrl}${urlPath}`, { headers: auth });
  await response.arrayBuffer();
  return response;
}

async function setUserStatus(server, admin, userId, value) {
  const response = await fetch(`${server.baseUrl}/api/users/${userId}/status`, {
    method: 'PATCH',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ status: value }),
  });
  if (response.status !== 200) throw new Error(`Setting status ${value} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

/** Rows the demo seed writes; node B's start must leave them as they were. */
const demoRowCounts = (client) =>
  client
    .query(
      `select (select count(*) from users)::int as users, (select count(*) from facilities)::int as facilities,
              (select count(*) from roles)::int as roles, (select count(*) from improvement_plans)::int as plans,
              (select count(*) from incident_reports)::int as reports`,
    )
    .then((answer) => answer.rows[0]);

async function deactivationTrials(nodeA, nodeB) {
  const admin = await signIn(nodeA, ADMIN_EMAIL);
  let victim = await signIn(nodeB, VICTIM_EMAIL);
  const me = await (await fetch(`${nodeB.baseUrl}/api/users/me`, { headers: victim })).json();
  const trials = [];
  for (let trial = 0; trial < TRIALS; trial += 1) {
    if ((await status(nodeB, '/api/users/me', victim)).status !== 200)
      throw new Error(`Trial ${trial + 1}: node B refused the user before the deactivation`);
    const sentAt = performance.now();
    await setUserStatus(nodeA, admin, me.id, 2);
    const answeredAt = performance.now();
    let polls = 0;
    let refused;
    while (performance.now() - answeredAt < REFUSAL_TIMEOUT_MS) {
      polls += 1;
      const answer = await status(nodeB, '/api/users/me', victim);
      if (answer.status === 401 || answer.status === 403) {
        refused = { at: performance.now(), status: answer.status };
        break;
      }
    }
    trials.push({
      patchMs: round(answeredAt - sentAt),
      refusedAfterAnswerMs: refused ? round(refused.at - answeredAt) : null,
      refusedAfterRequestMs: refused ? round(refused.at - sentAt) : null,
      status: refused?.status ?? null,
      polls,
    });
    await setUserStatus(nodeA, admin, me.id, 1);
    victim = await signIn(nodeB, VICTIM_EMAIL);
  }
  const afterAnswer = trials.map((t) => t.refusedAfterAnswerMs);
  const refusedAll = afterAnswer.every((ms) => ms !== null);
  const s = refusedAll ? summarize(afterAnswer) : null;
  return {
    trials,
    refusedAfterAnswerMs: s && { min: s.min, median: round(s.median), p95: s.p95, max: s.max },
    statuses: [...new Set(trials.map((t) => t.status))],
    goalMs: GOALS.refusedWithinMs,
    pass: refusedAll && s.max < GOALS.refusedWithinMs,
  };
}

async function exactlyOnce(nodeA, smtpA, smtpB) {
  const auth = await signInAsBrand(nodeA);
  const roles = await supplierRoles(nodeA, auth);
  const fileDir = tempDataDir('two-nodes-file');
  try {
    const file = path.join(fileDir, SUPPLIER_FILE_NAME);
    await writeSupplierWorkbook(file, { rows: JOBS, roles });
    const loaded = await importSupplierFile(nodeA, auth, file);
    if (loaded.refused) throw new Error(`The supplier file was refused: ${JSON.stringify(loaded.refused)}`);
    const answeredAt = performance.now();
    const suppliers = (list) => list.filter((address) => SUPPLIER_ADDRESS.test(address));
    const distinct = () => new Set([...suppliers(smtpA.recipients), ...suppliers(smtpB.recipients)]).size;
    while (distinct() < loaded.result.created && performance.now() - answeredAt < DELIVERY_TIMEOUT_MS) await sleep(20);
    const allArrivedMs = performance.now() - answeredAt;
    await sleep(LINGER_MS);
    const fromA = suppliers(smtpA.recipients);
    const fromB = suppliers(smtpB.recipients);
    const seen = new Map();
    for (const address of [...fromA, ...fromB]) seen.set(address, (seen.get(address) ?? 0) + 1);
    const sentTwice = [...seen.values()].filter((count) => count > 1).length;
    const missing = loaded.result.created - seen.size;
    return {
      queued: loaded.result.created,
      importMs: round(loaded.totalMs),
      allArrivedAfterImportMs: round(allArrivedMs),
      lingerMs: LINGER_MS,
      sentByA: fromA.length,
      sentByB: fromB.length,
      distinctAddresses: seen.size,
      missing,
      sentMoreThanOnce: sentTwice,
      pass: missing === 0 && sentTwice === 0 && fromA.length + fromB.length === loaded.result.created,
    };
  } finally {
    removeDir(fileDir);
  }
}

async function sharedRateLimit(nodeA, nodeB) {
  const auth = await signIn(nodeA, API_USER_EMAIL);
  const answers = [];
  for (let n = 0; n < 2 * API_LIMIT + 10; n += 1) {
    const node = n % 2 === 0 ? 'A' : 'B';
    const answer = await status(node === 'A' ? nodeA : nodeB, '/api/users/me', auth);
    answers.push({ node, status: answer.status, retryAfter: answer.headers.get('retry-after') });
  }
  const firstRefused = answers.findIndex((answer) => answer.status === 429) + 1;
  const count = (node, code) => answers.filter((a) => a.node === node && a.status === code).length;
  const afterTrip = firstRefused > 0 ? answers.slice(firstRefused - 1) : [];
  return {
    limitPerMinute: API_LIMIT,
    requests: answers.length,
    firstRefusedRequest: firstRefused || null,
    okOnA: count('A', 200),
    okOnB: count('B', 200),
    refusedOnA: count('A', 429),
    refusedOnB: count('B', 429),
    otherStatuses: [...new Set(answers.filter((a) => a.status !== 200 && a.status !== 429).map((a) => a.status))],
    everyRequestAfterTheTripRefused: afterTrip.every((a) => a.status === 429),
    retryAfterOnEvery429: answers.filter((a) => a.status === 429).every((a) => a.retryAfter !== null),
    pass: firstRefused === API_LIMIT + 1 && afterTrip.every((a) => a.status === 429 && a.retryAfter !== null),
  };
}

await ensureBuild();
const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) console.log(`Nothing answers PING at ${REDIS_URL}: the nodes run without Redis and the shared rate limit (c) is skipped.`);
const databaseName = `bench_nodes_${randomBytes(4).toString('hex')}`;
await withAdmin((admin) => admin.query(`create database ${databaseName}`));
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${databaseName}`;
const smtpA = await startSmtpServer();
const smtpB = await startSmtpServer();
const dataDir = tempDataDir('two-nodes');
const shared = {
  DATABASE_URL: databaseUrl.toString(),
  JWT_SECRET: randomBytes(48).toString('base64url'),
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  API_RATE_LIMIT_PER_MINUTE: String(API_LIMIT),
  ...(redisUp ? { REDIS_URL } : {}),
};
const nodes = [];
let result;
try {
  const nodeA = await startServer({ dataDir, env: { ...shared, SEED_DEMO: 'true', SMTP_URL: `smtp://127.0.0.1:${smtpA.port}` } });
  nodes.push(nodeA);
  const startupAMs = await waitForHealth(nodeA, { timeoutMs: 300_000 });
  const database = new pg.Client({ connectionString: databaseUrl.toString() });
  await database.connect();
  let seededRows;
  let rowsAfterB;
  try {
    seededRows = await demoRowCounts(database);
    const nodeB = await startServer({ dataDir, env: { ...shared, SEED_DEMO: 'false', SMTP_URL: `smtp://127.0.0.1:${smtpB.port}` } });
    nodes.push(nodeB);
    const startupBMs = await waitForHealth(nodeB, { timeoutMs: 300_000 });
    rowsAfterB = await demoRowCounts(database);
    console.log(
      `Node A (demo seeded) healthy after ${round(startupAMs / 1000)} s; node B after ${round(startupBMs / 1000)} s; Redis: ${redisUp ? 'yes' : 'no'}`,
    );
    const seedUntouched = JSON.stringify(seededRows) === JSON.stringify(rowsAfterB);
    console.log(
      `Demo rows before and after B's start ${JSON.stringify(seededRows)}: ${seedUntouched ? 'unchanged' : `CHANGED to ${JSON.stringify(rowsAfterB)}`}`,
    );

    const deactivation = await deactivationTrials(nodeA, nodeB);
    const d = deactivation.refusedAfterAnswerMs;
    console.log(
      `(a) Deactivated through A, refused by B (${deactivation.statuses.join('/')}) after A's answer: ` +
        (d
          ? `min ${d.min} ms, median ${d.median} ms, p95 ${d.p95} ms, max ${d.max} ms over ${TRIALS} trials`
          : 'NOT REFUSED in some trial') +
        `  ${verdict(deactivation.pass)}`,
    );

    const jobs = await exactlyOnce(nodeA, smtpA, smtpB);
    console.log(
      `(b) ${jobs.queued} invitation e-mails queued through A: ${jobs.sentByA} sent by A, ${jobs.sentByB} by B; ` +
        `${jobs.distinctAddresses} addresses, ${jobs.missing} missing, ${jobs.sentMoreThanOnce} sent more than once ` +
        `(all in ${round(jobs.allArrivedAfterImportMs / 1000, 2)} s after the import's answer, counted again ${LINGER_MS / 1000} s later)  ${verdict(jobs.pass)}`,
    );

    let rateLimit = null;
    if (redisUp) {
      rateLimit = await sharedRateLimit(nodeA, nodeB);
      console.log(
        `(c) API user limit ${API_LIMIT}/min, requests alternating A/B: first 429 at request ${rateLimit.firstRefusedRequest} ` +
          `(200s: A ${rateLimit.okOnA}, B ${rateLimit.okOnB}; 429s: A ${rateLimit.refusedOnA}, B ${rateLimit.refusedOnB}; ` +
          `every later request refused: ${rateLimit.everyRequestAfterTheTripRefused}; Retry-After on every 429: ${rateLimit.retryAfterOnEvery429})  ${verdict(rateLimit.pass)}`,
      );
    } else {
      console.log('(c) skipped: no Redis');
    }
    result = {
      settings: { trials: TRIALS, jobs: JOBS, lingerMs: LINGER_MS, apiLimit: API_LIMIT, redis: redisUp },
      startupMs: { a: round(startupAMs), b: round(startupBMs) },
      demoRowsBeforeB: seededRows,
      demoRowsAfterB: rowsAfterB,
      seedUntouchedByB: seedUntouched,
      deactivation,
      jobs,
      rateLimit: rateLimit ?? 'skipped: no Redis answered PING',
    };
  } finally {
    await database.end();
  }
} catch (error) {
  for (const node of nodes) console.error(`Last output of the node on ${node.baseUrl}:\n${node.output().slice(-3000)}`);
  throw error;
} finally {
  for (const node of nodes) await stopServer(node);
  smtpA.close();
  smtpB.close();
  await withAdmin((admin) => admin.query(`drop database if exists ${databaseName} with (force)`));
  removeDir(dataDir);
}
console.log(`Written to ${writeResult('two-nodes', result)}`);
