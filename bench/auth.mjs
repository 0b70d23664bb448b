// Authentication costs.
//   (a) Sign-in latency: sequential POST /auth/login for the demo ginner account. The route allows
//       10 attempts a minute per client address, so only 10 go through HTTP; the password hashing
//       that dominates them is also timed directly with @node-rs/argon2 (30 verifications, the
//       parameters of apps/api/src/lib/password.ts).
//   (b) Authenticated throughput: autocannon on GET /api/users/me with a bearer token, against a
//       bare Fastify route (GET /bare → {ok:true}) with the same settings, run right after.
//       Both servers run in their own process (the bare one is this script started with
//       BENCH_ROLE=bare-server), so neither shares an event loop with autocannon.
// Usage: npm run bench:auth
import path from 'node:path';
import { fileURLToPath } from 'node:url';

if (process.env.BENCH_ROLE === 'bare-server') {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
} else {
  await main();
}

async function main() {
  const { hash, verify } = await import('@node-rs/argon2');
  const { default: autocannon } = await import('autocannon');
  const lib = await import('./lib.mjs');
  const { DEMO_EMAIL, DEMO_PASSWORD, percentile, round, verdict } = lib;

  const HTTP_SIGN_INS = 10; // the sign-in route's limit per client address and minute
  const ARGON2_VERIFICATIONS = 30;
  const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 47_104, timeCost: 4, parallelism: 1 }; // as apps/api/src/lib/password.ts
  const LOAD = { connections: 20, duration: 10 };
  const WARM_UP_SECONDS = 2;
  const GOAL_P50_MS = [50, 150];
  const GOAL_RATIO = 0.5;

  const latencyStats = (values) => ({
    p50Ms: round(percentile(values, 50), 1),
    p95Ms: round(percentile(values, 95), 1),
    minMs: round(Math.min(...values), 1),
    maxMs: round(Math.max(...values), 1),
    samplesMs: values.map((v) => round(v, 1)),
  });

  /** autocannon with a short unreported warm-up first; returns the measured run's figures. */
  async function load(url, headers = {}) {
    await autocannon({ url, headers, connections: LOAD.connections, duration: WARM_UP_SECONDS });
    const result = await autocannon({ url, headers, ...LOAD });
    return {
      requestsPerSecond: round(result.requests.average, 0),
      totalRequests: result.requests.total,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    };
  }

  await lib.ensureBuild();

  // (a1) argon2id directly, with no server running.
  const storedHash = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);
  const argon2Times = [];
  for (let i = 0; i < ARGON2_VERIFICATIONS; i += 1) {
    const started = performance.now();
    const ok = await verify(storedHash, DEMO_PASSWORD);
    argon2Times.push(performance.now() - started);
    if (!ok) throw new Error('argon2 verification failed');
  }
  const argon2 = latencyStats(argon2Times);
  console.log(`argon2id verify (${ARGON2_VERIFICATIONS}×, m=47104 KiB, t=4, p=1): p50 ${argon2.p50Ms} ms, p95 ${argon2.p95Ms} ms`);

  // (a2) sign-in through HTTP on a fresh server.
  const dataDir = lib.tempDataDir('auth');
  const server = await lib.startServer({ dataDir, env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
  let signIn;
  let app;
  try {
    await lib.waitForHealth(server);
    const signInTimes = [];
    let token;
    for (let i = 0; i < HTTP_SIGN_INS; i += 1) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      });
      const body = await response.json();
      signInTimes.push(performance.now() - started);
      if (response.status !== 200 || !body.token) {
        throw new Error(`Sign-in ${i + 1} answered ${response.status}: ${JSON.stringify(body)}`);
      }
      token = body.token;
    }
    signIn = { ...latencyStats(signInTimes), requests: HTTP_SIGN_INS };
    signIn.pass = signIn.p50Ms >= GOAL_P50_MS[0] && signIn.p50Ms <= GOAL_P50_MS[1];
    console.log(
      `POST /auth/login (${HTTP_SIGN_INS}× sequential): p50 ${signIn.p50Ms} ms, p95 ${signIn.p95Ms} ms (first ${signIn.samplesMs[0]} ms)`,
    );

    // (b1) authenticated throughput.
    const authorization = `Bearer ${token}`;
    const check = await fetch(`${server.baseUrl}/api/users/me`, { headers: { authorization } });
    await check.arrayBuffer();
    if (check.status !== 200) throw new Error(`GET /api/users/me answered ${check.status}`);
    app = await load(`${server.baseUrl}/api/users/me`, { authorization });
    console.log(
      `GET /api/users/me: ${app.requestsPerSecond} req/s (p50 ${app.latencyP50Ms} ms, p99 ${app.latencyP99Ms} ms, non-2xx ${app.non2xx}, errors ${app.errors})`,
    );
  } finally {
    await lib.stopServer(server);
    lib.removeDir(dataDir);
  }

  // (b2) the bare baseline, right after, with the app server stopped.
  const bareServer = await lib.startServer({
    dataDir: lib.tempDataDir('bare'),
    entry: fileURLToPath(import.meta.url),
    env: { BENCH_ROLE: 'bare-server' },
  });
  let bare;
  try {
    await lib.waitForHealth(bareServer, { path: '/bare', timeoutMs: 30_000 });
    bare = await load(`${bareServer.baseUrl}/bare`);
    console.log(`GET /bare (Fastify baseline): ${bare.requestsPerSecond} req/s (p50 ${bare.latencyP50Ms} ms, p99 ${bare.latencyP99Ms} ms)`);
  } finally {
    await lib.stopServer(bareServer);
  }

  if (app.non2xx > 0 || app.errors > 0 || bare.non2xx > 0 || bare.errors > 0) {
    throw new Error('Some load-test requests failed; the throughput figures are not valid.');
  }
  const ratio = round(app.requestsPerSecond / bare.requestsPerSecond, 3);
  const summary = {
    argon2Verify: { ...argon2, count: ARGON2_VERIFICATIONS, options: ARGON2_OPTIONS },
    signInHttp: { ...signIn, goalP50Ms: GOAL_P50_MS },
    throughput: {
      settings: { ...LOAD, warmUpSeconds: WARM_UP_SECONDS },
      usersMe: app,
      bareFastify: bare,
      ratio,
      goalRatio: GOAL_RATIO,
      pass: ratio >= GOAL_RATIO,
    },
  };

  console.log('\nAuthentication:');
  console.log(
    `  sign-in p50 ${signIn.p50Ms} ms / p95 ${signIn.p95Ms} ms   goal p50 ${GOAL_P50_MS[0]}–${GOAL_P50_MS[1]} ms  ${verdict(signIn.pass)}`,
  );
  console.log(`  argon2id verify p50 ${argon2.p50Ms} ms / p95 ${argon2.p95Ms} ms`);
  console.log(
    `  /api/users/me ${app.requestsPerSecond} req/s vs bare ${bare.requestsPerSecond} req/s = ${ratio}   goal ≥ ${GOAL_RATIO}  ${verdict(summary.throughput.pass)}`,
  );
  console.log(`Results: ${path.relative(lib.ROOT, lib.writeResult('auth', summary))}`);
}
