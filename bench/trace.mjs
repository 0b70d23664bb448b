// Tracing at scale (issue 19 "Tracing", part "Proof"), on PostgreSQL, against the datasets made by
// bench/activities-dataset.mjs (10k / 100k / 1m transactions).
//
// For each size present, in one run:
//   1. Brand orders on finished goods: the demo brand (brand@demo.opentrace.local) gets every final
//      product assembly as a supplier (brand_suppliers, in SQL), then orders them through
//      POST /api/orders: orders whose PO is one of the assembly's purchase POs (the trace matches by
//      document and walks product IDs upstream to the farms), and orders whose PO matches nothing (the
//      trace falls back to the date window). From a deterministic sample of purchases it keeps the
//      median-size trace and the largest; the median assembly's date window (the two weeks before
//      WINDOW_ANCHOR), and for the PDF the first window, from the smallest assembly up, reaching 300
//      facilities. Orders already made are reused.
//   2. The floor: for the same order, one recursive SQL statement (below) that reaches the same
//      transactions and transformations as the API's trace, run directly with `pg`; its facilities,
//      transactions and transformations are compared with the API's answer.
//   3. The API: GET /api/orders/{id}/trace?fresh=true (computed afresh, cache neither read nor written),
//      10 warm-up then BENCH_REQUESTS sequential requests (at most BENCH_ORDER_SECONDS once
//      MIN_REQUESTS are in); the floor is measured the same way. Statements per request are counted in
//      the server process (a preload wraps pg's Client#query).
//   4. The PDF: GET /api/orders/{id}/trace/pdf of the 300-facility trace, end to end, with the trace reset
//      first (computed, then printed) and then cached (printing alone).
// Results: bench/results/trace-<date>.json; a table on stdout.
// Usage: npm run bench:trace [-- 10k 100k 1m]   (default BENCH_SIZES or 10k,100k,1m)
//   BENCH_REQUESTS (100), BENCH_ORDER_SECONDS (30), BENCH_TRACE_SAMPLE (40 purchases sampled),
//   BENCH_PDF_RUNS (2), BENCH_PG_URL as for the generator.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as dataset from './activities-dataset.mjs';
import * as lib from './lib.mjs';

const require = createRequire(path.join(lib.ROOT, 'apps/api/package.json'));
const pg = require('pg');

const REQUESTS = Number(process.env.BENCH_REQUESTS || 100);
const WARM_UP_REQUESTS = 10;
const ORDER_CAP_S = Number(process.env.BENCH_ORDER_SECONDS || 30);
const MIN_REQUESTS = 10;
const SAMPLE = Number(process.env.BENCH_TRACE_SAMPLE || 40);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS || 2);
const PDF_FACILITIES = 300;
const GOALS = { apiOverFloorP50: 2, p95AtOneMillionMs: 100, oneMillionOverTenThousandP50: 1.5, pdfMs: 5_000 };
const BRAND_EMAIL = 'brand@demo.opentrace.local';
/** The date of the window orders: the window is the two weeks before it, in the busy part of the season. */
const WINDOW_ANCHOR = '2026-09-15';
/** DOMAIN.md §5.2: the first order supplier's date window without a document match is two weeks. */
const WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

const stats = (values) => ({
  n: values.length,
  p50Ms: lib.round(lib.percentile(values, 50), 1),
  p95Ms: lib.round(lib.percentile(values, 95), 1),
  maxMs: lib.round(Math.max(...values), 1),
});

/**
 * The floor: the whole trace as one recursive statement. `walk` holds (facility, product) pairs whose
 * origin is sought, with the transaction or transformation that led there; from each pair it follows
 * the purchases and sales that brought the product to the facility (to the seller; a non-participating
 * seller ends the branch with a null facility) and the facility's transformations that made it (to
 * their named inputs). UNION keeps each row once, so cycles stop. It answers the transactions and
 * transformations reached, and the number of distinct lots.
 */
