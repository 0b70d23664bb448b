// A synthetic cotton chain for the product-activity benchmarks (bench/activities.mjs).
//
// For each size (10k, 100k, 1m: about that many transactions) it creates a fresh PostgreSQL
// database opentrace_bench_<size>, lets the built server migrate it and seed the demo (the cotton
// pilot's map, definitions and attributes), stops the server, and bulk-loads one season
// (2026-04-01 → 2026-11-20) of activity in SQL:
//   farms (in farm groups) → ginners → spinners → mills → final product assemblies, with transporters.
//   Ginners buy seed cotton from farms (10 % from a non-participating seller), gin it into bales and
//   record seed/trash as by-products; each stage sells its outputs to a partner, which logs the
//   matching purchase, transforms what it bought, and so on. Sales are sometimes transported.
// Every row is what the API would have written (quantity_kg, verified shares, flags, holdings, one
// event per activity). Facility sizes are skewed (weight 1/rank^0.8), so some histories are large.
// A few ginners also hold unsold "stock" bales for the throughput run.
//
// Deterministic: facility topology from a seeded PRNG, bulk rows from hashes of (seed, row number),
// identifiers from md5 of (seed, name). Same seed and size → same database.
//
// Usage: node bench/activities-dataset.mjs [10k] [100k] [1m]     (default: BENCH_SIZES or 10k,100k)
//   BENCH_PG_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432)
//   BENCH_SEED     PRNG seed (default 20260401)
//   --database-url=URL  load into an already migrated and seeded database instead (no server start)
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lib from './lib.mjs';

const require = createRequire(path.join(lib.ROOT, 'apps/api/package.json'));
const pg = require('pg');

export const SIZES = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 };
export const DEFAULT_SEED = 20260401;
export const DATASET_MARKER = 'bench_activities_dataset';
/** Every generated producer account signs in with the demo password. */
export const BENCH_PASSWORD = lib.DEMO_PASSWORD;
export const BENCH_EMAIL_DOMAIN = 'bench.opentrace.local';

const SEASON_START = '2026-04-01T00:00:00Z';
const SEASON_END = '2026-11-20T23:59:59Z';
/** Unsold bales kept for the throughput run, spread over at most this many ginners. */
const STOCK_BALES = 64_000;
const STOCK_GINNERS = 16;
const STOCK_BALES_PER_TRANSFORMATION = 50;
/** Transactions per farm purchase once the whole chain is derived from it (measured on generated datasets). */
const TRANSACTIONS_PER_FARM_PURCHASE = 2.825;

export const serverUrl = () => process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432';
export const databaseName = (size) => `opentrace_bench_${size}`;
export function databaseUrl(size) {
  const url = new URL(serverUrl());
  url.pathname = `/${databaseName(size)}`;
  return url.toString();
}

