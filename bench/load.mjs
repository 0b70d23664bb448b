// Load (issue 24 "Suites"): BENCH_CONNECTIONS (default 50) clients, each sending one request after the
// other for BENCH_SECONDS, over the main reads and writes as the web app sends them, against the built
// server with the demo seeded. Reads: GET /api/users/me (the ginner, the brand or the administrator), the
// ginner's activity history (GET /api/histories, first or second page, sometimes one activity type), the
// demo brand's order trace (GET /api/orders/{id}/trace) and the brand's supplier list (GET
// /api/brands/suppliers). Writes, each unique: the ginner buys seed cotton from a farm of the demo farm
// group (POST /api/events/purchases, a manual lot with a new PO number); the ginner gins one such lot into
// a bale (POST /api/events/assign-products) and sells the bale to the spinner (POST /api/events/sells);
// the administrator logs a hotline report with two labour risks (POST /api/grievance-reports).
//
// PostgreSQL (default): a database of its own, `bench_<random>`, created through the admin connection
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test) and dropped at the end; 600 s by default.
// PGlite (`-- --pglite`, or BENCH_ENGINE=pglite): the embedded database in the temporary DATA_DIR, as
// `npm start` runs it; 120 s by default. `-- --both` (BENCH_ENGINE=both) runs PostgreSQL then PGlite.
//
// Per route: requests, p50/p95/p99/max and errors (any answer but the expected 2xx, or no answer within
// 30 s); reads p99 and writes p99 overall; requests a second. The server's RSS (VmRSS of its process) is
// sampled every second; after BENCH_WARMUP_SECONDS (default 60) its value is the reference and the growth
// is the highest sample after it over that reference. Latencies count every request, the warm-up's too.
// Goal: 0 errors, reads p99 < 300 ms, writes p99 < 800 ms, RSS growth < 10 %.
// Results: bench/results/load-<engine>-<date>.json.
// Usage: npm run bench:load [-- --pglite | --both]
//   BENCH_SECONDS (overrides both durations), BENCH_CONNECTIONS (50), BENCH_WARMUP_SECONDS (60), BENCH_PG_URL.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as lib from './lib.mjs';

const require = createRequire(path.join(lib.ROOT, 'apps/api/package.json'));
const pg = require('pg');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 60);
const ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_SECONDS = { postgres: 600, pglite: 120 };
const REQUEST_TIMEOUT_MS = 30_000;
const GOALS = { readP99Ms: 300, writeP99Ms: 800, rssGrowthPercent: 10 };
const PASSWORD = lib.DEMO_PASSWORD;
const ACCOUNTS = {
  ginner: 'ginner@demo.opentrace.local',
  brand: 'brand@demo.opentrace.local',
  admin: 'admin@demo.opentrace.local',
};
const READ_ROUTES = ['GET /api/users/me', 'GET /api/histories', 'GET /api/orders/{id}/trace', 'GET /api/brands/suppliers'];
const WRITE_ROUTES = [
  'POST /api/events/purchases',
  'POST /api/events/assign-products',
  'POST /api/events/sells',
  'POST /api/grievance-reports',
];
/** How often each step comes up, out of 100: reads first, as every screen opens with them. */
const MIX = [
  ['me', 25],
  ['histories', 15],
  ['trace', 10],
  ['suppliers', 20],
  ['purchase', 12],
  ['sale', 8],
  ['report', 10],
];
/** Seed cotton bought in each lot, and the bale ginned from it (lint ≤ 0.35 × the seed cotton). */
const SEED_COTTON_KG = 1_000;
const BALE_KG = 300;

function engines() {
  const args = process.argv.slice(2);
  const chosen = args.includes('--both') ? 'both' : args.includes('--pglite') ? 'pglite' : process.env.BENCH_ENGINE || 'postgres';
  if (chosen === 'both') return ['postgres', 'pglite'];
  if (chosen !== 'postgres' && chosen !== 'pglite') throw new Error(`BENCH_ENGINE must be postgres, pglite or both, not ${chosen}`);
  return [chosen];
}

const secondsFor = (engine) => Number(process.env.BENCH_SECONDS || DEFAULT_SECONDS[engine]);

