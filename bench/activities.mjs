// Product activities at scale, on PostgreSQL, against datasets made by bench/activities-dataset.mjs.
// For each size present (BENCH_SIZES, default 10k,100k; 1m only when asked) the built server is
// started against that database (RATE_LIMIT_PER_MINUTE=100000000, LOG_LEVEL=warn) and:
//   (a) latency, sequential, after a warm-up: GET /api/histories (page 1, and purchases of one summer
//       quarter), GET /api/calculations/mass-balance and GET /api/calculations/margin-of-error over the
//       season, for the spinner with a typical (median) history, the spinner with the largest one,
//       and the ginner with the largest one (ginners have no VIEW_MARGIN_OF_ERROR);
//   (b) throughput: BENCH_CLIENTS concurrent clients, each a ginner/spinner partner pair, log sale +
//       purchase pairs of the ginner's stock bales (POST /api/events/sells, then POST
//       /api/events/purchases by the spinner) for BENCH_DURATION seconds after a short warm-up;
//       successful activities per second (2 per pair), errors, and where the CPU went (API process,
//       PostgreSQL backends, this load generator); before it, one client alone for 50 pairs;
//   (c) EXPLAIN (ANALYZE, BUFFERS) of the SQL behind those endpoints, copied from
//       apps/api/src/modules/product-activities (overview and trades), run on the same database.
// Results: bench/results/activities-<date>.json.
// Usage: npm run bench:activities [-- 10k 100k 1m]
//   BENCH_REQUESTS (200) measured requests per endpoint (at most BENCH_ENDPOINT_SECONDS, 90 s, of them
//   once 30 are in), BENCH_CLIENTS (12), BENCH_DURATION (30 s),
//   BENCH_PRODUCTS_PER_SALE (2), BENCH_PARTS (latency,throughput,plans: the parts to run), BENCH_PG_URL as for the generator.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as dataset from './activities-dataset.mjs';
import * as lib from './lib.mjs';

const require = createRequire(path.join(lib.ROOT, 'apps/api/package.json'));
const pg = require('pg');

const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const WARM_UP_REQUESTS = 20;
/** Time caps per endpoint (warm-up, measured requests), with at least MIN_REQUESTS measured. */
const WARM_UP_CAP_S = 10;
const ENDPOINT_CAP_S = Number(process.env.BENCH_ENDPOINT_SECONDS || 90);
const MIN_REQUESTS = 30;
const CLIENTS = Number(process.env.BENCH_CLIENTS || 12);
const DURATION_S = Number(process.env.BENCH_DURATION || 30);
const WARM_UP_S = 5;
const PRODUCTS_PER_SALE = Number(process.env.BENCH_PRODUCTS_PER_SALE || 2);
/** Which of (a) latency, (b) throughput and (c) plans to run: all unless BENCH_PARTS names some. */
const PARTS = new Set((process.env.BENCH_PARTS || 'latency,throughput,plans').split(',').map((part) => part.trim()));
const SEQUENTIAL_PAIRS = 50;
const CLOCK_TICKS = 100; // USER_HZ on Linux
const GOALS = { activitiesPerSecond: 300, p95AtOneMillionMs: 100 };
const SEASON_FROM = '2026-04-01T00:00:00.000Z';
const QUARTER = { from: '2026-06-01T00:00:00.000Z', to: '2026-08-31T23:59:59.999Z' };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const stats = (values) => ({
  n: values.length,
  p50Ms: lib.round(lib.percentile(values, 50), 1),
  p95Ms: lib.round(lib.percentile(values, 95), 1),
  p99Ms: lib.round(lib.percentile(values, 99), 1),
  minMs: lib.round(Math.min(...values), 1),
  maxMs: lib.round(Math.max(...values), 1),
  meanMs: lib.round(values.reduce((sum, v) => sum + v, 0) / values.length, 1),
});

async function signIn(baseUrl, email) {
  const { token } = await lib.callJson(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: dataset.BENCH_PASSWORD }),
  });
  return { authorization: `Bearer ${token}` };
}

/** One small PDF uploaded as the caller, as a form would reference it. */
async function uploadProof(baseUrl, auth) {
  const form = new FormData();
  form.append('files', new Blob([PDF], { type: 'application/pdf' }), 'bench.pdf');
  const [file] = await lib.callJson(`${baseUrl}/api/upload/files?purpose=proof`, { method: 'POST', headers: auth, body: form }, 201);
  return { fileName: file.name, blobName: file.blobName };
}