/** An RFC 4122 version-4-shaped UUID from md5(seed:key), the same formula as pg_temp.uid in SQL. */
export function stableUuid(seed, key) {
  const h = createHash('md5').update(`${seed}:${key}`).digest('hex');
  const hex = `${h.slice(0, 12)}4${h.slice(13, 16)}8${h.slice(17, 32)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** mulberry32: small, fast, good enough to shape a topology. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How many organisations of each kind a dataset of about `transactions` transactions has. */
export function topologyFor(transactions) {
  const atLeast = (minimum, divisor) => Math.max(minimum, Math.round(transactions / divisor));
  return {
    farmGroups: atLeast(3, 2_500),
    ginners: atLeast(3, 4_000),
    spinners: atLeast(3, 6_000),
    mills: atLeast(2, 12_000),
    assemblies: atLeast(2, 25_000),
    transporters: atLeast(2, 50_000),
  };
}

const pad = (n, width = 3) => String(n).padStart(width, '0');

/** Picks `count` distinct items, each with probability proportional to its weight. */
function pickWeighted(random, items, weightOf, count) {
  const pool = [...items];
  const chosen = [];
  while (chosen.length < count && pool.length > 0) {
    const total = pool.reduce((sum, item) => sum + weightOf(item), 0);
    let r = random() * total;
    let index = 0;
    while (index < pool.length - 1 && r >= weightOf(pool[index])) {
      r -= weightOf(pool[index]);
      index += 1;
    }
    chosen.push(pool.splice(index, 1)[0]);
  }
  return chosen;
}

/** Thresholds for SQL's width_bucket: cumulative shares, without the final 1. */
function cumulativeThresholds(weights) {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  return weights.slice(0, -1).map((weight) => {
    running += weight;
    return running / total;
  });
}

/**
 * Organisations, accounts and partnerships, built in JavaScript from the seeded PRNG. Each producer
 * kind gets a skewed weight (1/rank^0.8 over a shuffled order): it decides how often a ginner is
 * chosen for a farm purchase and how often a partner is chosen as the buyer of a sale.
 */
function buildTopology(seed, transactions) {
  const random = prng(seed);
  const counts = topologyFor(transactions);
  const uid = (key) => stableUuid(seed, key);
  const organisations = [];
  const make = (kind, count, extra = () => ({})) => {
    const ranks = Array.from({ length: count }, (_, i) => i + 1).sort(() => random() - 0.5);
    return Array.from({ length: count }, (_, i) => {
      const organisation = { kind, index: i + 1, id: uid(`facility:${kind}:${i + 1}`), weight: 1 / ranks[i] ** 0.8, ...extra(i + 1) };
      organisations.push(organisation);
      return organisation;
    });
  };
  const farmGroups = make('farm-group', counts.farmGroups);
  const farms = farmGroups.flatMap((group) =>
    Array.from({ length: 10 + Math.floor(random() * 31) }, (_, j) => ({ group, code: pad(j + 1) })),
  );
  farms.forEach((farm, i) => {
    Object.assign(farm, { kind: 'farm', index: i + 1, id: uid(`facility:farm:${i + 1}`), weight: 1 });
    organisations.push(farm);
  });
  const ginners = make('ginner', counts.ginners);
  const spinners = make('spinner', counts.spinners);
  const mills = make('mill', counts.mills);
  const assemblies = make('assembly', counts.assemblies);
  const transporters = make('transporter', counts.transporters);

  const partnerships = [];
  const seen = new Set();
  const partner = (a, b, kind) => {
    const pair = [a.id, b.id].sort().join('|');
    if (seen.has(pair)) return;
    seen.add(pair);
    partnerships.push({ id: uid(`partner:${pair}`), facilityId: a.id, partnerFacilityId: b.id, kind });
  };
  const between = (low, high) => low + Math.floor(random() * (high - low + 1));

  const ginnerFarms = new Map();
  for (const ginner of ginners) {
    const groups = pickWeighted(random, farmGroups, () => 1, between(2, 4));
    for (const group of groups) partner(ginner, group, 'processing_facility');
    ginnerFarms.set(
      ginner.id,
      farms.filter((farm) => groups.includes(farm.group)).map((farm) => farm.id),
    );
  }
  /** seller id → buyers (weighted) and transporters, for the SQL that picks a sale's buyer. */
  const sellers = [];
  const linkDownstream = (upstream, downstream, low, high) => {
    for (const seller of upstream) {
      // Partners at random; the weight then decides how much of the seller's output each one takes.
      const buyers = pickWeighted(random, downstream, () => 1, between(low, Math.min(high, downstream.length)));
      for (const buyer of buyers) partner(seller, buyer, 'processing_facility');
      const carriers = pickWeighted(random, transporters, () => 1, between(1, 2));
      for (const carrier of carriers) partner(seller, carrier, 'transporter');
      sellers.push({
        sellerId: seller.id,
        buyerIds: buyers.map((b) => b.id),
        buyerThresholds: cumulativeThresholds(buyers.map((b) => b.weight)),
        transporterIds: carriers.map((c) => c.id),
      });
    }
  };
  // Every downstream organisation needs at least one supplier; the first pass guarantees it.
  const ensureSupplier = (upstream, downstream) => {
    for (const buyer of downstream) {
      const row = sellers.find((s) => s.buyerIds.includes(buyer.id));
      if (row) continue;
      const seller = upstream[Math.floor(random() * upstream.length)];
      const sellerRow = sellers.find((s) => s.sellerId === seller.id);
      partner(seller, buyer, 'processing_facility');
      sellerRow.buyerIds.push(buyer.id);
      const weights = sellerRow.buyerIds.map((id) => downstream.find((d) => d.id === id)?.weight ?? 1);
      sellerRow.buyerThresholds = cumulativeThresholds(weights);
    }
  };
  linkDownstream(ginners, spinners, 2, 4);
  linkDownstream(spinners, mills, 2, 4);
  linkDownstream(mills, assemblies, 2, 3);
  ensureSupplier(ginners, spinners);
  ensureSupplier(spinners, mills);
  ensureSupplier(mills, assemblies);

  const registered = [...ginners, ...spinners, ...mills, ...assemblies, ...transporters];
  const accounts = registered.map((o) => ({
    id: uid(`user:${o.kind}:${o.index}`),
    facilityId: o.id,
    kind: o.kind,
    email: `${o.kind}-${pad(o.index)}@${BENCH_EMAIL_DOMAIN}`,
    firstName: o.kind[0].toUpperCase() + o.kind.slice(1),
    lastName: pad(o.index),
  }));
  // The ginners with the most partners' demand hold the stock; each sells to its own spinners.
  const stockGinners = [...ginners].sort((a, b) => b.weight - a.weight).slice(0, Math.min(STOCK_GINNERS, ginners.length));
  return {
    counts: { ...counts, farms: farms.length },
    organisations,
    ginners,
    ginnerFarms,
    sellers,
    partnerships,
    accounts,
    stockGinners,
  };
}

const ROLE_OF_KIND = {
  'farm-group': 'FARM',
  farm: 'FARM',
  ginner: 'GINNER',
  spinner: 'SPINNER',
  mill: 'MILL',
  assembly: 'FINAL_PRODUCT_ASSEMBLY',
  transporter: 'TRANSPORTER',
};
const NAME_OF_KIND = {
  'farm-group': 'Farm Group',
  farm: 'Farm',
  ginner: 'Ginning Factory',
  spinner: 'Spinning Mills',
  mill: 'Fabric Mill',
  assembly: 'Garments',
  transporter: 'Haulage',
};
/** What each kind makes, by product definition name. */
const OUTPUT_OF_KIND = { ginner: 'Cotton Bales', spinner: 'Yarn', mill: 'Fabric', assembly: 'Finished Good' };

/** Multi-row INSERT of plain objects, in batches. */
async function insertRows(client, table, rows, batchSize = 500) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const values = [];
    const tuples = batch.map((row) => {
      const placeholders = columns.map((column) => {
        values.push(row[column]);
        return `$${values.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await client.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, values);
  }
}

async function loadReference(client) {
  const one = async (text, values) => (await client.query(text, values)).rows;
  const roles = Object.fromEntries(
    (await one('select code, id from roles where deleted_at is null and code is not null')).map((r) => [r.code, r.id]),
  );
  const definitions = Object.fromEntries(
    (await one('select name, id from product_definitions where deleted_at is null')).map((r) => [r.name, r.id]),
  );
  const attributes = Object.fromEntries((await one('select name, id from attributes where deleted_at is null')).map((r) => [r.name, r.id]));
  const [demo] = await one("select password_hash from users where lower(email) = 'ginner@demo.opentrace.local'");
  const [pakistan] = await one("select id from countries where name = 'Pakistan'");
  for (const name of ['Seed Cotton', 'Cotton Bales', 'Yarn', 'Fabric', 'Finished Good']) {
    if (!definitions[name]) throw new Error(`The database has no "${name}" definition: is the cotton pilot configured (demo data)?`);
  }
  if (!demo) throw new Error('The demo accounts are missing: start the server once with SEED_DEMO=true against this database.');
  return { roles, definitions, attributes, passwordHash: demo.password_hash, countryId: pakistan?.id ?? null };
}