const WALK_AND_RESULT = `
walk(facility_id, product_id, tx_id, tf_id) as (
  select * from seed
  union
  select s.facility_id, s.product_id, s.tx_id, s.tf_id
  from walk w cross join lateral (
    select t.from_facility_id as facility_id, ti.product_id, t.id as tx_id, null::uuid as tf_id
    from transaction_items ti join transactions t on t.id = ti.transaction_id
    where ti.product_id = w.product_id and t.to_facility_id = w.facility_id and t.type in (1, 2)
    union all
    select w.facility_id, i.product_id, null::uuid, o.transformation_id
    from transformation_items o
    join transformations tf on tf.id = o.transformation_id and tf.facility_id = w.facility_id
    join transformation_items i on i.transformation_id = o.transformation_id and i.role = 'input'
    where o.product_id = w.product_id and o.role = 'output'
  ) s
)
select 'tx' as kind, t.id, t.from_facility_id as from_id, t.to_facility_id as to_id, null::bigint as n
  from transactions t where t.id = any(array(select tx_id from walk where tx_id is not null))
union all
select 'tf', tf.id, null, tf.facility_id, null from transformations tf where tf.id = any(array(select tf_id from walk where tf_id is not null))
union all
select 'lots', null, null, null, count(distinct product_id) from walk`;

const FLOOR_SQL = {
  // The order's PO matches the assembly's own purchase: the trace starts from its products at the assembly.
  document: `with recursive
seed as (
  select t.to_facility_id as facility_id, ti.product_id, null::uuid as tx_id, null::uuid as tf_id
  from transactions t join transaction_items ti on ti.transaction_id = t.id
  where t.type = 1 and t.to_facility_id = $1 and lower(t.purchase_order_number) = lower($2)
),
${WALK_AND_RESULT}`,
  // No match: what the assembly received (purchases and sales) in the window, followed to their sellers.
  window: `with recursive
seed as (
  select t.from_facility_id as facility_id, ti.product_id, t.id as tx_id, null::uuid as tf_id
  from transactions t join transaction_items ti on ti.transaction_id = t.id
  where t.to_facility_id = $1 and t.type in (1, 2) and t.transacted_at >= $2 and t.transacted_at <= $3
),
${WALK_AND_RESULT}`,
};

function floorQuery(order) {
  if (order.kind === 'window') {
    const to = new Date(order.purchasedAt);
    return { text: FLOOR_SQL.window, values: [order.supplierId, new Date(to.getTime() - WINDOW_MS).toISOString(), to.toISOString()] };
  }
  return { text: FLOOR_SQL.document, values: [order.supplierId, order.purchaseOrderNumber] };
}

/** What a floor answer reached: facilities (seller and buyer of every transaction, transformers), non-participating sellers per buyer. */
function floorReach(rows) {
  const facilities = new Set();
  const nonParticipating = new Set();
  let transactions = 0;
  let transformations = 0;
  let lots = 0;
  for (const row of rows) {
    if (row.kind === 'lots') lots = Number(row.n);
    else if (row.kind === 'tf') {
      transformations += 1;
      facilities.add(row.to_id);
    } else {
      transactions += 1;
      facilities.add(row.to_id);
      if (row.from_id) facilities.add(row.from_id);
      else nonParticipating.add(row.to_id);
    }
  }
  return { lots, facilities: facilities.size, nonParticipating: nonParticipating.size, transactions, transformations };
}

/** The same figures from the API's trace. */
function apiReach(trace) {
  const transactionIds = new Set(trace.links.flatMap((link) => link.transactionIds));
  return {
    facilities: trace.nodes.filter((node) => node.facilityId).length,
    nonParticipating: trace.nodes.filter((node) => node.nonParticipating).length,
    transactions: transactionIds.size,
    transformations: trace.transformations?.length ?? null,
    status: trace.status,
    confidence: trace.confidence,
  };
}

/** `count` sequential runs after a warm-up, fewer when they would pass the time cap once MIN_REQUESTS are in. */
async function measure(runOnce, count) {
  const warmUpEnds = performance.now() + ORDER_CAP_S * 1000;
  const first = await runOnce();
  for (let i = 1; i < WARM_UP_REQUESTS && performance.now() < warmUpEnds; i += 1) await runOnce();
  const times = [];
  const ends = performance.now() + ORDER_CAP_S * 1000;
  for (let i = 0; i < count && (i < MIN_REQUESTS || performance.now() < ends); i += 1) {
    const started = performance.now();
    await runOnce();
    times.push(performance.now() - started);
  }
  return { ...stats(times), cappedByTime: times.length < count, first };
}

async function signIn(baseUrl, email) {
  const { token } = await lib.callJson(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: dataset.BENCH_PASSWORD }),
  });
  return { authorization: `Bearer ${token}` };
}