/** Facilities to measure: the spinners with the median and the largest history, the largest ginner. */
export async function chooseSubjects(client) {
  const { rows } = await client.query(
    `select f.id, f.name, r.code as role, u.email, count(e.id)::int as events
     from facilities f join roles r on r.id = f.role_id join users u on u.facility_id = f.id
     left join events e on e.facility_id = f.id
     where u.email like $1 and r.code in ('GINNER', 'SPINNER')
     group by f.id, f.name, r.code, u.email order by events`,
    [`%@${dataset.BENCH_EMAIL_DOMAIN}`],
  );
  const spinners = rows.filter((row) => row.role === 'SPINNER');
  const ginners = rows.filter((row) => row.role === 'GINNER');
  const subjects = [
    { label: 'typical spinner', ...spinners[Math.floor(spinners.length / 2)], marginOfError: true },
    { label: 'largest spinner', ...spinners[spinners.length - 1], marginOfError: true },
    { label: 'largest ginner', ...ginners[ginners.length - 1], marginOfError: false },
  ];
  for (const subject of subjects) {
    const { rows: counts } = await client.query(
      `select count(*) filter (where t.type = 1 and t.to_facility_id = $1)::int as purchases,
              count(*) filter (where t.type = 2 and t.from_facility_id = $1)::int as sales,
              (select count(*) from transaction_items ti join transactions p on p.id = ti.transaction_id
                where p.type = 1 and p.to_facility_id = $1)::int as "purchasedProducts"
       from transactions t where t.facility_id = $1`,
      [subject.id],
    );
    Object.assign(subject, counts[0]);
  }
  return subjects;
}

/**
 * `count` sequential GETs after a warm-up, fewer when they would take longer than the time cap (a
 * slow endpoint at 1 M would otherwise run for many minutes); the first answer is kept to show what
 * was measured.
 */