async function insertTopology(client, topology, reference) {
  const created = '2026-03-01T08:00:00Z';
  const facilityRows = topology.organisations.map((o) => ({
    id: o.id,
    name: o.kind === 'farm' ? `${o.group.index}-${o.code} Farm` : `${NAME_OF_KIND[o.kind]} ${pad(o.index)}`,
    role_id: reference.roles[ROLE_OF_KIND[o.kind]],
    country_id: reference.countryId,
    address: `Plot ${o.index}, Industrial Estate`,
    farm_group_id: o.kind === 'farm' ? o.group.id : null,
    code: o.kind === 'farm-group' ? String(5000 + o.index) : o.kind === 'farm' ? o.code : null,
    contact_first_name: o.kind === 'farm' ? 'Farmer' : null,
    contact_last_name: o.kind === 'farm' ? pad(o.index, 5) : null,
    goods_product_definition_ids: OUTPUT_OF_KIND[o.kind] ? [reference.definitions[OUTPUT_OF_KIND[o.kind]]] : [],
    reconciliation_start_at: OUTPUT_OF_KIND[o.kind] ? SEASON_START : null,
    reconciliation_duration_months: OUTPUT_OF_KIND[o.kind] ? 12 : null,
    created_at: created,
    updated_at: created,
  }));
  await insertRows(client, 'facilities', facilityRows);
  await insertRows(
    client,
    'users',
    topology.accounts.map((a) => ({
      id: a.id,
      email: a.email,
      first_name: a.firstName,
      last_name: a.lastName,
      password_hash: reference.passwordHash,
      status: 1,
      user_type: 'Admin',
      role_id: reference.roles[ROLE_OF_KIND[a.kind]],
      facility_id: a.facilityId,
      joined_at: created,
      updated_profile_at: created,
      created_at: created,
      updated_at: created,
    })),
  );
  await insertRows(
    client,
    'facility_partners',
    topology.partnerships.map((p) => ({
      id: p.id,
      facility_id: p.facilityId,
      partner_facility_id: p.partnerFacilityId,
      kind: p.kind,
      created_at: created,
    })),
  );
}

/** Session helpers: identifiers and random numbers derived from (seed, key), as in JavaScript. */
function helperFunctions(seed) {
  return [
    // One expression, so the planner inlines it.
    `create function pg_temp.uid(key text) returns uuid language sql immutable as $$
       select overlay(overlay(md5('${seed}:' || key) placing '4' from 13) placing '8' from 17)::uuid $$`,
    // A uniform number in [0, 1) from a row number and a salt (one salt per decision).
    `create function pg_temp.rnd(n bigint, salt int) returns float8 language sql immutable as $$
       select ((hashint8extended(n, ${seed}::bigint * 1000 + salt) >> 11) & 9007199254740991)::float8 / 9007199254740992.0 $$`,
    `create function pg_temp.pick(ids uuid[], thresholds float8[], r float8) returns uuid language sql immutable as $$
       select case when cardinality(thresholds) = 0 then ids[1] else ids[width_bucket(r, thresholds) + 1] end $$`,
  ];
}

/** The logical model, filled stage by stage, then copied into the real tables in one pass each. */
const WORK_TABLES = `
  create temp table x_product (id uuid, code text, def text, qty numeric(14,2), unit text, qty_kg numeric(14,2), verified numeric(10,2),
    manual boolean, facility_id uuid, created_at timestamptz);
  create temp table x_hold (facility_id uuid, product_id uuid, at timestamptz);
  create temp table x_txn (id uuid, type smallint, from_id uuid, to_id uuid, facility_id uuid, at timestamptz,
    po text, inv text, pl text, price numeric(10,2), currency text);
  create temp table x_txn_item (txn_id uuid, product_id uuid, type smallint);
  create temp table x_tf (id uuid, facility_id uuid, at timestamptz);
  create temp table x_tf_item (tf_id uuid, product_id uuid, role text);
  create temp table x_bp (id uuid, facility_id uuid, kg numeric(14,2), at timestamptz);
  create temp table x_sellers (seller_id uuid primary key, buyer_ids uuid[], buyer_thresholds float8[], transporter_ids uuid[]);
  create temp table x_ginner_farms (ginner_id uuid primary key, farm_ids uuid[]);
  create temp table x_params (ginner_ids uuid[], ginner_thresholds float8[]);`;

/** Price and currency for activity `key` (70 % priced; PKR mostly), as SQL expressions. */
const priceSql = (key, salt) =>
  `case when pg_temp.rnd(${key}, ${salt}) < 0.7 then round((200 + pg_temp.rnd(${key}, ${salt + 1}) * 9800)::numeric, 2) end`;
const currencySql = (key, salt) =>
  `case when pg_temp.rnd(${key}, ${salt}) < 0.7 then (case when pg_temp.rnd(${key}, ${salt + 2}) < 0.85 then 'PKR' else 'USD' end) end`;
const SEASON = `timestamptz '${SEASON_START}'`;
const SEASON_LENGTH = `(timestamptz '${SEASON_END}' - timestamptz '${SEASON_START}')`;
const END = `timestamptz '${SEASON_END}'`;