/** The demo brand with every generated assembly as its supplier (what its Suppliers screen would add). */
async function prepareBrand(client) {
  const {
    rows: [brand],
  } = await client.query('select id, facility_id from users where lower(email) = $1', [BRAND_EMAIL]);
  if (!brand?.facility_id) throw new Error(`No ${BRAND_EMAIL} with a facility: was the demo seeded into this database?`);
  const { rowCount } = await client.query(
    `insert into brand_suppliers (brand_facility_id, supplier_facility_id, created_by_id)
     select $1, f.id, $2 from facilities f join roles r on r.id = f.role_id
     where r.code = 'FINAL_PRODUCT_ASSEMBLY' and exists (select 1 from users u where u.facility_id = f.id and u.email like $3)
     on conflict do nothing`,
    [brand.facility_id, brand.id, `%@${dataset.BENCH_EMAIL_DOMAIN}`],
  );
  return { facilityId: brand.facility_id, added: rowCount };
}

async function runFloor(client, order) {
  const { text, values } = floorQuery(order);
  return (await client.query(text, values)).rows;
}

/** Orders to measure: the median and the largest document trace of a sample, a typical window, the 300-facility window. */
async function chooseOrders(client) {
  const { rows: purchases } = await client.query(
    `select t.to_facility_id as "supplierId", t.purchase_order_number as "purchaseOrderNumber", t.transacted_at as "purchasedAt",
       t.total_weight_kg as kg, f.name as supplier
     from transactions t join facilities f on f.id = t.to_facility_id join roles r on r.id = f.role_id
     where t.type = 1 and r.code = 'FINAL_PRODUCT_ASSEMBLY' and t.purchase_order_number is not null
     order by md5(t.id::text) limit $1`,
    [SAMPLE],
  );
  const sampled = [];
  for (const purchase of purchases) {
    const order = { kind: 'document', ...purchase, purchasedAt: purchase.purchasedAt.toISOString() };
    sampled.push({ ...order, reach: floorReach(await runFloor(client, order)) });
  }
  sampled.sort((a, b) => a.reach.lots - b.reach.lots || a.purchaseOrderNumber.localeCompare(b.purchaseOrderNumber));
  const median = sampled[Math.floor(sampled.length / 2)];
  const largest = sampled[sampled.length - 1];

  const { rows: assemblies } = await client.query(
    `select f.id, f.name, count(t.id)::int as purchases
     from facilities f join roles r on r.id = f.role_id left join transactions t on t.to_facility_id = f.id and t.type = 1
     where r.code = 'FINAL_PRODUCT_ASSEMBLY' and exists (select 1 from users u where u.facility_id = f.id and u.email like $1)
     group by f.id, f.name order by purchases, f.name`,
    [`%@${dataset.BENCH_EMAIL_DOMAIN}`],
  );
  // The median assembly's window is the typical fallback; for the PDF, the first window, from the
  // smallest assembly up, that reaches PDF_FACILITIES facilities (or the largest of them).
  const windowOrder = (assembly) => ({
    kind: 'window',
    supplierId: assembly.id,
    supplier: assembly.name,
    purchaseOrderNumber: `BENCH-WINDOW-${WINDOW_ANCHOR}`,
    purchasedAt: `${WINDOW_ANCHOR}T23:59:59.000Z`,
    kg: 1000,
  });
  const medianAssembly = assemblies[Math.floor(assemblies.length / 2)];
  const typical = { ...windowOrder(medianAssembly) };
  typical.reach = floorReach(await runFloor(client, typical));
  const tried = [];
  for (const assembly of assemblies) {
    const order = assembly === medianAssembly ? typical : { ...windowOrder(assembly) };
    order.reach ??= floorReach(await runFloor(client, order));
    tried.push(order);
    if (order.reach.facilities >= PDF_FACILITIES) break;
  }
  const pdf =
    tried.find((w) => w.reach.facilities >= PDF_FACILITIES) ?? [...tried].sort((a, b) => b.reach.facilities - a.reach.facilities)[0];
  const subjects = [
    { label: 'median', ...median },
    { label: 'largest', ...largest },
    { label: 'window', ...typical, pdf: pdf === typical },
  ];
  if (pdf !== typical) subjects.push({ label: 'pdf', ...pdf, pdf: true });
  return { subjects, windowsTried: tried.map((w) => ({ supplier: w.supplier, facilities: w.reach.facilities, lots: w.reach.lots })) };
}