async function createDatabase() {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
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

/** A client of the server: JSON in and out, with the caller's bearer token. */
function clientOf(server) {
  const tokens = {};
  async function request(method, url, { who, body, form } = {}) {
    const headers = who ? { authorization: `Bearer ${tokens[who]}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) };
  }
  async function expect(method, url, options, status = 200) {
    const response = await request(method, url, options);
    if (response.status !== status) throw new Error(`${method} ${url} answered ${response.status}: ${response.text.slice(0, 500)}`);
    return response.json();
  }
  async function signIn(who) {
    const { token } = await expect('POST', '/auth/login', { body: { email: ACCOUNTS[who], password: PASSWORD } });
    tokens[who] = token;
  }
  return { request, expect, signIn };
}

const itemsOf = (body) => (Array.isArray(body) ? body : body.items);

function named(items, name, what) {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`${what} offers no ${name} (it offers ${items.map((item) => item.name).join(', ')})`);
  return found;
}

/** The form's attribute inputs by the attributes' names, as the web app sends them. */
function attributeValues(definition, values) {
  return Object.entries(values).map(([name, value]) => {
    const attribute = named(definition.attributes, name, definition.name);
    return typeof value === 'object'
      ? { id: attribute.attributeId, value: value.kg, quantityUnit: 'Kilograms' }
      : { id: attribute.attributeId, value };
  });
}

/** What the steps refer to, read through the API as the screens read it. */
async function material(client) {
  for (const who of Object.keys(ACCOUNTS)) await client.signIn(who);
  const group = named(
    itemsOf(await client.expect('GET', '/api/partners/sellers', { who: 'ginner' })),
    'Multan Cotton Growers',
    'The ginner\u2019s sellers picker',
  );
  const farmIds = group.farms.map((farm) => farm.id);
  if (farmIds.length === 0) throw new Error('The demo farm group has no farm');
  const seedCotton = named(
    await client.expect('GET', `/api/product-definitions/purchased-product-definitions?fromFacilityId=${farmIds[0]}`, { who: 'ginner' }),
    'Seed Cotton',
    'The ginner\u2019s purchase form',
  );
  const bales = named(
    await client.expect('GET', '/api/events/assign-products/definitions', { who: 'ginner' }),
    'Cotton Bales',
    'The ginner\u2019s transformation form',
  );
  const spinner = named(
    itemsOf(await client.expect('GET', '/api/partners/purchasers', { who: 'ginner' })),
    'Faisalabad Spinning Mills',
    'The ginner\u2019s purchasers picker',
  );
  const form = new FormData();
  form.append(
    'files',
    new Blob([`%PDF-1.7\n% load bench records\n${'x'.repeat(4096)}\n%%EOF\n`], { type: 'application/pdf' }),
    'ginner-records.pdf',
  );
  const [file] = await client.expect('POST', '/api/upload/files?purpose=proof', { who: 'ginner', form }, 201);
  const orders = itemsOf(await client.expect('GET', '/api/orders', { who: 'brand' }));
  if (orders.length === 0) throw new Error('The demo brand has no order');
  const facilities = itemsOf(await client.expect('GET', '/api/grievance-reports/facilities?page=1&perPage=20', { who: 'admin' }));
  const tree = await client.expect('GET', '/api/indicator-list', { who: 'admin' });
  const pairs = tree
    .flatMap((category) => category.indicators)
    .flatMap((indicator) => indicator.subIndicators.map((sub) => ({ indicatorId: indicator.id, subIndicatorId: sub.id })))
    .slice(0, 2);
  if (facilities.length === 0 || pairs.length < 2) throw new Error('The demo has no facility to report on or too few labour risks');
  return {
    farmIds,
    seedCotton,
    bales,
    spinnerId: spinner.id,
    proof: { fileName: file.name, blobName: file.blobName },
    orderId: orders[0].id,
    facilityIds: facilities.map((facility) => facility.id),
    pairs,
  };
}

/** Requests slower than this are listed with the second they started at, so a stall shows when it happened. */
const SLOW_MS = 2_000;

function recorder() {
  const routes = new Map();
  const slow = [];
  const origin = performance.now();
  const routeOf = (name) => {
    if (!routes.has(name)) routes.set(name, { latencies: [], errors: 0, statuses: {}, samples: [] });
    return routes.get(name);
  };
  return {
    routes,
    slowest: (count) => [...slow].sort((a, b) => b.ms - a.ms).slice(0, count),
    slowCount: () => slow.length,
    /** Times one request; answers its parsed body on the expected status, null otherwise (counted as an error). */
    async timed(name, send, expected) {
      const route = routeOf(name);
      const started = performance.now();
      let outcome;
      try {
        outcome = await send();
      } catch (error) {
        outcome = { status: error.name === 'TimeoutError' ? 'timeout' : 'network', text: String(error.message) };
      }
      const ms = performance.now() - started;
      route.latencies.push(ms);
      if (ms > SLOW_MS)
        slow.push({ route: name, startedAtS: lib.round((started - origin) / 1000), ms: lib.round(ms), status: outcome.status });
      route.statuses[outcome.status] = (route.statuses[outcome.status] ?? 0) + 1;
      if (outcome.status === expected) return outcome.json();
      route.errors += 1;
      if (route.samples.length < 5) route.samples.push(`${outcome.status}: ${outcome.text.slice(0, 300)}`);
      return null;
    },
  };
}

/** One client's steps; `unique` numbers every document and product code of the run. */
function steps(client, world, record, unique) {
  const now = () => new Date(Date.now() - 1_000).toISOString();
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const seedCottonLots = world.seedCottonLots;

  async function purchase() {
    const receipt = await record.timed(
      'POST /api/events/purchases',
      () =>
        client.request('POST', '/api/events/purchases', {
          who: 'ginner',
          body: {
            fromFacilityId: pick(world.farmIds),
            purchaseOrderNumber: `LOAD-PO-${unique()}`,
            transactedAt: now(),
            uploadProofs: [world.proof],
            price: 212_500,
            currency: 'PKR',
            manualAddedData: {
              productDefinitionId: world.seedCotton.id,
              manualAddedProducts: [
                {
                  attributes: attributeValues(world.seedCotton, {
                    'Trash Content': 'Low',
                    'Moisture Level': 8,
                    Grade: 'Seed Cotton Grade 1',
                    'Total Weight': { kg: SEED_COTTON_KG },
                  }),
                },
              ],
            },
          },
        }),
      201,
    );
    if (receipt) seedCottonLots.push(...receipt.products.map((product) => product.id));
  }

  async function sale() {
    if (seedCottonLots.length === 0) await purchase();
    const lot = seedCottonLots.shift();
    if (!lot) return;
    const made = await record.timed(
      'POST /api/events/assign-products',
      () =>
        client.request('POST', '/api/events/assign-products', {
          who: 'ginner',
          body: {
            inputProductIds: [lot],
            outputProduct: {
              productDefinitionId: world.bales.id,
              outputProducts: [
                {
                  attributes: attributeValues(world.bales, {
                    'Product ID': `LOAD-BALE-${unique()}`,
                    'Trash Content': 'Low',
                    'Moisture Level': 7.5,
                    'Lint Grade': 'Lint Cotton Grade 1',
                    'Total Weight': { kg: BALE_KG },
                  }),
                  qrCode: null,
                },
              ],
            },
          },
        }),
      201,
    );
    if (!made) return;
    const number = unique();
    await record.timed(
      'POST /api/events/sells',
      () =>
        client.request('POST', '/api/events/sells', {
          who: 'ginner',
          body: {
            toFacilityId: world.spinnerId,
            productIds: made.products.map((product) => product.id),
            invoiceNumber: `LOAD-INV-${number}`,
            packingListNumber: `LOAD-PL-${number}`,
            transactedAt: now(),
            uploadInvoices: [world.proof],
            uploadPackingLists: [world.proof],
            price: 76_500,
            currency: 'PKR',
          },
        }),
      201,
    );
  }

  let reports = 0;
  async function report() {
    reports += 1;
    const index = reports;
    await record.timed(
      'POST /api/grievance-reports',
      () =>
        client.request('POST', '/api/grievance-reports', {
          who: 'admin',
          body: {
            facilityId: pick(world.facilityIds),
            location: `Gate ${index % 7}`,
            priority: (index % 5) + 1,
            laborRisks: world.pairs.map((pair, position) => ({ ...pair, severity: ((index + position) % 3) + 1 })),
            message: `Load bench report ${unique()}`,
            assigneeId: null,
            isNoFollowUp: false,
            reason: 'HIGH_RISK_PROFILE',
          },
        }),
      201,
    );
  }

  const read = (name, url, who) => () => record.timed(name, () => client.request('GET', url, { who }), 200);
  return {
    me: () => read('GET /api/users/me', '/api/users/me', pick(['ginner', 'brand', 'admin']))(),
    histories: () => {
      const page = Math.random() < 0.8 ? 1 : 2;
      const type = Math.random() < 0.25 ? `&type=${pick([1, 2, 3])}` : '';
      return read('GET /api/histories', `/api/histories?page=${page}&perPage=20${type}`, 'ginner')();
    },
    trace: read('GET /api/orders/{id}/trace', `/api/orders/${world.orderId}/trace`, 'brand'),
    suppliers: read('GET /api/brands/suppliers', '/api/brands/suppliers?page=1&perPage=20', 'brand'),
    purchase,
    sale,
    report,
  };
}

function chooser() {
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [name, weight] of MIX) {
      roll -= weight;
      if (roll < 0) return name;
    }
    return MIX[0][0];
  };
}

/** VmRSS of the server every second, with the second it was taken at. */
function sampleRss(pid) {
  const samples = [];
  const started = performance.now();
  const take = () =>
    samples.push({ second: Math.round((performance.now() - started) / 1000), rssMB: lib.round(lib.statusMB(pid, 'VmRSS')) });
  take();
  const timer = setInterval(take, 1_000);
  return {
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

function rssFigures(samples) {
  const reference = samples.find((sample) => sample.second >= WARM_UP_SECONDS);
  if (!reference) return { warmUpSeconds: WARM_UP_SECONDS, note: 'the run ended before the warm-up did', samples };
  const after = samples.filter((sample) => sample.second >= reference.second);
  const peak = after.reduce((max, sample) => (sample.rssMB > max.rssMB ? sample : max), reference);
  const growthPercent = lib.round(((peak.rssMB - reference.rssMB) / reference.rssMB) * 100, 1);
  // The lowest sample of each minute after the warm-up: what survives garbage collection, where a leak shows.
  const floors = [];
  for (const sample of after) {
    const minute = Math.floor((sample.second - reference.second) / 60);
    floors[minute] = Math.min(floors[minute] ?? Infinity, sample.rssMB);
  }
  return {
    warmUpSeconds: WARM_UP_SECONDS,
    startMB: samples[0].rssMB,
    afterWarmUpMB: reference.rssMB,
    peakAfterWarmUpMB: peak.rssMB,
    peakAtSecond: peak.second,
    endMB: samples.at(-1).rssMB,
    growthPercent,
    floorByMinuteMB: floors,
    floorGrowthPercent: lib.round(((floors.at(-1) - floors[0]) / floors[0]) * 100, 1),
    pass: growthPercent < GOALS.rssGrowthPercent,
    samples,
  };
}

function latencyFigures(values) {
  return {
    n: values.length,
    p50Ms: lib.round(lib.percentile(values, 50)),
    p95Ms: lib.round(lib.percentile(values, 95)),
    p99Ms: lib.round(lib.percentile(values, 99)),
    maxMs: lib.round(Math.max(...values)),
  };
}

async function runLoad(engine) {
  const seconds = secondsFor(engine);
  const database = engine === 'postgres' ? await createDatabase() : null;
  const dataDir = lib.tempDataDir(`load-${engine}`);
  const server = await lib.startServer({
    dataDir,
    env: { RATE_LIMIT_PER_MINUTE: '100000000', ...(database ? { DATABASE_URL: database.url } : {}) },
  });
  try {
    const startupMs = await lib.waitForHealth(server, { timeoutMs: 300_000 });
    console.log(
      `\n${engine}: healthy after ${lib.round(startupMs / 1000)} s (${database ? `database ${database.name}` : 'PGlite'}); ${CONNECTIONS} clients for ${seconds} s`,
    );
    const client = clientOf(server);
    const world = { ...(await material(client)), seedCottonLots: [] };
    const record = recorder();
    let sequence = 0;
    const unique = () => {
      sequence += 1;
      return `${Date.now().toString(36)}-${sequence}`;
    };
    const stepsOf = steps(client, world, record, unique);
    const next = chooser();
    const loadBefore = lib.round(os.loadavg()[0], 2);
    const rss = sampleRss(server.pid);
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < deadline && !server.hasExited) await stepsOf[next()]();
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    const rssSamples = rss.stop();
    const loadAfter = lib.round(os.loadavg()[0], 2);
    if (server.hasExited) throw new Error(`The server exited during the run. Its output:\n${server.output()}`);

    const perRoute = {};
    for (const name of [...READ_ROUTES, ...WRITE_ROUTES]) {
      const route = record.routes.get(name) ?? { latencies: [], errors: 0, statuses: {}, samples: [] };
      perRoute[name] = {
        ...latencyFigures(route.latencies),
        requestsPerSecond: lib.round(route.latencies.length / elapsedS),
        errors: route.errors,
        statuses: route.statuses,
        errorSamples: route.samples,
      };
    }
    const all = (names) => names.flatMap((name) => record.routes.get(name)?.latencies ?? []);
    const reads = latencyFigures(all(READ_ROUTES));
    const writes = latencyFigures(all(WRITE_ROUTES));
    const total = reads.n + writes.n;
    const errors = Object.values(perRoute).reduce((sum, route) => sum + route.errors, 0);
    const memory = rssFigures(rssSamples);
    const figures = {
      engine,
      connections: CONNECTIONS,
      seconds: lib.round(elapsedS),
      mix: Object.fromEntries(MIX),
      requests: total,
      requestsPerSecond: lib.round(total / elapsedS),
      errors,
      reads,
      writes,
      perRoute,
      rss: memory,
      slowRequests: { overMs: SLOW_MS, count: record.slowCount(), slowest: record.slowest(20) },
      serverOutputTail: server.output().trim().split('\n').filter(Boolean).slice(-20),
      loadAverage1m: { before: loadBefore, after: loadAfter },
      goals: GOALS,
      pass: {
        errors: errors === 0,
        reads: reads.p99Ms < GOALS.readP99Ms,
        writes: writes.p99Ms < GOALS.writeP99Ms,
        rss: memory.pass === true,
      },
    };
    printFigures(figures);
    const file = lib.writeResult(`load-${engine}`, figures);
    console.log(`Written to ${path.relative(lib.ROOT, file)}`);
    return figures;
  } finally {
    await lib.stopServer(server);
    lib.removeDir(dataDir);
    if (database) await dropDatabase(database.name);
  }
}

function printFigures(figures) {
  const { perRoute, reads, writes, rss, pass } = figures;
  console.log(
    `\n${figures.engine}, ${figures.connections} clients, ${figures.seconds} s, load average ${figures.loadAverage1m.before} → ${figures.loadAverage1m.after}`,
  );
  console.log(
    'route'.padEnd(36),
    'n'.padStart(7),
    'req/s'.padStart(7),
    'p50'.padStart(8),
    'p95'.padStart(8),
    'p99'.padStart(8),
    'max'.padStart(8),
    'errors'.padStart(7),
  );
  const row = (name, f, errors = '') =>
    console.log(
      name.padEnd(36),
      String(f.n).padStart(7),
      String(f.requestsPerSecond ?? '').padStart(7),
      ...[f.p50Ms, f.p95Ms, f.p99Ms, f.maxMs].map((ms) => `${ms}`.padStart(8)),
      String(errors).padStart(7),
    );
  for (const [name, f] of Object.entries(perRoute)) row(name, f, f.errors);
  row('all reads', reads);
  row('all writes', writes);
  console.log(
    `${figures.requests} requests, ${figures.requestsPerSecond} req/s, ${figures.errors} errors — ${lib.verdict(pass.errors)} (goal: 0)`,
  );
  console.log(`reads p99 ${reads.p99Ms} ms — ${lib.verdict(pass.reads)} (goal: < ${GOALS.readP99Ms} ms)`);
  console.log(`writes p99 ${writes.p99Ms} ms — ${lib.verdict(pass.writes)} (goal: < ${GOALS.writeP99Ms} ms)`);
  if (rss.growthPercent === undefined) console.log(`RSS: ${rss.note}`);
  else
    console.log(
      `RSS ${rss.startMB} MB at the start, ${rss.afterWarmUpMB} MB after ${rss.warmUpSeconds} s, peak ${rss.peakAfterWarmUpMB} MB (second ${rss.peakAtSecond}), ` +
        `${rss.endMB} MB at the end: growth ${rss.growthPercent} % — ${lib.verdict(rss.pass)} (goal: < ${GOALS.rssGrowthPercent} %)`,
    );
  if (rss.floorByMinuteMB)
    console.log(`RSS floor by minute after the warm-up (MB): ${rss.floorByMinuteMB.join(', ')} (${rss.floorGrowthPercent} %)`);
  const { slowRequests } = figures;
  console.log(`${slowRequests.count} requests over ${slowRequests.overMs} ms`);
  for (const request of slowRequests.slowest.slice(0, 5))
    console.log(`  ${request.route} started at ${request.startedAtS} s: ${request.ms} ms (${request.status})`);
  for (const [name, f] of Object.entries(perRoute)) for (const sample of f.errorSamples) console.log(`  ${name} ${sample}`);
  if (figures.serverOutputTail.length > 0)
    console.log(`The server's output (LOG_LEVEL=warn), last lines:\n${figures.serverOutputTail.join('\n')}`);
}

await lib.ensureBuild();
for (const engine of engines()) await runLoad(engine);
