// Risk inputs for the risk-engine benchmark (bench/risk.mjs), added in SQL to a database that already holds
// bench/activities-dataset.mjs's chain (normally opentrace_bench_1m) and the demo's cotton indicator list:
//   - a risk score for every country a facility is in (Pakistan 64, the others 10–89);
//   - incident reports on three facilities in ten (1–3 each, each naming 1–3 labour risks of the indicator list,
//     severity 1–3): 60 % hotline reports by the demo administrator, 30 % proactive scans by the hotline operator,
//     10 % by the auditor; one in twenty closed as unfounded; a quarter answered by the auditor, who re-rates the
//     first risk and, one time in three, names another;
//   - "Ginning Factory 001" (the dataset's first ginner) with 250 reports of two risks each, none unfounded: 500 report items,
//     plus its country and List of Goods items, for the one-facility figure;
//   - the demo brand's suppliers: every generated organisation that is not a farm (the supplier-detail figures).
// Deterministic (md5 of the seed and a row key) and repeatable: the reports it wrote before are deleted first.
//
// Usage: node bench/risk-dataset.mjs [--database-url=URL]   (default: the 1m dataset's database)
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as dataset from './activities-dataset.mjs';
import * as lib from './lib.mjs';

const require = createRequire(path.join(lib.ROOT, 'apps/api/package.json'));
const pg = require('pg');

export const RISK_DATASET_MARKER = 'bench_risk_dataset';
/** Marks the rows this script writes, so a second run replaces them. */
const LOCATION = 'Bench risk dataset';
export const BIG_REPORTS = 250;
export const BIG_PAIRS_PER_REPORT = 2;

/** The facility with 500 report items: the dataset's first ginner. */
export const bigFacilityId = (seed = dataset.DEFAULT_SEED) => dataset.stableUuid(seed, 'facility:ginner:1');

const EMAILS = {
  admin: 'admin@demo.opentrace.local',
  hotline: 'hotline@demo.opentrace.local',
  auditor: 'auditor@demo.opentrace.local',
  brand: 'brand@demo.opentrace.local',
};

function helpers(seed) {
  return [
    // Uniform in [0, 1) from md5(seed:key).
    `create or replace function pg_temp.rnd(key text) returns float8 language sql immutable as $$
       select ('x' || substr(md5('${seed}:' || key), 1, 8))::bit(32)::bigint / 4294967296.0 $$`,
    // The same version-4-shaped id as the activities dataset's stableUuid, from another key space.
    `create or replace function pg_temp.uid(key text) returns uuid language sql immutable as $$
       select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid
       from md5('${seed}:' || key) h $$`,
  ];
}