/** The brand's order for this subject, made through the API unless an identical one exists. */
async function ensureOrder(baseUrl, auth, client, brandFacilityId, order) {
  const { rows } = await client.query(
    `select o.id from orders o join order_suppliers s on s.order_id = o.id and s.parent_id is null
     where o.owner_facility_id = $1 and o.purchase_order_number = $2 and s.supplier_facility_id = $3 and o.purchased_at = $4
       and o.invoice_number is null and o.packing_list_number is null
     order by o.created_at limit 1`,
    [brandFacilityId, order.purchaseOrderNumber, order.supplierId, order.purchasedAt],
  );
  if (rows[0]) return rows[0].id;
  const created = await lib.callJson(
    `${baseUrl}/api/orders`,
    {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        supplierId: order.supplierId,
        purchaseOrderNumber: order.purchaseOrderNumber,
        purchasedAt: order.purchasedAt,
        productDescription: 'Finished goods (benchmark)',
        quantity: Math.max(0.01, lib.round(Number(order.kg ?? 1000), 2)),
        quantityUnit: 'Kilograms',
      }),
    },
    201,
  );
  return created.id;
}

async function getTrace(baseUrl, auth, orderId) {
  const response = await fetch(`${baseUrl}/api/orders/${orderId}/trace?fresh=true`, { headers: auth });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`GET trace of ${orderId} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Counts the statements the server sends: a preload wraps pg's Client#query in the server process and
 * prints the running count on SIGUSR2 (the server keeps its own pg, resolved from apps/api).
 */
const COUNTER_PRELOAD = `import { createRequire } from 'node:module';
const pg = createRequire(${JSON.stringify(path.join(lib.ROOT, 'apps/api/package.json'))})('pg');
let statements = 0;
let spent = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(...args) {
  statements += 1;
  const text = String(typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? '')).replace(/\\s+/g, ' ').slice(0, 160);
  const started = performance.now();
  const done = () => {
    const entry = spent.get(text) ?? { n: 0, ms: 0 };
    entry.n += 1;
    entry.ms += performance.now() - started;
    spent.set(text, entry);
  };
  // pg-pool's Pool#query passes a callback; a direct caller gets a promise.
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last];
    args[last] = function timed(...results) { done(); return callback.apply(this, results); };
  }
  const result = query.apply(this, args);
  if (result && typeof result.then === 'function') result.then(done, done);
  return result;
};
process.on('SIGUSR2', () => {
  const top = [...spent].map(([text, e]) => ({ text, n: e.n, ms: Math.round(e.ms * 10) / 10 })).sort((a, b) => b.ms - a.ms).slice(0, 12);
  spent = new Map();
  process.stderr.write('bench-statements ' + statements + ' ' + JSON.stringify(top) + '\\n');
});`;

async function statementCount(server) {
  const counts = () =>
    [...server.output().matchAll(/bench-statements (\d+) (.*)\n/g)].map((match) => ({
      statements: Number(match[1]),
      time: JSON.parse(match[2]),
    }));
  const seen = counts().length;
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 100; i += 1) {
    await lib.sleep(20);
    const all = counts();
    // The output keeps its last 20 000 characters only, so a shorter list means it rolled over.
    if (all.length !== seen) return all[all.length - 1];
  }
  return null;
}

/** Statements per request, and where their time went (per request, slowest first), over `runs` requests. */
async function statementsPerTrace(server, baseUrl, auth, orderId, runs = 5) {
  const before = await statementCount(server);
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await getTrace(baseUrl, auth, orderId);
  const requestMs = (performance.now() - started) / runs;
  const after = await statementCount(server);
  if (!before || !after) return { perRequest: null };
  const statementMs = after.time.reduce((sum, entry) => sum + entry.ms, 0) / runs;
  // findFacilityFlows (the oversold check) is the one statement that starts with its "sold" arm.
  const plausibility = after.time.filter((entry) => entry.text.startsWith('((select "from_facility_id" as "facility_id", \'sold\''));
  return {
    plausibilityMs: lib.round(plausibility.reduce((sum, entry) => sum + entry.ms, 0) / runs, 1),
    perRequest: lib.round((after.statements - before.statements) / runs, 1),
    requestMs: lib.round(requestMs, 1),
    statementMs: lib.round(statementMs, 1),
    slowest: after.time.slice(0, 8).map((entry) => ({ ...entry, ms: lib.round(entry.ms / runs, 1), n: entry.n / runs })),
  };
}

async function explainFloor(client, order) {
  const { text, values } = floorQuery(order);
  let lines = [];
  for (let run = 0; run < 2; run += 1) {
    lines = (await client.query(`explain (analyze, buffers) ${text}`, values)).rows.map((row) => row['QUERY PLAN']);
  }
  const ms = (label) => Number(lines.find((line) => line.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? NaN);
  return { planningMs: ms('Planning Time'), executionMs: ms('Execution Time'), plan: lines };
}

/**
 * The trace's plausibility check as trace-reads.repository.ts (findFacilityFlows) sends it: kilograms
 * each facility on the trace sold, bought and made in its reconciliation window (all the generated
 * facilities share one window, the season's year), under EXPLAIN (ANALYZE, BUFFERS), warm run kept.
 */
async function explainFlows(client, floorRows) {
  const ids = [...new Set(floorRows.flatMap((row) => (row.kind === 'lots' ? [] : [row.from_id, row.to_id])).filter(Boolean))];
  const { rows: facilities } = await client.query(
    `select id, reconciliation_start_at as start, reconciliation_start_at + make_interval(months => reconciliation_duration_months) - interval '1 millisecond' as end
     from facilities where id = any($1) and reconciliation_start_at is not null and reconciliation_duration_months is not null`,
    [ids],
  );
  if (facilities.length === 0) return null;
  const values = [];
  const param = (value) => {
    values.push(value);
    return `$${values.length}`;
  };
  const inRange = (facility, moment) =>
    `(${facilities
      .map(
        (f) =>
          `(${facility} = ${param(f.id)} and ${moment} >= ${param(f.start.toISOString())}::timestamptz and ${moment} <= ${param(f.end.toISOString())}::timestamptz)`,
      )
      .join(' or ')})`;
  const text = `(select from_facility_id as facility_id, 'sold' as kind, coalesce(sum(total_weight_kg), 0) as kg from transactions
      where type = 2 and deleted_at is null and ${inRange('from_facility_id', 'transacted_at')} group by from_facility_id)
    union all (select to_facility_id, 'bought', coalesce(sum(total_weight_kg), 0) from transactions
      where type = 1 and deleted_at is null and ${inRange('to_facility_id', 'transacted_at')} group by to_facility_id)
    union all (select tf.facility_id, 'made', coalesce(sum(p.quantity_kg), 0) from transformations tf
      join transformation_items ti on ti.transformation_id = tf.id and ti.role = 'output' join products p on p.id = ti.product_id
      where ${inRange('tf.facility_id', 'tf.transformed_at')} group by tf.facility_id)`;
  let lines = [];
  for (let run = 0; run < 2; run += 1) {
    lines = (await client.query(`explain (analyze, buffers) ${text}`, values)).rows.map((row) => row['QUERY PLAN']);
  }
  const ms = (label) => Number(lines.find((line) => line.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? NaN);
  return { facilities: facilities.length, planningMs: ms('Planning Time'), executionMs: ms('Execution Time'), plan: lines };
}

/**
 * The evidence pack of the order, end to end: PDF_RUNS times with the trace reset first (computed
 * afresh, then printed), then PDF_RUNS times with the trace cached (printing alone).
 */
async function measurePdf(baseUrl, auth, orderId) {
  const url = `${baseUrl}/api/orders/${orderId}/trace/pdf`;
  const runs = [];
  for (const cold of [true, false]) {
    for (let i = 0; i < PDF_RUNS; i += 1) {
      if (cold) {
        const reset = await fetch(`${baseUrl}/api/orders/${orderId}/trace/reset`, { method: 'POST', headers: auth });
        await reset.arrayBuffer();
      }
      const started = performance.now();
      const response = await fetch(url, { headers: auth });
      const bytes = Buffer.from(await response.arrayBuffer());
      const elapsed = performance.now() - started;
      if (response.status !== 200) {
        return { available: false, status: response.status, answer: bytes.toString('utf8').slice(0, 300) };
      }
      if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error(`${url} answered 200 without a PDF`);
      runs.push({ cold, ms: lib.round(elapsed, 0), bytes: bytes.length });
    }
  }
  const summary = (cold) => {
    const times = runs.filter((run) => run.cold === cold).map((run) => run.ms);
    return { p50Ms: lib.round(lib.median(times), 0), maxMs: Math.max(...times) };
  };
  const cold = summary(true);
  return { available: true, runs, cold, cached: summary(false), maxMs: cold.maxMs, pass: cold.maxMs < GOALS.pdfMs };
}

async function benchSize(size) {
  const url = dataset.databaseUrl(size);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // The floor runs without JIT: compiling its plan costs more than running it (PostgreSQL starts JIT
  // on the recursive statement's cost estimate; at 100k it added over a second before the first row).
  const floorClient = new pg.Client({ connectionString: url, options: '-c jit=off' });
  await floorClient.connect();
  const dataDir = lib.tempDataDir(`trace-${size}`);
  const previousArgs = process.env.BENCH_SERVER_NODE_ARGS;
  process.env.BENCH_SERVER_NODE_ARGS = [previousArgs, `--import=data:text/javascript,${encodeURIComponent(COUNTER_PRELOAD)}`]
    .filter(Boolean)
    .join(' ');
  const server = await lib.startServer({
    dataDir,
    env: { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn' },
  });
  if (previousArgs === undefined) delete process.env.BENCH_SERVER_NODE_ARGS;
  else process.env.BENCH_SERVER_NODE_ARGS = previousArgs;
  try {
    await lib.waitForHealth(server, { timeoutMs: 180_000 });
    const brand = await prepareBrand(client);
    const auth = await signIn(server.baseUrl, BRAND_EMAIL);
    console.log(`  choosing orders (the floor over ${SAMPLE} sampled purchases, then assemblies' windows)…`);
    const { subjects, windowsTried } = await chooseOrders(floorClient);
    const measured = [];
    for (const subject of subjects) {
      const orderId = await ensureOrder(server.baseUrl, auth, client, brand.facilityId, subject);
      const floor = await measure(() => runFloor(floorClient, subject), REQUESTS);
      const api = await measure(() => getTrace(server.baseUrl, auth, orderId), REQUESTS);
      const floorFound = floorReach(floor.first);
      const apiFound = apiReach(api.first);
      const same =
        floorFound.facilities === apiFound.facilities &&
        floorFound.nonParticipating === apiFound.nonParticipating &&
        floorFound.transactions === apiFound.transactions &&
        (apiFound.transformations === null || floorFound.transformations === apiFound.transformations);
      const statements = await statementsPerTrace(server, server.baseUrl, auth, orderId);
      const row = {
        label: subject.label,
        kind: subject.kind,
        orderId,
        supplier: subject.supplier,
        purchaseOrderNumber: subject.purchaseOrderNumber,
        purchasedAt: subject.purchasedAt,
        lots: floorFound.lots,
        floorReach: floorFound,
        apiReach: apiFound,
        sameReach: same,
        floor: { ...floor, first: undefined },
        api: { ...api, first: undefined },
        ratioP50: lib.round(api.p50Ms / floor.p50Ms, 2),
        statements,
      };
      if (subject.label === 'largest' || subject.pdf) {
        row.floorPlan = await explainFloor(floorClient, subject);
        row.flowsPlan = await explainFlows(client, floor.first);
        console.log(
          `    ${subject.label}: floor statement ${row.floorPlan.executionMs} ms (EXPLAIN ANALYZE); the plausibility sums over ` +
            `${row.flowsPlan?.facilities ?? 0} facilities' windows ${row.flowsPlan?.executionMs ?? '—'} ms`,
        );
      }
      if (subject.pdf) {
        row.pdf =
          floorFound.facilities >= PDF_FACILITIES
            ? await measurePdf(server.baseUrl, auth, orderId)
            : { available: false, reason: `the largest window trace reaches ${floorFound.facilities} facilities` };
      }
      measured.push(row);
      console.log(
        `    ${row.label.padEnd(8)} ${subject.supplier} ${subject.purchaseOrderNumber}: ${row.lots} lots, ${apiFound.facilities} facilities` +
          ` (floor ${floorFound.facilities}), floor ${floor.p50Ms}/${floor.p95Ms} ms, API ${api.p50Ms}/${api.p95Ms} ms (n=${api.n})` +
          `, ${statements.perRequest ?? '?'} statements a request (${statements.statementMs ?? '?'} of ${statements.requestMs ?? '?'} ms in them, ${statements.plausibilityMs ?? '?'} in the plausibility sums)${same ? '' : ' — REACH DIFFERS'}`,
      );
    }
    return { brandSuppliersAdded: brand.added, windowsTried, orders: measured };
  } finally {
    await client.end();
    await floorClient.end();
    await lib.stopServer(server);
    lib.removeDir(dataDir);
  }
}