/** Farm purchases: the ginner logs seed cotton (1–3 lots, 10 % weighed in pounds) from a farm. */
function farmPurchasesSql(purchases) {
  return `
  create temp table x_fp as
    select n, pg_temp.pick(p.ginner_ids, p.ginner_thresholds, pg_temp.rnd(n, 1)) as ginner_id,
      ${SEASON} + pg_temp.rnd(n, 2) * ${SEASON_LENGTH} as at,
      1 + floor(pg_temp.rnd(n, 3) * 3)::int as lots,
      pg_temp.rnd(n, 4) < 0.9 as named
    from generate_series(1, ${purchases}) n cross join x_params p;
  insert into x_txn (id, type, from_id, to_id, facility_id, at, po, price, currency)
    select pg_temp.uid('fp:' || n), 1,
      case when named then f.farm_ids[1 + floor(pg_temp.rnd(n, 5) * cardinality(f.farm_ids))::int] end,
      ginner_id, ginner_id, at, 'PO-F-' || lpad(n::text, 7, '0'), ${priceSql('n', 6)}, ${currencySql('n', 6)}
    from x_fp join x_ginner_farms f using (ginner_id);
  create temp table x_seed as
    select pg_temp.uid('sc:' || (n * 4 + j)) as id, n * 4 + j as pn, n, ginner_id, at, named,
      case when pg_temp.rnd(n * 4 + j, 10) < 0.1 then 'Pounds' else 'Kilograms' end as unit,
      round((400 + pg_temp.rnd(n * 4 + j, 11) * 3600)::numeric, 2) as qty
    from x_fp, generate_series(1, lots) j;
  insert into x_product (id, code, def, qty, unit, qty_kg, verified, manual, facility_id, created_at)
    select id, 'SC-' || pn, 'Seed Cotton', qty, unit, case when unit = 'Pounds' then round(qty * 0.45359237, 2) else qty end,
      case when named then 100 else 0 end, true, ginner_id, at from x_seed;
  insert into x_txn_item select pg_temp.uid('fp:' || n), id, 1 from x_seed;
  insert into x_hold select ginner_id, id, at from x_seed;
  drop table x_seed;`;
}

/**
 * One processing stage: each facility turns what it bought (`input`, in purchase order) into
 * `outputs` products of `output` per `groupSize` inputs, keeping `ratio` of the weight, and sets
 * aside a by-product for some transformations. Groups that would finish after the season stay
 * untransformed (stock in hand).
 */
function transformSql({ stage, input, output, prefix, groupSize, outputs, ratio, byProductShare, byProductRate }) {
  return `
  create temp table x_in_${stage} as
    select ti.product_id, t.facility_id, t.at, p.qty_kg, p.verified,
      (row_number() over (partition by t.facility_id order by t.at, ti.product_id) - 1) / ${groupSize} as grp
    from x_txn t join x_txn_item ti on ti.txn_id = t.id join x_product p on p.id = ti.product_id
    where t.type = 1 and p.def = '${input}' and t.facility_id = t.to_id;
  create temp table x_tf_${stage} as
    select pg_temp.uid('tf:${stage}:' || k) as id, k, facility_id, grp, kg, ver,
      last_at + (2 + pg_temp.rnd(k, 20) * 46) * interval '1 hour' as at
    from (select row_number() over (order by facility_id, grp) as k, facility_id, grp, sum(qty_kg) as kg,
            round(sum(qty_kg * verified) / nullif(sum(qty_kg), 0), 2) as ver, max(at) as last_at
          from x_in_${stage} group by facility_id, grp having count(*) = ${groupSize}) g;
  delete from x_tf_${stage} where at > ${END};
  insert into x_tf select id, facility_id, at from x_tf_${stage};
  insert into x_tf_item select tf.id, i.product_id, 'input' from x_tf_${stage} tf join x_in_${stage} i using (facility_id, grp);
  create temp table x_out_${stage} as
    select pg_temp.uid('${prefix}:' || (k * 8 + j)) as product_id, k * 8 + j as pn, tf.id as tf_id, facility_id, at,
      round(kg * ${ratio} / ${outputs}, 2) as qty, ver
    from x_tf_${stage} tf, generate_series(1, ${outputs}) j;
  insert into x_product (id, code, def, qty, unit, qty_kg, verified, manual, facility_id, created_at)
    select product_id, '${prefix}-' || lpad(pn::text, 8, '0'), '${output}', qty, 'Kilograms', qty, ver, false, facility_id, at from x_out_${stage};
  insert into x_tf_item select tf_id, product_id, 'output' from x_out_${stage};
  insert into x_hold select facility_id, product_id, at from x_out_${stage};
  insert into x_bp select pg_temp.uid('bp:${stage}:' || k), facility_id, round(kg * ${byProductShare}, 2), at + interval '1 hour'
    from x_tf_${stage} where pg_temp.rnd(k, 21) < ${byProductRate} and at + interval '1 hour' <= ${END};
  drop table x_in_${stage};
  analyze x_product; analyze x_txn; analyze x_txn_item;`;
}

/**
 * The stage's outputs are sold `perSale` at a time to a partner chosen by weight, which logs the
 * matching purchase within two days (sooner near the season's end); `transportRate` of the sales are
 * also transported.
 */