async function measureLatency(url, auth, count) {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: auth });
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${JSON.stringify(body)}`);
    return { elapsed, body };
  };
  const warmUpEnds = performance.now() + WARM_UP_CAP_S * 1000;
  const { body } = await get();
  for (let i = 1; i < WARM_UP_REQUESTS && performance.now() < warmUpEnds; i += 1) await get();
  const times = [];
  const ends = performance.now() + ENDPOINT_CAP_S * 1000;
  for (let i = 0; i < count && (i < MIN_REQUESTS || performance.now() < ends); i += 1) times.push((await get()).elapsed);
  return { ...stats(times), cappedByTime: times.length < count, sample: body };
}

/** What an answer looked like, without the history's items. */
function sampleOf(body) {
  if (Array.isArray(body?.items))
    return { total: body.total, items: body.items.length, firstRecordedAt: body.items[0]?.recordedAt ?? null };
  return body;
}

async function latencySuite(baseUrl, subjects, to) {
  const results = [];
  for (const subject of subjects) {
    const auth = await signIn(baseUrl, subject.email);
    const endpoints = [
      ['GET /api/histories (page 1)', '/api/histories?page=1&perPage=20'],
      ['GET /api/histories (purchases, Jun–Aug)', `/api/histories?page=1&perPage=20&type=1&from=${QUARTER.from}&to=${QUARTER.to}`],
      ['GET /api/calculations/mass-balance', `/api/calculations/mass-balance?from=${SEASON_FROM}&to=${to}`],
      ...(subject.marginOfError
        ? [['GET /api/calculations/margin-of-error', `/api/calculations/margin-of-error?from=${SEASON_FROM}&to=${to}`]]
        : []),
    ];
    const measured = {};
    for (const [name, url] of endpoints) {
      const { sample, ...figures } = await measureLatency(`${baseUrl}${url}`, auth, REQUESTS);
      measured[name] = { ...figures, answer: sampleOf(sample) };
      const capped = figures.cappedByTime ? ` (${figures.n} requests: time cap)` : '';
      console.log(
        `    ${subject.label.padEnd(16)} ${name.padEnd(42)} p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms${capped}`,
      );
    }
    results.push({ subject: subjectSummary(subject), endpoints: measured });
  }
  return results;
}

const subjectSummary = ({ label, name, email, role, events, purchases, sales, purchasedProducts }) => ({
  label,
  name,
  email,
  role,
  events,
  purchases,
  sales,
  purchasedProducts,
});

/** Ginner/spinner pairs, each client with its own share of the ginner's unsold stock bales. */
async function tradingPairs(client, stockGinnerEmails) {
  const pairs = [];
  const { rows: ginners } = await client.query(
    `select u.email, u.facility_id as id from users u where u.email = any($1) order by u.email`,
    [stockGinnerEmails],
  );
  const buyersOf = new Map();
  for (const ginner of ginners) {
    const { rows } = await client.query(
      `select u.email, u.facility_id as id from facility_partners fp
       join users u on u.facility_id = case when fp.facility_id = $1 then fp.partner_facility_id else fp.facility_id end
       join facilities f on f.id = u.facility_id join roles r on r.id = f.role_id
       where (fp.facility_id = $1 or fp.partner_facility_id = $1) and fp.deleted_at is null and r.code = 'SPINNER'
       order by u.email`,
      [ginner.id],
    );
    buyersOf.set(ginner.id, rows);
  }
  for (let c = 0; c < CLIENTS; c += 1) {
    const seller = ginners[c % ginners.length];
    const buyers = buyersOf.get(seller.id);
    pairs.push({ client: c, seller, buyer: buyers[Math.floor(c / ginners.length) % buyers.length], products: [] });
  }
  for (const ginner of ginners) {
    const mine = pairs.filter((pair) => pair.seller.id === ginner.id);
    if (mine.length === 0) continue; // more stock ginners than clients
    const { rows } = await client.query(
      `select p.id from products p join facility_items fi on fi.product_id = p.id and fi.facility_id = $1
       where p.created_facility_id = $1 and p.code like 'STK-%' and not p.is_sold and not p.is_transformed order by p.code`,
      [ginner.id],
    );
    rows.forEach((row, i) => mine[i % mine.length].products.push(row.id));
  }
  return pairs;
}

/**
 * The load generator shares the 2 cores with the API and PostgreSQL, so it posts with node:http on
 * kept-alive sockets: `fetch` cost about 1 ms of CPU per request here, a third of the API's own.
 */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });

function postJson(url, headers, payload) {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
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
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null });
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Sale then purchase of the next products of each pair, until `until` (or `maxPairs` each); counts what succeeded. */
async function tradeLoop(baseUrl, pairs, until, runId, phase, maxPairs = Infinity) {
  const tally = { activities: 0, pairs: 0, errors: {}, saleMs: [], purchaseMs: [], ranOut: 0 };
  const fail = (what, status, body) => {
    const key = `${what} ${status} ${body?.messageKey ?? body?.message ?? ''}`.trim();
    tally.errors[key] = (tally.errors[key] ?? 0) + 1;
  };
  const post = async (url, auth, payload) => {
    const started = performance.now();
    const { status, body } = await postJson(`${baseUrl}${url}`, auth, payload);
    return { status, body, elapsed: performance.now() - started };
  };
  await Promise.all(
    pairs.map(async (pair) => {
      for (let i = 0; performance.now() < until && i < maxPairs; i += 1) {
        if (pair.products.length < PRODUCTS_PER_SALE) {
          tally.ranOut += 1;
          return;
        }
        const productIds = pair.products.splice(0, PRODUCTS_PER_SALE);
        const number = `${runId}-${phase}-${pair.client}-${i}`;
        const transactedAt = new Date(Date.now() - 60_000).toISOString();
        const sale = await post('/api/events/sells', pair.sellerAuth, {
          toFacilityId: pair.buyer.id,
          productIds,
          invoiceNumber: `INV-${number}`,
          packingListNumber: `PL-${number}`,
          transactedAt,
          uploadInvoices: [pair.sellerFile],
          uploadPackingLists: [pair.sellerFile],
          price: 15000,
          currency: 'PKR',
        });
        if (sale.status !== 201) {
          fail('sale', sale.status, sale.body);
          continue;
        }
        if (performance.now() <= until) {
          tally.activities += 1;
          tally.saleMs.push(sale.elapsed);
        }
        const purchase = await post('/api/events/purchases', pair.buyerAuth, {
          fromFacilityId: pair.seller.id,
          productIds,
          purchaseOrderNumber: `PO-${number}`,
          transactedAt,
          uploadProofs: [pair.buyerFile],
        });
        if (purchase.status !== 201) {
          fail('purchase', purchase.status, purchase.body);
          continue;
        }
        if (performance.now() <= until) {
          tally.activities += 1;
          tally.pairs += 1;
          tally.purchaseMs.push(purchase.elapsed);
        }
      }
    }),
  );
  return tally;
}

/** CPU seconds a process has used (user + system), from /proc/<pid>/stat. */
function processCpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Busy and total CPU seconds of the whole machine, from /proc/stat. */
function machineCpuSeconds() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = ticks[3] + ticks[4];
  const total = ticks.reduce((sum, n) => sum + n, 0);
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}

/** CPU seconds of each PostgreSQL backend serving this database (the API's pool), by pid. */
async function backendCpuSeconds(client) {
  const { rows } = await client.query(
    "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()",
  );
  const seconds = new Map();
  for (const { pid } of rows) {
    try {
      seconds.set(pid, processCpuSeconds(pid));
    } catch {
      // ended meanwhile
    }
  }
  return seconds;
}

const cpuReading = async (serverPid, client) => ({
  server: processCpuSeconds(serverPid),
  backends: await backendCpuSeconds(client),
  bench: process.cpuUsage(),
  machine: machineCpuSeconds(),
});

/**
 * Where the CPU went between two readings: the API process, the PostgreSQL backends of its pool,
 * this load generator, and the whole machine (other work included), as % of one core and as
 * milliseconds per successful activity.
 */
async function cpuShare(serverPid, client, before, wallSeconds, activities) {
  const machine = machineCpuSeconds();
  const backendsNow = await backendCpuSeconds(client);
  let backendSeconds = 0;
  for (const [pid, now] of backendsNow) backendSeconds += now - (before.backends.get(pid) ?? 0);
  const bench = process.cpuUsage(before.bench);
  const parts = {
    api: processCpuSeconds(serverPid) - before.server,
    postgresBackends: backendSeconds,
    loadGenerator: (bench.user + bench.system) / 1e6,
  };
  const percent = (value) => lib.round((value / wallSeconds) * 100, 1);
  const perActivity = (value) => (activities ? lib.round((value * 1000) / activities, 2) : null);
  return {
    apiProcessCpuPercent: percent(parts.api),
    postgresBackendsCpuPercent: percent(parts.postgresBackends),
    loadGeneratorCpuPercent: percent(parts.loadGenerator),
    cpuMsPerActivity: {
      api: perActivity(parts.api),
      postgresBackends: perActivity(parts.postgresBackends),
      loadGenerator: perActivity(parts.loadGenerator),
    },
    machineBusyPercent: lib.round(((machine.busy - before.machine.busy) / (machine.total - before.machine.total)) * 100, 1),
    cores: os.cpus().length,
    loadAverage1m: lib.round(os.loadavg()[0], 2),
  };
}

export async function throughputSuite(baseUrl, client, summary, serverPid) {
  const pairs = await tradingPairs(client, summary.stockGinnerEmails);
  const stock = pairs.reduce((sum, pair) => sum + pair.products.length, 0);
  const sessions = new Map();
  const sessionOf = async (email) => {
    if (!sessions.has(email)) {
      const auth = await signIn(baseUrl, email);
      sessions.set(email, { auth, file: await uploadProof(baseUrl, auth) });
    }
    return sessions.get(email);
  };
  for (const pair of pairs) {
    const seller = await sessionOf(pair.seller.email);
    const buyer = await sessionOf(pair.buyer.email);
    Object.assign(pair, { sellerAuth: seller.auth, sellerFile: seller.file, buyerAuth: buyer.auth, buyerFile: buyer.file });
  }
  const runId = `B${Date.now().toString(36).toUpperCase()}`;
  console.log(
    `    ${pairs.length} clients, ${new Set(pairs.map((p) => p.seller.id)).size} ginners → ${new Set(pairs.map((p) => p.buyer.id)).size} spinners, ${stock} stock bales, ${PRODUCTS_PER_SALE} per sale`,
  );
  await tradeLoop(baseUrl, pairs, performance.now() + WARM_UP_S * 1000, runId, 'W');
  // One client alone first: the time one sale and one purchase take when nothing queues.
  const alone = await tradeLoop(baseUrl, pairs.slice(0, 1), Infinity, runId, 'S', SEQUENTIAL_PAIRS);
  const sequential = { pairs: alone.pairs, errors: alone.errors, sale: stats(alone.saleMs), purchase: stats(alone.purchaseMs) };
  console.log(
    `    one client alone (${alone.pairs} pairs): sale p50 ${sequential.sale.p50Ms} ms, purchase p50 ${sequential.purchase.p50Ms} ms`,
  );
  const before = await cpuReading(serverPid, client);
  const started = performance.now();
  const tally = await tradeLoop(baseUrl, pairs, started + DURATION_S * 1000, runId, 'M');
  const seconds = DURATION_S;
  const cpu = await cpuShare(serverPid, client, before, (performance.now() - started) / 1000, tally.activities);
  const result = {
    sequential,
    cpu,
    clients: pairs.length,
    productsPerSale: PRODUCTS_PER_SALE,
    durationS: seconds,
    warmUpS: WARM_UP_S,
    stockBalesBefore: stock,
    activities: tally.activities,
    pairs: tally.pairs,
    activitiesPerSecond: lib.round(tally.activities / seconds, 1),
    errors: tally.errors,
    errorCount: Object.values(tally.errors).reduce((sum, n) => sum + n, 0),
    clientsOutOfStock: tally.ranOut,
    saleLatency: tally.saleMs.length ? stats(tally.saleMs) : null,
    purchaseLatency: tally.purchaseMs.length ? stats(tally.purchaseMs) : null,
    goal: GOALS.activitiesPerSecond,
    pass: tally.activities / seconds >= GOALS.activitiesPerSecond,
  };
  console.log(
    `    ${result.activitiesPerSecond} activities/s (${result.pairs} pairs in ${seconds} s), errors ${result.errorCount}` +
      `${result.errorCount ? ` ${JSON.stringify(result.errors)}` : ''}; sale p50 ${result.saleLatency?.p50Ms} ms p95 ${result.saleLatency?.p95Ms} ms, ` +
      `purchase p50 ${result.purchaseLatency?.p50Ms} ms p95 ${result.purchaseLatency?.p95Ms} ms — ${lib.verdict(result.pass)} (goal ≥ ${GOALS.activitiesPerSecond}/s)`,
  );
  console.log(
    `    CPU (% of one core): API ${cpu.apiProcessCpuPercent}, PostgreSQL backends ${cpu.postgresBackendsCpuPercent}, load generator ${cpu.loadGeneratorCpuPercent}; ` +
      `per activity ${cpu.cpuMsPerActivity.api} + ${cpu.cpuMsPerActivity.postgresBackends} + ${cpu.cpuMsPerActivity.loadGenerator} ms; ` +
      `machine ${cpu.machineBusyPercent} % busy (${cpu.cores} cores, load ${cpu.loadAverage1m})`,
  );
  return result;
}

// (c) The SQL behind the endpoints.
// Copied from the repositories (drizzle writes the same statements with $n parameters); keep in step
// with apps/api/src/modules/product-activities/overview/{histories,calculations}.repository.ts and
// product-activities/trades/trades.repository.ts + shared/activity-products.ts.

/** `in ($k, $k+1, …)` for a list, as drizzle's inArray writes it. */
const inList = (values, first) => `(${values.map((_, i) => `$${first + i}`).join(', ')})`;

const EVENT_COLUMNS = 'id, type, recorded_at, transaction_id, transformation_id, by_product_id';
const PRODUCT_COLUMNS = 'p.id, p.code, p.product_definition_id, p.quantity, p.quantity_unit, p.certifications';
const PURCHASED_IN = 't.to_facility_id = $1 and t.type = 1 and t.deleted_at is null and t.transacted_at between $2 and $3';
const HISTORY_SQL = {
  page: (filtered) =>
    `select ${EVENT_COLUMNS} from events where (facility_id = $1${filtered ? ' and type = $4 and recorded_at >= $5 and recorded_at <= $6' : ''})
     order by recorded_at desc, id desc limit $2 offset $3`,
  count: (filtered) =>
    `select count(*) from events where (facility_id = $1${filtered ? ' and type = $2 and recorded_at >= $3 and recorded_at <= $4' : ''})`,
  transactions: (ids) =>
    `select id, type, from_facility_id, to_facility_id, price, currency, total_weight, weight_unit, purchase_order_number, invoice_number,
       packing_list_number, upload_proofs, upload_invoices, upload_packing_lists from transactions where id in ${inList(ids, 1)}`,
  transactionProducts: (ids) =>
    `select ti.transaction_id, ${PRODUCT_COLUMNS} from transaction_items ti inner join products p on p.id = ti.product_id where ti.transaction_id in ${inList(ids, 1)}`,
  transformationProducts: (ids) =>
    `select ti.transformation_id, ti.role, ${PRODUCT_COLUMNS} from transformation_items ti inner join products p on p.id = ti.product_id
     where ti.transformation_id in ${inList(ids, 1)}`,
  byProducts: (ids) => `select id, total_weight, weight_unit, upload_proofs from by_products where id in ${inList(ids, 1)}`,
};

const CALCULATION_SQL = {
  massBalance: `select count(*) filter (where t.total_weight_kg is null or t.verified_weight_kg is null or t.not_verified_weight_kg is null),
    coalesce(sum(t.total_weight_kg) filter (where t.from_facility_id is not null), 0),
    coalesce(sum(t.total_weight_kg) filter (where t.from_facility_id is null), 0),
    coalesce(sum(t.verified_weight_kg), 0), coalesce(sum(t.not_verified_weight_kg), 0), max(t.transacted_at)
    from transactions t where (${PURCHASED_IN})`,
  purchasedKilograms: `select coalesce(sum(t.total_weight_kg), 0), count(*) filter (where t.total_weight_kg is null)
    from transactions t where (${PURCHASED_IN})`,
  inStockKilograms: `select coalesce(sum(quantity_kg), 0) from facility_items
    where (facility_id = $1 and purchased_at between $2 and $3 and (released_at is null or released_at > $3))`,
  soldKilograms: `select coalesce(sum(t.total_weight_kg), 0), count(*) filter (where t.total_weight_kg is null)
    from transactions t where (t.from_facility_id = $1 and t.type = 2 and t.deleted_at is null and t.transacted_at between $2 and $3)`,
  byProductKilograms: `select coalesce(sum(total_weight_kg), 0) from by_products where (facility_id = $1 and recorded_at between $2 and $3)`,
};
const TRADE_SQL = {
  partyWithPartnership: `select f.id, f.name, r.id, r.name, r.code, r.is_raw_material_extractor, f.farm_group_id,
    exists (select 1 from facility_partners fp where fp.deleted_at is null
      and ((fp.facility_id = $1 and fp.partner_facility_id in (f.id, f.farm_group_id))
        or (fp.partner_facility_id = $1 and fp.facility_id in (f.id, f.farm_group_id))))
    from facilities f inner join roles r on r.id = f.role_id where (f.id = $2 and f.deleted_at is null)`,
  tradeProducts: (ids) => `select products.*, qr_codes.code,
    exists (select 1 from facility_items fi where fi.facility_id = $1 and fi.product_id = products.id),
    array(select t.to_facility_id::text from transaction_items ti join transactions t on t.id = ti.transaction_id
      where ti.product_id = products.id and t.type = $2 and t.from_facility_id = $3 and t.deleted_at is null)
    from products left join qr_codes on qr_codes.id = products.qr_code_id where products.id in ${inList(ids, 4)}`,
  raiseSold: (ids) =>
    `update products set is_sold = true, updated_at = $1 where (id in ${inList(ids, 2)} and is_sold = false) returning id`,
};

/**
 * EXPLAIN (ANALYZE, BUFFERS) twice (the second with warm caches is kept); statements that write are
 * rolled back. `jitOff` as the calculations service runs its sums (`set local jit = off`).
 */
async function explain(client, name, text, params, { writes = false, jitOff = false } = {}) {
  let lines = [];
  let coldMs = null;
  for (let run = 0; run < 2; run += 1) {
    if (writes || jitOff) await client.query('begin');
    if (jitOff) await client.query('set local jit = off');
    try {
      const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
      lines = rows.map((row) => row['QUERY PLAN']);
    } finally {
      if (writes || jitOff) await client.query('rollback');
    }
    const ms = (label) => Number(lines.find((line) => line.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? NaN);
    if (run === 0) coldMs = ms('Execution Time');
  }
  const ms = (label) => Number(lines.find((line) => line.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? NaN);
  return {
    name,
    sql: text.replace(/\s+/g, ' ').trim(),
    planningMs: ms('Planning Time'),
    executionMs: ms('Execution Time'),
    firstRunExecutionMs: coldMs,
    plan: lines,
  };
}

async function subjectPlans(client, subject, { from, to, quarter }) {
  const plans = [];
  const add = async (...args) => plans.push(await explain(client, ...args));
  await add('history page', HISTORY_SQL.page(false), [subject.id, 20, 0]);
  await add('history count', HISTORY_SQL.count(false), [subject.id]);
  await add('history page (purchases, Jun–Aug)', HISTORY_SQL.page(true), [subject.id, 20, 0, 1, quarter.from, quarter.to]);
  await add('history count (purchases, Jun–Aug)', HISTORY_SQL.count(true), [subject.id, 1, quarter.from, quarter.to]);
  const { rows: page } = await client.query(HISTORY_SQL.page(false), [subject.id, 20, 0]);
  const idsOf = (key) => [...new Set(page.map((row) => row[key]).filter(Boolean))];
  for (const [label, key, sqlOf] of [
    ['history transactions', 'transaction_id', HISTORY_SQL.transactions],
    ['history transaction products', 'transaction_id', HISTORY_SQL.transactionProducts],
    ['history transformation products', 'transformation_id', HISTORY_SQL.transformationProducts],
    ['history by-products', 'by_product_id', HISTORY_SQL.byProducts],
  ]) {
    const ids = idsOf(key);
    if (ids.length > 0) await add(`${label} (${ids.length} of page 1)`, sqlOf(ids), ids);
  }
  const sums = { jitOff: true };
  await add('mass balance: purchased quantities', CALCULATION_SQL.massBalance, [subject.id, from, to], sums);
  if (subject.marginOfError) {
    await add('margin of error: purchased kg', CALCULATION_SQL.purchasedKilograms, [subject.id, from, to], sums);
    await add('margin of error: purchased kg still in stock', CALCULATION_SQL.inStockKilograms, [subject.id, from, to], sums);
    await add('margin of error: sold kg', CALCULATION_SQL.soldKilograms, [subject.id, from, to], sums);
    await add('margin of error: by-product kg', CALCULATION_SQL.byProductKilograms, [subject.id, from, to], sums);
  }
  return plans;
}

/** The reads and the flag update of one sale of two stock bales (rolled back), for the first stock ginner. */
async function tradePlans(client, stockGinnerEmails) {
  const {
    rows: [seller],
  } = await client.query('select facility_id as id from users where email = $1', [stockGinnerEmails[0]]);
  const {
    rows: [buyer],
  } = await client.query(
    `select case when fp.facility_id = $1 then fp.partner_facility_id else fp.facility_id end as id from facility_partners fp
     join facilities f on f.id = case when fp.facility_id = $1 then fp.partner_facility_id else fp.facility_id end
     join roles r on r.id = f.role_id where (fp.facility_id = $1 or fp.partner_facility_id = $1) and r.code = 'SPINNER' limit 1`,
    [seller.id],
  );
  const { rows } = await client.query(
    "select id from products where created_facility_id = $1 and code like 'STK-%' and not is_sold order by code limit 2",
    [seller.id],
  );
  const ids = rows.map((row) => row.id);
  const plans = [];
  const add = async (...args) => plans.push(await explain(client, ...args));
  await add('sale: the buyer, and whether it is a partner', TRADE_SQL.partyWithPartnership, [seller.id, buyer.id]);
  await add('sale: the products, held by the seller?, bought from it by whom', TRADE_SQL.tradeProducts(ids), [
    seller.id,
    1,
    seller.id,
    ...ids,
  ]);
  await add('sale: mark sold (rolled back)', TRADE_SQL.raiseSold(ids), [new Date().toISOString(), ...ids], { writes: true });
  await add('purchase: the products, held by the seller?, sold by it to whom', TRADE_SQL.tradeProducts(ids), [
    seller.id,
    2,
    seller.id,
    ...ids,
  ]);
  return plans;
}

function printPlans(title, plans, { full }) {
  console.log(`    ${title}`);
  for (const plan of plans) {
    console.log(`      ${plan.name}: ${plan.executionMs} ms (planning ${plan.planningMs} ms, first run ${plan.firstRunExecutionMs} ms)`);
    if (full) for (const line of plan.plan) console.log(`        ${line}`);
  }
}

export async function explainQueries(client, { subjects, from, to, quarter, stockGinnerEmails }) {
  const bySubject = [];
  for (const subject of subjects) {
    const plans = await subjectPlans(client, subject, { from, to, quarter });
    bySubject.push({ subject: subject.label, facility: subject.name, plans });
    printPlans(`${subject.label} (${subject.name})`, plans, { full: subject.label.startsWith('largest') });
  }
  const trade = await tradePlans(client, stockGinnerEmails);
  printPlans('sale and purchase checks', trade, { full: true });
  return { subjects: bySubject, trade };
}

async function benchSize(size, summary) {
  const url = dataset.databaseUrl(size);
  const dataDir = lib.tempDataDir(`activities-${size}`);
  const server = await lib.startServer({
    dataDir,
    env: { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn' },
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await lib.waitForHealth(server, { timeoutMs: 180_000 });
    const to = new Date().toISOString();
    const subjects = await chooseSubjects(client);
    let latency = [];
    if (PARTS.has('latency')) {
      console.log(`  (a) latency, ${REQUESTS} sequential requests each after ${WARM_UP_REQUESTS} warm-up`);
      for (const s of subjects) console.log(`    ${s.label}: ${s.name}, ${s.events} events, ${s.purchasedProducts} purchased products`);
      latency = await latencySuite(server.baseUrl, subjects, to);
    }
    let plans = null;
    if (PARTS.has('plans')) {
      console.log('  (c) EXPLAIN (ANALYZE, BUFFERS)');
      plans = await explainQueries(client, {
        subjects,
        from: SEASON_FROM,
        to,
        quarter: QUARTER,
        stockGinnerEmails: summary.stockGinnerEmails,
      });
    }
    let throughput = null;
    if (PARTS.has('throughput')) {
      console.log(`  (b) throughput, ${DURATION_S} s after ${WARM_UP_S} s warm-up`);
      throughput = await throughputSuite(server.baseUrl, client, summary, server.pid);
    }
    return { dataset: summary, subjects: subjects.map(subjectSummary), latency, throughput, plans };
  } finally {
    await client.end();
    await lib.stopServer(server);
    lib.removeDir(dataDir);
  }
}

/** The goal on latency is set at 1 M transactions; smaller sizes are reported against it too. */
function latencyVerdicts(latency) {
  return latency.flatMap(({ subject, endpoints }) =>
    Object.entries(endpoints).map(([endpoint, figures]) => ({
      subject: subject.label,
      endpoint,
      p95Ms: figures.p95Ms,
      pass: figures.p95Ms < GOALS.p95AtOneMillionMs,
    })),
  );
}

async function main() {
  const sizes = dataset.sizesFrom(process.argv.slice(2));
  await lib.ensureBuild();
  const results = {};
  for (const size of sizes) {
    const summary = await dataset.readDatasetSummary(dataset.databaseUrl(size));
    if (!summary) {
      console.log(
        `${size}: no dataset in ${dataset.databaseName(size)}; make it with \`node bench/activities-dataset.mjs ${size}\`. Skipped.`,
      );
      continue;
    }
    console.log(
      `${size}: ${summary.transactions} transactions ${JSON.stringify(summary.transactionsByType)}, ${summary.rows.products} products, ${summary.rows.events} events`,
    );
    const measured = await benchSize(size, summary);
    measured.latencyVerdicts = latencyVerdicts(measured.latency);
    results[size] = measured;
  }
  if (Object.keys(results).length === 0) return;
  const file = lib.writeResult('activities', {
    settings: {
      requests: REQUESTS,
      warmUpRequests: WARM_UP_REQUESTS,
      clients: CLIENTS,
      durationS: DURATION_S,
      productsPerSale: PRODUCTS_PER_SALE,
    },
    goals: GOALS,
    sizes: results,
  });
  console.log('\nSummary');
  for (const [size, measured] of Object.entries(results)) {
    const parts = [];
    if (measured.throughput)
      parts.push(`throughput ${measured.throughput.activitiesPerSecond} activities/s ${lib.verdict(measured.throughput.pass)}`);
    if (measured.latencyVerdicts.length > 0) {
      const worst = measured.latencyVerdicts.reduce((a, b) => (b.p95Ms > a.p95Ms ? b : a));
      const goalApplies = size === '1m';
      parts.push(
        `worst p95 ${worst.p95Ms} ms (${worst.subject}, ${worst.endpoint})${goalApplies ? ` ${lib.verdict(worst.pass)}` : ' (goal applies at 1m)'}`,
      );
    }
    console.log(`  ${size}: ${parts.join('; ')}`);
  }
  console.log(`Results written to ${path.relative(lib.ROOT, file)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