function verdicts(results) {
  const out = [];
  const at1m = results['1m']?.orders ?? [];
  for (const row of at1m) {
    out.push({
      goal: `API p50 ≤ ${GOALS.apiOverFloorP50} × floor (1m, ${row.label})`,
      value: row.ratioP50,
      pass: row.ratioP50 <= GOALS.apiOverFloorP50,
    });
    out.push({
      goal: `API p95 < ${GOALS.p95AtOneMillionMs} ms (1m, ${row.label})`,
      value: row.api.p95Ms,
      pass: row.api.p95Ms < GOALS.p95AtOneMillionMs,
    });
  }
  for (const label of ['median', 'largest']) {
    const small = results['10k']?.orders.find((row) => row.label === label);
    const large = results['1m']?.orders.find((row) => row.label === label);
    if (small && large) {
      const ratio = lib.round(large.api.p50Ms / small.api.p50Ms, 2);
      out.push({
        goal: `1m p50 ≤ ${GOALS.oneMillionOverTenThousandP50} × 10k p50 (${label})`,
        value: ratio,
        pass: ratio <= GOALS.oneMillionOverTenThousandP50,
      });
    }
  }
  for (const [size, measured] of Object.entries(results)) {
    const pdf = measured.orders.find((row) => row.pdf);
    if (pdf?.pdf?.available)
      out.push({
        goal: `PDF of a ${pdf.apiReach.facilities}-facility trace < ${GOALS.pdfMs} ms (${size}; cached trace p50 ${pdf.pdf.cached.p50Ms} ms)`,
        value: pdf.pdf.maxMs,
        pass: pdf.pdf.pass,
      });
  }
  return out;
}