function saleSql({ stage, perSale, transportRate }) {
  const upper = stage.toUpperCase();
  return `
  create temp table x_sin_${stage} as
    select product_id, facility_id as seller, at,
      (row_number() over (partition by facility_id order by at, product_id) - 1) / ${perSale} as grp
    from x_out_${stage};
  create temp table x_sale_${stage} as
    select k, seller, grp, sold_at,
      sold_at + pg_temp.rnd(k, 41) * least(interval '48 hours', ${END} - sold_at) as purchased_at,
      pg_temp.pick(s.buyer_ids, s.buyer_thresholds, pg_temp.rnd(k, 42)) as buyer,
      case when pg_temp.rnd(k, 43) < ${transportRate}
        then s.transporter_ids[1 + floor(pg_temp.rnd(k, 44) * cardinality(s.transporter_ids))::int] end as transporter
    from (select k, seller, grp, made_at + (1 + pg_temp.rnd(k, 40) * 95) * interval '1 hour' as sold_at
          from (select row_number() over (order by seller, grp) as k, seller, grp, max(at) as made_at
                from x_sin_${stage} group by seller, grp having count(*) = ${perSale}) g) sale
    join x_sellers s on s.seller_id = sale.seller
    where sold_at <= ${END};
  insert into x_txn (id, type, from_id, to_id, facility_id, at, inv, pl, price, currency)
    select pg_temp.uid('sale:${stage}:' || k), 2, seller, buyer, seller, sold_at,
      'INV-${upper}-' || lpad(k::text, 7, '0'), 'PL-${upper}-' || lpad(k::text, 7, '0'), ${priceSql('k', 45)}, ${currencySql('k', 45)}
    from x_sale_${stage};
  insert into x_txn (id, type, from_id, to_id, facility_id, at, po, price, currency)
    select pg_temp.uid('purchase:${stage}:' || k), 1, seller, buyer, buyer, purchased_at,
      'PO-${upper}-' || lpad(k::text, 7, '0'), ${priceSql('k', 45)}, ${currencySql('k', 45)}
    from x_sale_${stage};
  insert into x_txn (id, type, from_id, to_id, facility_id, at, pl)
    select pg_temp.uid('transport:${stage}:' || k), 3, seller, transporter, seller, sold_at + least(interval '2 hours', (${END} - sold_at) / 2),
      'PL-${upper}-' || lpad(k::text, 7, '0')
    from x_sale_${stage} where transporter is not null;
  insert into x_txn_item
    select pg_temp.uid(kind || ':${stage}:' || s.k), i.product_id, type
    from x_sale_${stage} s join x_sin_${stage} i using (seller, grp)
    cross join lateral (values ('sale', 2::smallint), ('purchase', 1::smallint), ('transport', 3::smallint)) v(kind, type)
    where kind <> 'transport' or s.transporter is not null;
  insert into x_hold select s.buyer, i.product_id, s.sold_at from x_sale_${stage} s join x_sin_${stage} i using (seller, grp);
  drop table x_sin_${stage}; drop table x_sale_${stage}; drop table x_out_${stage}; drop table x_tf_${stage};
  analyze x_txn; analyze x_txn_item;`;
}

/** Unsold bales made without inputs ("stock in hand") by the stock ginners in the season's last week. */
function stockSql(stockGinnerIds) {
  const perGinner = Math.ceil(STOCK_BALES / stockGinnerIds.length);
  const batches = Math.ceil(perGinner / STOCK_BALES_PER_TRANSFORMATION);
  const ids = `array[${stockGinnerIds.map((id) => `'${id}'::uuid`).join(', ')}]`;
  return `
  create temp table x_tf_stock as
    select pg_temp.uid('tf:stock:' || g || ':' || b) as id, g, b, (${ids})[g] as facility_id,
      timestamptz '2026-11-15T06:00:00Z' + (b - 1) * (interval '5 days' / ${batches}) as at
    from generate_series(1, ${stockGinnerIds.length}) g, generate_series(1, ${batches}) b;
  insert into x_tf select id, facility_id, at from x_tf_stock;
  create temp table x_out_stock as
    select pg_temp.uid('stk:' || g || ':' || b || ':' || j) as product_id, 'STK-' || lpad(g::text, 2, '0') || '-' || lpad(((b - 1) * ${STOCK_BALES_PER_TRANSFORMATION} + j)::text, 5, '0') as code,
      id as tf_id, facility_id, at
    from x_tf_stock, generate_series(1, ${STOCK_BALES_PER_TRANSFORMATION}) j;
  insert into x_product (id, code, def, qty, unit, qty_kg, verified, manual, facility_id, created_at)
    select product_id, code, 'Cotton Bales', 170, 'Kilograms', 170, 80, false, facility_id, at from x_out_stock;
  insert into x_tf_item select tf_id, product_id, 'output' from x_out_stock;
  insert into x_hold select facility_id, product_id, at from x_out_stock;
  drop table x_tf_stock; drop table x_out_stock;`;
}

/** Attribute values as the forms store them (DOMAIN.md §3.2), per definition. */
function attributesSql(attributes) {
  const id = (name) => {
    const value = attributes[name];
    if (!/^[0-9a-f-]{36}$/.test(value ?? '')) throw new Error(`The cotton pilot has no "${name}" attribute`);
    return `'${value}'`;
  };
  const pair = (name, value, unit = 'null') => `jsonb_build_object('attributeId', ${id(name)}, 'value', ${value}, 'quantityUnit', ${unit})`;
  const weight = pair('Total Weight', 'p.qty', 'p.unit');
  return `case p.def
    when 'Seed Cotton' then jsonb_build_array(${pair('Trash Content', "'Low'")}, ${pair('Moisture Level', '8.5')}, ${weight})
    when 'Cotton Bales' then jsonb_build_array(${pair('Product ID', 'p.code')}, ${pair('Trash Content', "'Low'")}, ${pair('Moisture Level', '7.5')}, ${weight})
    else jsonb_build_array(${pair('Product ID', 'p.code')}, ${pair('Description', "p.def || ' ' || p.code")}, ${weight}) end`;
}

const document = (name) => `'[{"fileName": "${name}.pdf", "blobName": "bench-${name}"}]'::jsonb`;

/**
 * The logical model into the application's tables, one INSERT … SELECT per table, in primary-key
 * order so each primary key grows at its right edge instead of at random pages.
 */