/** Adds the risk inputs; answers a summary (also stored in app_meta under RISK_DATASET_MARKER). */
export async function addRiskInputs(url, { seed = dataset.DEFAULT_SEED, log = console.log } = {}) {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label, text, params) => {
    const begun = performance.now();
    const result = await client.query(text, params);
    log(`  ${label.padEnd(26)} ${lib.round((performance.now() - begun) / 1000)} s`);
    return result;
  };
  try {
    const big = bigFacilityId(seed);
    const { rows: people } = await client.query(
      `select u.email, u.id, u.facility_id from users u where u.email = any($1) and u.deleted_at is null`,
      [Object.values(EMAILS)],
    );
    const byEmail = new Map(people.map((row) => [row.email, row]));
    for (const email of Object.values(EMAILS)) if (!byEmail.has(email)) throw new Error(`No ${email}: is the demo seeded?`);
    const { rows: bigRows } = await client.query('select name from facilities where id = $1', [big]);
    if (bigRows.length === 0) throw new Error('No "Ginning Factory 001": run node bench/activities-dataset.mjs first.');

    await client.query('begin');
    for (const text of helpers(seed)) await client.query(text);
    await step('previous rows removed', `delete from incident_reports where location = $1`, [LOCATION]);
    const { rows: subs } = await step(
      'indicator list',
      `create temp table r_sub on commit drop as
         select (row_number() over (order by s.id))::int as n, s.id as sub_id, s.parent_id as ind_id
         from indicators s join indicators i on i.id = s.parent_id
         where s.type = 2 and s.deleted_at is null and i.deleted_at is null and i.category_id is not null;
       select count(*)::int as count from r_sub`,
    ).then((results) => results.at(-1));
    const subCount = subs[0].count;
    if (subCount < 8) throw new Error(`The indicator list has ${subCount} live sub-indicators; the demo's cotton list has 217.`);

    await step(
      'country scores',
      `insert into country_risk_scores (country_id, score, updated_at)
         select c.id, case when c.name = 'Pakistan' then 64 else 10 + floor(pg_temp.rnd('country:' || c.id) * 80)::int end, now()
         from countries c where c.id in (select country_id from facilities where country_id is not null)
       on conflict (country_id) do update set score = excluded.score, updated_at = excluded.updated_at`,
    );

    // Reports: a key, the facility, whether it is the big facility's, then its source and dates drawn from the key.
    await step(
      'reports',
      `create temp table r_rep on commit drop as
         select pg_temp.uid('risk-report:' || key) as id, key, facility_id, is_big,
           pg_temp.rnd('source:' || key) as source_draw,
           timestamptz '2026-04-01T08:00:00Z' + pg_temp.rnd('at:' || key) * interval '230 days' as at,
           pg_temp.rnd('outcome:' || key) as outcome_draw,
           pg_temp.rnd('response:' || key) as response_draw
         from (
           select f.id || ':' || k as key, f.id as facility_id, false as is_big
           from facilities f join roles r on r.id = f.role_id, generate_series(1, 3) k
           where r.type = 'Producer' and f.deleted_at is null and f.id <> '${big}'
             and pg_temp.rnd('has:' || f.id) < 0.3 and k <= 1 + floor(pg_temp.rnd('count:' || f.id) * 3)
           union all
           select 'big:' || k, '${big}'::uuid, true from generate_series(1, ${BIG_REPORTS}) k
         ) r`,
    );
    await step(
      'report rows',
      `insert into incident_reports (id, facility_id, location, priority, message, source, reported_by_id, reason, status,
           outcome, outcome_reasons, closed_at, closed_by_id, recorded_at, latest_activity_at, created_at, updated_at)
         select id, facility_id, $1, 1 + floor(pg_temp.rnd('priority:' || key) * 3)::int, 'Generated for bench/risk.mjs.',
           case when source_draw < 0.6 then 'HOTLINE' else 'PROACTIVE' end,
           case when source_draw < 0.6 then $2::uuid when source_draw < 0.9 then $3::uuid else $4::uuid end,
           case when source_draw < 0.6 then 'OTHER' end,
           case when response_draw < 0.25 then 'RESPONSE_SENT' else 'NEW' end,
           case when outcome_draw < 0.05 and not is_big then 'UNFOUNDED' when outcome_draw < 0.2 then 'FOUNDED' end,
           case when outcome_draw < 0.2 then 'Checked on site.' end,
           case when outcome_draw < 0.2 then at + interval '10 days' end,
           case when outcome_draw < 0.2 then $2::uuid end,
           at, at + interval '10 days', at, at
         from r_rep order by id`,
      [LOCATION, byEmail.get(EMAILS.admin).id, byEmail.get(EMAILS.hotline).id, byEmail.get(EMAILS.auditor).id],
    );
    // A report's j-th risk is 37 places after its previous one in the list (a response's new one is the 4th), so they
    // differ while the list holds more than 111 sub-indicators; with fewer, a repeated pair is skipped.
    await step(
      'report risks',
      `insert into incident_report_risks (report_id, indicator_id, sub_indicator_id, severity, created_at)
         select r.id, s.ind_id, s.sub_id, 1 + floor(pg_temp.rnd('severity:' || r.key || ':' || j) * 3)::int, r.at
         from r_rep r
         cross join lateral generate_series(1, case when r.is_big then ${BIG_PAIRS_PER_REPORT} else 1 + floor(pg_temp.rnd('pairs:' || r.key) * 3)::int end) j
         join r_sub s on s.n = 1 + (floor(pg_temp.rnd('sub:' || r.key) * ${subCount})::int + (j - 1) * 37) % ${subCount}
       on conflict do nothing`,
    );
    await step(
      'responses',
      `insert into incident_responses (id, report_id, recorded_at, priority, message, responder_id, created_at)
         select pg_temp.uid('risk-response:' || key), id, at + interval '3 days', 2, 'Visited; generated for bench/risk.mjs.', $1::uuid,
           at + interval '3 days'
         from r_rep where response_draw < 0.25`,
      [byEmail.get(EMAILS.auditor).id],
    );
    // The first risk re-rated; a third of the other facilities' responses name one more.
    await step(
      'response risks',
      `insert into incident_response_risks (response_id, indicator_id, sub_indicator_id, severity)
         select pg_temp.uid('risk-response:' || r.key), s.ind_id, s.sub_id, 1 + floor(pg_temp.rnd('re-rated:' || r.key || ':' || j) * 3)::int
         from r_rep r
         cross join lateral (values (1), (4)) v(j)
         join r_sub s on s.n = 1 + (floor(pg_temp.rnd('sub:' || r.key) * ${subCount})::int + (j - 1) * 37) % ${subCount}
         where r.response_draw < 0.25 and (j = 1 or (not r.is_big and pg_temp.rnd('new-pair:' || r.key) < 1.0 / 3))
       on conflict do nothing`,
    );
    const brand = byEmail.get(EMAILS.brand);
    await step(
      "brand's suppliers",
      `insert into brand_suppliers (brand_facility_id, supplier_facility_id, created_by_brand, created_by_id)
         select $1::uuid, f.id, false, $2::uuid
         from facilities f join roles r on r.id = f.role_id
         where r.type = 'Producer' and f.deleted_at is null and r.name <> 'Farm' and f.id <> $1
       on conflict do nothing`,
      [brand.facility_id, brand.id],
    );
    const { rows: counts } = await client.query(
      `select (select count(*)::int from incident_reports where location = $1) as reports,
              (select count(*)::int from incident_report_risks k join incident_reports r on r.id = k.report_id where r.location = $1) as "reportRisks",
              (select count(*)::int from incident_responses p join incident_reports r on r.id = p.report_id where r.location = $1) as responses,
              (select count(*)::int from incident_response_risks k join incident_responses p on p.id = k.response_id
                 join incident_reports r on r.id = p.report_id where r.location = $1) as "responseRisks",
              (select count(distinct facility_id)::int from incident_reports where location = $1) as "facilitiesReported",
              (select count(*)::int from country_risk_scores) as "countryScores",
              (select count(*)::int from brand_suppliers where brand_facility_id = $2) as "brandSuppliers"`,
      [LOCATION, brand.facility_id],
    );
    const summary = { seed, bigFacilityId: big, subIndicators: subCount, ...counts[0], seconds: 0 };
    summary.seconds = lib.round((performance.now() - started) / 1000);
    await client.query(`insert into app_meta (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`, [
      RISK_DATASET_MARKER,
      JSON.stringify(summary),
    ]);
    await client.query('commit');
    for (const table of [
      'incident_reports',
      'incident_report_risks',
      'incident_responses',
      'incident_response_risks',
      'brand_suppliers',
      'country_risk_scores',
    ]) {
      await client.query(`vacuum (analyze) ${table}`);
    }
    return summary;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** The summary addRiskInputs stored, or null. */
export async function readRiskDatasetSummary(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const { rows } = await client.query('select value from app_meta where key = $1', [RISK_DATASET_MARKER]);
    return rows[0] ? JSON.parse(rows[0].value) : null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

async function main() {
  const url = process.argv.find((arg) => arg.startsWith('--database-url='))?.slice('--database-url='.length) ?? dataset.databaseUrl('1m');
  if (!(await dataset.readDatasetSummary(url))) {
    throw new Error(`No activities dataset in ${url.replace(/\/\/[^@]*@/, '//')}: run node bench/activities-dataset.mjs 1m first.`);
  }
  console.log(`Adding risk inputs to ${url.replace(/\/\/[^@]*@/, '//')}`);
  const summary = await addRiskInputs(url, { seed: Number(process.env.BENCH_SEED || dataset.DEFAULT_SEED) });
  console.log(JSON.stringify(summary, null, 2));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