function printTable(results) {
  console.log(
    '\n| Size | Order | Lots | Facilities (API / floor) | Floor p50 / p95 (ms) | API p50 / p95 (ms) | Ratio p50 | Statements (plausibility ms) | Goal |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [size, measured] of Object.entries(results)) {
    for (const row of measured.orders) {
      const goal =
        size === '1m'
          ? lib.verdict(row.ratioP50 <= GOALS.apiOverFloorP50 && row.api.p95Ms < GOALS.p95AtOneMillionMs)
          : `(${lib.verdict(row.ratioP50 <= GOALS.apiOverFloorP50)} ratio)`;
      console.log(
        `| ${size} | ${row.label} (${row.kind}) | ${row.lots} | ${row.apiReach.facilities} / ${row.floorReach.facilities}${row.sameReach ? '' : ' ≠'} | ` +
          `${row.floor.p50Ms} / ${row.floor.p95Ms} | ${row.api.p50Ms} / ${row.api.p95Ms} | ${row.ratioP50} | ${row.statements.perRequest ?? '?'} (${row.statements.plausibilityMs ?? '?'}) | ${goal} |`,
      );
    }
  }
}

async function main() {
  const sizes = dataset.sizesFrom(process.argv.slice(2), '10k,100k,1m');
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
    console.log(`${size}: ${summary.transactions} transactions, ${summary.rows.products} products`);
    results[size] = { transactions: summary.transactions, ...(await benchSize(size)) };
  }
  if (Object.keys(results).length === 0) return;
  const goals = verdicts(results);
  const file = lib.writeResult('trace', {
    settings: { requests: REQUESTS, warmUpRequests: WARM_UP_REQUESTS, orderCapS: ORDER_CAP_S, sample: SAMPLE, pdfRuns: PDF_RUNS },
    goals: GOALS,
    verdicts: goals,
    sizes: results,
  });
  printTable(results);
  console.log('\nGoals');
  for (const goal of goals) console.log(`  ${lib.verdict(goal.pass)} ${goal.goal}: ${goal.value}`);
  for (const [size, measured] of Object.entries(results)) {
    const pdf = measured.orders.find((row) => row.pdf)?.pdf;
    if (pdf && !pdf.available) console.log(`  ${size}: PDF not measured (${pdf.reason ?? `answered ${pdf.status}: ${pdf.answer}`})`);
  }
  console.log(`Results written to ${path.relative(lib.ROOT, file)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