function finalInsertsSql(reference) {
  const definitions = Object.entries(reference.definitions)
    .map(([name, id]) => `('${name.replace(/'/g, "''")}', '${id}'::uuid)`)
    .join(', ');
  return [
    [
      'flags',
      `create temp table x_defs (name text primary key, id uuid); insert into x_defs values ${definitions};
       create temp table x_flags as
         select product_id, bool_or(kind = 1) as purchased, bool_or(kind = 2) as sold, bool_or(kind = 3) as transported, bool_or(kind = 4) as transformed
         from (select product_id, type as kind from x_txn_item union all select product_id, 4 from x_tf_item where role = 'input') u
         group by product_id;
       create temp table x_creator as select facility_id, id as user_id from users where facility_id is not null;
       create temp table x_weight as
         select i.txn_id, sum(p.qty_kg) as kg, count(*) as products, sum(p.qty_kg * coalesce(p.verified, 0)) / 100 as verified,
           sum(p.qty_kg * case when p.verified is null then 100 else 100 - p.verified end) / 100 as not_verified
         from x_txn_item i join x_product p on p.id = i.product_id group by i.txn_id;
       create temp table x_bought as
         select t.to_id as facility_id, i.product_id, min(t.at) as at from x_txn t join x_txn_item i on i.txn_id = t.id where t.type = 1 group by 1, 2;
       create temp table x_released as
         select facility_id, product_id, min(at) as at from (
           select t.from_id as facility_id, i.product_id, t.at from x_txn t join x_txn_item i on i.txn_id = t.id where t.type = 2
           union all select f.facility_id, i.product_id, f.at from x_tf f join x_tf_item i on i.tf_id = f.id where i.role = 'input') r
         group by 1, 2;
       analyze x_flags; analyze x_creator; analyze x_weight; analyze x_hold; analyze x_bought; analyze x_released; analyze x_tf; analyze x_tf_item; analyze x_bp;`,
    ],
    [
      'products',
      `insert into products (id, code, product_definition_id, quantity, quantity_unit, quantity_kg, additional_attributes, verified_percentage,
         not_verified_percentage, is_manual_added, created_facility_id, is_purchased, is_sold, is_transformed, is_transported, created_at, updated_at)
       select p.id, p.code, d.id, p.qty, p.unit, p.qty_kg, ${attributesSql(reference.attributes)}, p.verified, 100 - p.verified, p.manual, p.facility_id,
         coalesce(f.purchased, false), coalesce(f.sold, false), coalesce(f.transformed, false), coalesce(f.transported, false), p.created_at, p.created_at
       from x_product p join x_defs d on d.name = p.def left join x_flags f on f.product_id = p.id order by p.id`,
    ],
    [
      'facility_items',
      `insert into facility_items (facility_id, product_id, created_at, quantity_kg, purchased_at, released_at)
       select h.facility_id, h.product_id, h.at, case when b.at is not null then p.qty_kg end, b.at, r.at
       from x_hold h join x_product p on p.id = h.product_id
         left join x_bought b on b.facility_id = h.facility_id and b.product_id = h.product_id
         left join x_released r on r.facility_id = h.facility_id and r.product_id = h.product_id
       order by 1, 2`,
    ],
    [
      'transactions',
      `insert into transactions (id, type, from_facility_id, to_facility_id, facility_id, price, currency, total_weight, weight_unit, total_weight_kg,
         verified_weight_kg, not_verified_weight_kg, purchase_order_number, invoice_number, packing_list_number, transacted_at, upload_proofs, upload_invoices, upload_packing_lists, creator_id, created_at)
       select t.id, t.type, t.from_id, t.to_id, t.facility_id, t.price, t.currency,
         case when t.type = 3 then ceil(w.kg) else w.kg end, 'Kilograms', case when t.type = 3 then ceil(w.kg) else w.kg end,
         case when t.type in (1, 2) then w.verified end, case when t.type in (1, 2) then w.not_verified end, t.po, t.inv, t.pl, t.at,
         case when t.type = 1 then ${document('proof')} else '[]'::jsonb end,
         case when t.type = 2 then ${document('invoice')} else '[]'::jsonb end,
         case when t.type in (2, 3) then ${document('packing-list')} else '[]'::jsonb end,
         c.user_id, t.at + interval '7 minutes'
       from x_txn t join x_weight w on w.txn_id = t.id left join x_creator c on c.facility_id = t.facility_id order by t.id`,
    ],
    [
      'transaction_items',
      `insert into transaction_items (transaction_id, product_id) select txn_id, product_id from x_txn_item order by 1, 2`,
    ],
    [
      'transformations',
      `insert into transformations (id, facility_id, transformed_at, creator_id, created_at)
       select t.id, t.facility_id, t.at, c.user_id, t.at + interval '5 minutes' from x_tf t left join x_creator c using (facility_id) order by t.id`,
    ],
    [
      'transformation_items',
      `insert into transformation_items (transformation_id, product_id, role) select tf_id, product_id, role from x_tf_item order by 1, 2`,
    ],
    [
      'by_products',
      `insert into by_products (id, facility_id, total_weight, weight_unit, total_weight_kg, recorded_at, upload_proofs, creator_id, created_at)
       select b.id, b.facility_id, b.kg, 'Kilograms', b.kg, b.at, ${document('by-product')}, c.user_id, b.at + interval '5 minutes'
       from x_bp b left join x_creator c using (facility_id) order by b.id`,
    ],
    [
      'events',
      `insert into events (id, facility_id, type, recorded_at, transaction_id, transformation_id, by_product_id, created_at)
       select pg_temp.uid('event:' || id) as event_id, facility_id, type, at, transaction_id, transformation_id, by_product_id, at + interval '7 minutes'
       from (select id, facility_id, type, at, id as transaction_id, null::uuid as transformation_id, null::uuid as by_product_id from x_txn
             union all select id, facility_id, 4, at, null, id, null from x_tf
             union all select id, facility_id, 5, at, null, null, id from x_bp) e
       order by event_id`,
    ],
  ];
}

const BULK_TABLES = [
  'products',
  'facility_items',
  'transactions',
  'transaction_items',
  'transformations',
  'transformation_items',
  'by_products',
  'events',
];

/**
 * Drops the bulk tables' secondary indexes (those not behind a constraint) and answers their exact
 * definitions: building an index once over all rows is far faster than millions of random inserts.
 */
async function setIndexesAside(client) {
  const { rows } = await client.query(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
     order by i.tablename, i.indexname`,
    [BULK_TABLES],
  );
  for (const index of rows) await client.query(`drop index "${index.name}"`);
  return rows;
}

/**
 * The foreign keys the bulk load did not check (its session skips their triggers), checked once in
 * bulk: each count must be zero.
 */
const ORPHANS_SQL = `select
  (select count(*) from products p where not exists (select 1 from facilities f where f.id = p.created_facility_id)
     or not exists (select 1 from product_definitions d where d.id = p.product_definition_id)) as products,
  (select count(*) from facility_items i where not exists (select 1 from products p where p.id = i.product_id)
     or not exists (select 1 from facilities f where f.id = i.facility_id)) as facility_items,
  (select count(*) from transactions t where not exists (select 1 from facilities f where f.id = t.facility_id)
     or (t.from_facility_id is not null and not exists (select 1 from facilities f where f.id = t.from_facility_id))
     or (t.to_facility_id is not null and not exists (select 1 from facilities f where f.id = t.to_facility_id))) as transactions,
  (select count(*) from transaction_items i where not exists (select 1 from transactions t where t.id = i.transaction_id)
     or not exists (select 1 from products p where p.id = i.product_id)) as transaction_items,
  (select count(*) from transformation_items i where not exists (select 1 from transformations t where t.id = i.transformation_id)
     or not exists (select 1 from products p where p.id = i.product_id)) as transformation_items,
  (select count(*) from events e where (e.transaction_id is not null and not exists (select 1 from transactions t where t.id = e.transaction_id))
     or (e.transformation_id is not null and not exists (select 1 from transformations t where t.id = e.transformation_id))
     or (e.by_product_id is not null and not exists (select 1 from by_products b where b.id = e.by_product_id))) as events`;

/**
 * Loads the synthetic season into a migrated, demo-seeded database. Returns rows per table and
 * the time each phase took.
 */
export async function generateDataset(url, { size, seed = DEFAULT_SEED, log = console.log } = {}) {
  const transactions = SIZES[size];
  if (!transactions) throw new Error(`Unknown size "${size}"; use one of ${Object.keys(SIZES).join(', ')}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const phases = [];
  const timed = async (name, work) => {
    const started = performance.now();
    await work();
    const seconds = lib.round((performance.now() - started) / 1000, 1);
    phases.push({ name, seconds });
    log(`  ${name.padEnd(24)} ${seconds} s`);
  };
  const started = performance.now();
  try {
    const [marker] = (await client.query('select value from app_meta where key = $1', [DATASET_MARKER])).rows;
    if (marker) throw new Error(`${url} already holds a dataset (${marker.value}); generate into a fresh database.`);
    // Session-only settings for a bulk load: temporary tables stay in memory, commits do not wait
    // for the disk, and foreign-key and notification triggers are skipped (the rows are consistent
    // by construction, and no server is listening).
    await client.query(`set temp_buffers = '512MB'; set work_mem = '256MB'; set maintenance_work_mem = '512MB';
      set synchronous_commit = off; set session_replication_role = replica`);
    const reference = await loadReference(client);
    const topology = buildTopology(seed, transactions);
    const farmPurchases = Math.round(transactions / TRANSACTIONS_PER_FARM_PURCHASE);
    log(`Dataset ${size} (seed ${seed}): ${farmPurchases} farm purchases; ${JSON.stringify(topology.counts)}`);

    await timed('organisations', async () => {
      await client.query('begin');
      await insertTopology(client, topology, reference);
      await client.query('commit');
    });
    await timed('work tables', async () => {
      for (const statement of helperFunctions(seed)) await client.query(statement);
      await client.query(WORK_TABLES);
      await insertRows(
        client,
        'x_sellers',
        topology.sellers.map((s) => ({
          seller_id: s.sellerId,
          buyer_ids: s.buyerIds,
          buyer_thresholds: s.buyerThresholds,
          transporter_ids: s.transporterIds,
        })),
      );
      await insertRows(
        client,
        'x_ginner_farms',
        [...topology.ginnerFarms].map(([ginnerId, farmIds]) => ({ ginner_id: ginnerId, farm_ids: farmIds })),
      );
      await client.query('insert into x_params values ($1, $2)', [
        topology.ginners.map((g) => g.id),
        cumulativeThresholds(topology.ginners.map((g) => g.weight)),
      ]);
    });
    await timed('farm purchases', () => client.query(farmPurchasesSql(farmPurchases)));
    // Seed cotton → lint bales (35 %), seed and trash set aside; bales → yarn; yarn → fabric; fabric → garments.
    const stages = [
      {
        stage: 'g',
        input: 'Seed Cotton',
        output: 'Cotton Bales',
        prefix: 'CB',
        groupSize: 6,
        outputs: 4,
        ratio: 0.35,
        byProductShare: 0.58,
        byProductRate: 0.9,
        perSale: 3,
        transportRate: 0.5,
      },
      {
        stage: 's',
        input: 'Cotton Bales',
        output: 'Yarn',
        prefix: 'YN',
        groupSize: 6,
        outputs: 3,
        ratio: 0.85,
        byProductShare: 0.12,
        byProductRate: 0.7,
        perSale: 3,
        transportRate: 0.3,
      },
      {
        stage: 'm',
        input: 'Yarn',
        output: 'Fabric',
        prefix: 'FB',
        groupSize: 6,
        outputs: 3,
        ratio: 0.9,
        byProductShare: 0.08,
        byProductRate: 0.5,
        perSale: 3,
        transportRate: 0.2,
      },
      {
        stage: 'a',
        input: 'Fabric',
        output: 'Finished Good',
        prefix: 'FG',
        groupSize: 4,
        outputs: 2,
        ratio: 0.95,
        byProductShare: 0.04,
        byProductRate: 0.3,
      },
    ];
    for (const stage of stages) {
      await timed(`${stage.output} made`, () => client.query(transformSql(stage)));
      if (stage.perSale) await timed(`${stage.output} sold`, () => client.query(saleSql(stage)));
    }
    await client.query('drop table x_out_a; drop table x_tf_a');
    await timed('stock for throughput', () => client.query(stockSql(topology.stockGinners.map((g) => g.id))));
    let indexes = [];
    await timed('indexes set aside', async () => {
      indexes = await setIndexesAside(client);
    });
    for (const [name, statement] of finalInsertsSql(reference)) {
      await timed(name === 'flags' ? 'flags and weights' : `insert ${name}`, () => client.query(statement));
    }
    // The same definitions as before, so the schema is exactly the migrations' (unique ones re-check their rows).
    await timed(`${indexes.length} indexes rebuilt`, async () => {
      for (const index of indexes) await client.query(index.definition);
    });
    await timed('foreign keys checked', async () => {
      const [orphans] = (await client.query(ORPHANS_SQL)).rows;
      const broken = Object.entries(orphans).filter(([, n]) => Number(n) > 0);
      if (broken.length > 0) throw new Error(`Rows without their referenced row: ${JSON.stringify(Object.fromEntries(broken))}`);
    });
    await timed('vacuum analyze', async () => {
      for (const table of [...BULK_TABLES, 'facilities', 'users', 'facility_partners']) await client.query(`vacuum (analyze) ${table}`);
    });

    const rows = {};
    for (const table of [...BULK_TABLES, 'facilities', 'users', 'facility_partners']) {
      rows[table] = Number((await client.query(`select count(*)::bigint as n from ${table}`)).rows[0].n);
    }
    const byType = Object.fromEntries(
      (await client.query('select type, count(*)::bigint as n from transactions group by type order by type')).rows.map((r) => [
        { 1: 'purchases', 2: 'sales', 3: 'transports' }[r.type],
        Number(r.n),
      ]),
    );
    const summary = {
      size,
      seed,
      targetTransactions: transactions,
      transactions: rows.transactions,
      transactionsByType: byType,
      organisations: topology.counts,
      stockGinnerEmails: topology.stockGinners.map((g) => `ginner-${pad(g.index)}@${BENCH_EMAIL_DOMAIN}`),
      rows,
      phases,
      seconds: lib.round((performance.now() - started) / 1000, 1),
      generatedAt: new Date().toISOString(),
    };
    await client.query('insert into app_meta (key, value) values ($1, $2)', [DATASET_MARKER, JSON.stringify(summary)]);
    return summary;
  } finally {
    await client.end();
  }
}

/** The dataset summary a database holds, or null (no database, or no dataset in it). */
export async function readDatasetSummary(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const { rows } = await client.query("select value from app_meta where key = $1 and to_regclass('app_meta') is not null", [
      DATASET_MARKER,
    ]);
    return rows[0] ? JSON.parse(rows[0].value) : null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** Drops and recreates the size's database, then lets the built server migrate it and seed the demo. */
export async function prepareDatabase(size) {
  const admin = new pg.Client({ connectionString: `${serverUrl()}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${databaseName(size)} with (force)`);
    await admin.query(`create database ${databaseName(size)}`);
  } finally {
    await admin.end();
  }
  await lib.ensureBuild();
  const dataDir = lib.tempDataDir(`dataset-${size}`);
  const server = await lib.startServer({ dataDir, env: { DATABASE_URL: databaseUrl(size), SEED_DEMO: 'true' } });
  try {
    await lib.waitForHealth(server, { timeoutMs: 180_000 });
  } finally {
    await lib.stopServer(server);
    lib.removeDir(dataDir);
  }
}

export function sizesFrom(args, fallback = '10k,100k') {
  const named = args.filter((arg) => !arg.startsWith('--'));
  const list = named.length > 0 ? named : (process.env.BENCH_SIZES || fallback).split(',');
  const sizes = list.map((s) => s.trim().toLowerCase()).filter(Boolean);
  for (const size of sizes) if (!SIZES[size]) throw new Error(`Unknown size "${size}"; use ${Object.keys(SIZES).join(', ')}`);
  return sizes;
}

async function main() {
  const args = process.argv.slice(2);
  const seed = Number(process.env.BENCH_SEED || DEFAULT_SEED);
  const into = args.find((arg) => arg.startsWith('--database-url='))?.slice('--database-url='.length);
  for (const size of sizesFrom(args)) {
    const url = into ?? databaseUrl(size);
    if (!into) {
      console.log(`Preparing ${databaseName(size)} (migrations and demo seed through the built server)…`);
      await prepareDatabase(size);
    }
    console.log(`Generating into ${url.replace(/\/\/[^@]*@/, '//')}`);
    const summary = await generateDataset(url, { size, seed });
    console.log(`Done in ${summary.seconds} s: ${summary.transactions} transactions ${JSON.stringify(summary.transactionsByType)}`);
    for (const [table, count] of Object.entries(summary.rows)) console.log(`  ${table.padEnd(22)} ${count}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
