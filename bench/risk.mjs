// The risk engine on the 1M dataset on PostgreSQL (issue 21). Needs bench/activities-dataset.mjs's 1m database;
// adds its risk inputs first when they are missing (bench/risk-dataset.mjs; `--refresh-inputs` rewrites them).
//   one     — one facility's recalculation: the 'risk.facility-changed' job's own handler, run in this process on the
//             API's TypeScript sources (tsx) against the database, for "Ginning Factory 001" and its 500 report items;
//             20 warm-up then BENCH_RUNS (200) runs, p50/p95/max and the CPU a run of this process and of the database's
//             backends. Goal: p95 < 50 ms.
//   all     — every facility after a method change: the built server on the database, the super administrator
//             changes the method (PUT /api/risk-assessment-method), which enqueues 'risk.recalculate-all'; timed from
//             the request until the job has finished (jobs.finished_at), every assessable facility's assessment
//             checked to carry the new method. Meanwhile the demo administrator calls GET /api/users/me every 50 ms, as
//             also for BENCH_CONTROL_SECONDS (10) just before the change, to tell the job's cost from the machine's load.
//             The first change starts from no stored assessment (all inserted), the next ones replace them
//             (BENCH_ALL_RUNS, default 2). Goal: < 60 s, /api/users/me p95 < 50 ms meanwhile.
//   detail  — supplier detail once every facility is scored: GET /api/facilities/:id/risk and GET /api/brands/suppliers/:id
//             as the demo brand for Ginning Factory 001 and for its supplier with the median number of items, the risk
//             with filters, and a farm group's risk (its farms' items) as the administrator; 20 warm-up then BENCH_RUNS
//             sequential requests each (at most BENCH_QUERY_SECONDS, 60, once 10 are in). Goal: p95 < 100 ms.
// BENCH_PARTS (default one,all,detail) picks parts; BENCH_SERVER_NODE_ARGS passes flags (e.g. --cpu-prof) to the server.
// Usage: npm run bench:risk [-- --refresh-inputs]
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import * as dataset from './activities-dataset.mjs';
import * as lib from './lib.mjs';
import { addRiskInputs, bigFacilityId, readRiskDatasetSummary } from './risk-dataset.mjs';

const GOALS = { oneFacilityP95Ms: 50, allFacilitiesMs: 60_000, usersMeP95Ms: 50, detailP95Ms: 100 };
const RUNS = Number(process.env.BENCH_RUNS || 200);
const WARM_UP = 20;
const ALL_RUNS = Number(process.env.BENCH_ALL_RUNS || 2);
const QUERY_SECONDS = Number(process.env.BENCH_QUERY_SECONDS || 60);
const ME_INTERVAL_MS = 50;
/** /api/users/me is also timed this long just before each change, without the job: the machine's own noise. */
const CONTROL_SECONDS = Number(process.env.BENCH_CONTROL_SECONDS || 10);
const PARTS = new Set((process.env.BENCH_PARTS || 'one,all,detail').split(',').map((part) => part.trim()));
const SUPER_ADMIN = { email: 'superadmin@opentrace.local', password: 'Super@dmin2026' };
const ADMINISTRATOR = { email: 'admin@demo.opentrace.local', password: lib.DEMO_PASSWORD };
const BRAND = { email: 'brand@demo.opentrace.local', password: lib.DEMO_PASSWORD };
/** The methods the runs switch between, in turn, starting with one the demo does not use. */
const METHODS = ['AVERAGE_RISK', 'HIGHEST_RISK', 'WEIGHTED_AVERAGE'];

const url = dataset.databaseUrl('1m');
const loadAverage = () => os.loadavg().map((value) => lib.round(value, 2));
const ms = (value) => lib.round(value, 1);
const timing = (values) => ({
  n: values.length,
  p50Ms: ms(lib.percentile(values, 50)),
  p95Ms: ms(lib.percentile(values, 95)),
  maxMs: ms(Math.max(...values)),
});

/** Busy and total CPU jiffies of the whole machine. */
function machineCpu() {
  const values = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = values[3] + values[4];
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** CPU seconds a process has used (user + system), from /proc. */
function processCpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, in clock ticks (USER_HZ, 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of this database's client backends (PostgreSQL runs on this machine). */
async function backendsCpuSeconds(client) {
  const { rows } = await client.query(
    `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  let total = 0;
  for (const { pid } of rows) {
    try {
      total += processCpuSeconds(pid);
    } catch {
      // the connection closed meanwhile
    }
  }
  return total;
}

async function oneFacility(facilityId) {
  const { tsImport } = await import('tsx/esm/api');
  // BENCH_API_SOURCES: another copy of apps/api/src (e.g. `git archive` of an older commit) to compare with.
  const sources = process.env.BENCH_API_SOURCES || path.join(lib.ROOT, 'apps/api/src');
  const source = (file) => tsImport(pathToFileURL(path.join(sources, file)).href, import.meta.url);
  const [{ openPostgres }, { defineRiskJobs }, { systemClock }] = await Promise.all([
    source('db/client.ts'),
    source('modules/risk/risk.jobs.ts'),
    source('core/clock.ts'),
  ]);
  const database = openPostgres(url);
  const handlers = new Map();
  defineRiskJobs({ define: (kind, definition) => handlers.set(kind, definition) }, database.db, systemClock);
  const job = handlers.get('risk.facility-changed');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const times = [];
    const loadBefore = loadAverage();
    let cpuBefore;
    for (let index = 0; index < WARM_UP + RUNS; index += 1) {
      if (index === WARM_UP) cpuBefore = { api: process.cpuUsage(), database: await backendsCpuSeconds(client) };
      const started = performance.now();
      await job.handle({ facilityId }, { jobId: 'bench', attempt: 1, now: new Date() });
      if (index >= WARM_UP) times.push(performance.now() - started);
    }
    // CPU a run, of this process (the API's part) and of the database's backends: steadier than wall time on a shared machine.
    const apiCpu = process.cpuUsage(cpuBefore.api);
    const cpuMsPerRun = {
      api: ms((apiCpu.user + apiCpu.system) / 1000 / RUNS),
      database: ms((((await backendsCpuSeconds(client)) - cpuBefore.database) * 1000) / RUNS),
    };
    const { rows } = await client.query(
      `select jsonb_array_length(items) as items, level, methodology,
         (select count(*)::int from jsonb_array_elements(items) i where i->>'source' in ('HOTLINE', 'REPORT')) as report_items
       from facility_risk_assessments where facility_id = $1`,
      [facilityId],
    );
    const result = {
      sources: path.relative(lib.ROOT, sources) || sources,
      facilityId,
      items: rows[0]?.items,
      reportItems: rows[0]?.report_items,
      level: rows[0]?.level,
      ...timing(times),
      cpuMsPerRun,
    };
    result.loadAverage = { before: loadBefore, after: loadAverage() };
    result.pass = result.p95Ms < GOALS.oneFacilityP95Ms;
    console.log(
      `One facility (${result.items} items, ${result.reportItems} from reports): p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms; ` +
        `CPU a run ${cpuMsPerRun.api} ms API + ${cpuMsPerRun.database} ms PostgreSQL  (goal p95 < ${GOALS.oneFacilityP95Ms} ms) ${lib.verdict(result.pass)}`,
    );
    return result;
  } finally {
    await client.end();
    await database.close();
  }
}

async function signIn(server, who) {
  const { token } = await lib.callJson(`${server.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  return { authorization: `Bearer ${token}` };
}

let lastBodyBytes = 0;

async function timedGet(server, headers, urlPath) {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}${urlPath}`, { headers });
  lastBodyBytes = (await response.arrayBuffer()).byteLength;
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${urlPath} answered ${response.status}`);
  return elapsed;
}

/** GET /api/users/me every ME_INTERVAL_MS (one at a time) until stopped; answers the latencies. */
function usersMeLoop(server, headers) {
  let running = true;
  const times = [];
  const done = (async () => {
    while (running) {
      const due = performance.now() + ME_INTERVAL_MS;
      times.push(await timedGet(server, headers, '/api/users/me'));
      const wait = due - performance.now();
      if (wait > 0) await lib.sleep(wait);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return times;
    },
  };
}

/** Forgets every stored assessment, as on a database the engine never ran on. */
async function forgetAssessments(client) {
  await client.query(`delete from jobs where kind like 'risk.%' and status in ('pending', 'running')`);
  await client.query('delete from facility_risk_changes');
  await client.query('delete from facility_risk_assessments');
  await client.query('update facilities set risk_level = null where risk_level is not null');
  await client.query('vacuum (analyze) facility_risk_assessments');
}

async function methodChange(server, client, auth, run) {
  const current = await lib.callJson(`${server.baseUrl}/api/risk-assessment-method`, { headers: auth.superAdmin });
  const methodology = METHODS.filter((method) => method !== current.methodology)[run % 2];
  const { rows: subjectRows } = await client.query(
    `select count(*)::int as n from facilities f join roles r on r.id = f.role_id where r.type = 'Producer' and f.deleted_at is null`,
  );
  const { rows: storedRows } = await client.query('select count(*)::int as n from facility_risk_assessments');
  const subjects = subjectRows[0].n;
  const control = usersMeLoop(server, auth.admin);
  await lib.sleep(CONTROL_SECONDS * 1000);
  const controlTimes = await control.stop();
  const cpuBefore = machineCpu();
  const serverCpuBefore = processCpuSeconds(server.pid);
  const loadBefore = loadAverage();
  const me = usersMeLoop(server, auth.admin);
  const startedAt = Date.now();
  const started = performance.now();
  await lib.callJson(`${server.baseUrl}/api/risk-assessment-method`, {
    method: 'PUT',
    headers: { ...auth.superAdmin, 'content-type': 'application/json' },
    body: JSON.stringify({ methodology, weights: current.weights }),
  });
  const putMs = performance.now() - started;
  let job;
  let lastProgress = performance.now();
  for (;;) {
    const { rows } = await client.query(
      `select id, status, extract(epoch from finished_at) * 1000 as finished_ms, last_error from jobs
       where kind = 'risk.recalculate-all' and created_at >= to_timestamp($1 / 1000.0) - interval '1 second' order by created_at desc limit 1`,
      [startedAt],
    );
    job = rows[0];
    if (job && (job.status === 'succeeded' || job.status === 'dead')) break;
    if (performance.now() - lastProgress > 10_000) {
      const { rows: progress } = await client.query(
        'select count(*)::int as n from facility_risk_assessments where computed_at >= to_timestamp($1 / 1000.0)',
        [startedAt],
      );
      console.log(
        `  … ${progress[0].n} of ${subjects} scored after ${lib.round((performance.now() - started) / 1000)} s (job ${job?.status ?? 'not seen'})`,
      );
      lastProgress = performance.now();
    }
    if (performance.now() - started > 20 * 60_000) throw new Error('The recalculation did not finish within 20 minutes.');
    await lib.sleep(100);
  }
  const seenDoneMs = performance.now() - started;
  const meTimes = await me.stop();
  const cpuAfter = machineCpu();
  const serverCpuSeconds = processCpuSeconds(server.pid) - serverCpuBefore;
  if (job.status !== 'succeeded') throw new Error(`The recalculation failed: ${job.last_error}`);
  const totalMs = Number(job.finished_ms) - startedAt;
  const { rows: scored } = await client.query(
    `select count(*)::int as n, count(*) filter (where a.methodology = $2)::int as with_method, sum(jsonb_array_length(a.items))::int as items
     from facility_risk_assessments a join facilities f on f.id = a.facility_id join roles r on r.id = f.role_id
     where r.type = 'Producer' and f.deleted_at is null and a.computed_at >= to_timestamp($1 / 1000.0)`,
    [startedAt, methodology],
  );
  // Jobs the run caused (a facility whose level rises into High or Extreme flags the orders its traces reach), and
  // when the queue had run them all.
  let followUps;
  for (;;) {
    const { rows } = await client.query(
      `select kind, count(*)::int as n, count(*) filter (where status in ('pending', 'running'))::int as waiting,
         extract(epoch from max(finished_at)) * 1000 as last_ms
       from jobs where kind <> 'risk.recalculate-all' and created_at >= to_timestamp($1 / 1000.0) group by kind`,
      [startedAt],
    );
    followUps = rows;
    if (rows.every((row) => row.waiting === 0) || performance.now() - started > 20 * 60_000) break;
    await lib.sleep(250);
  }
  const overview = await lib.callJson(`${server.baseUrl}/api/risk/overview`, { headers: auth.admin });
  const result = {
    methodology,
    assessmentsBefore: storedRows[0].n,
    subjects,
    scored: scored[0].n,
    scoredWithNewMethod: scored[0].with_method,
    items: scored[0].items,
    putMs: ms(putMs),
    totalMs: Math.round(totalMs),
    seenDoneMs: Math.round(seenDoneMs),
    facilitiesPerSecond: Math.round(subjects / (totalMs / 1000)),
    usersMe: timing(meTimes),
    usersMeJustBefore: timing(controlTimes),
    serverCpuSeconds: lib.round(serverCpuSeconds, 1),
    machineBusyShare: lib.round((cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total), 2),
    loadAverage: { before: loadBefore, after: loadAverage() },
    overview: { distribution: overview.distribution, pendingRecalculations: overview.pendingRecalculations },
    jobsCaused: Object.fromEntries(followUps.map((row) => [row.kind, row.n])),
    jobsCausedDoneMs: followUps.length > 0 ? Math.round(Math.max(...followUps.map((row) => Number(row.last_ms))) - startedAt) : null,
  };
  result.pass =
    result.scored === subjects &&
    result.scoredWithNewMethod === subjects &&
    totalMs < GOALS.allFacilitiesMs &&
    result.usersMe.p95Ms < GOALS.usersMeP95Ms;
  console.log(
    `Method → ${methodology} (${result.assessmentsBefore} stored before): ${result.scored}/${subjects} facilities rescored in ${lib.round(totalMs / 1000)} s ` +
      `(${result.facilitiesPerSecond}/s; server CPU ${result.serverCpuSeconds} s, machine ${Math.round(result.machineBusyShare * 100)} % busy); ` +
      `/api/users/me meanwhile p50 ${result.usersMe.p50Ms} ms, p95 ${result.usersMe.p95Ms} ms, max ${result.usersMe.maxMs} ms (${result.usersMe.n} calls; ` +
      `${CONTROL_SECONDS} s just before: p50 ${result.usersMeJustBefore.p50Ms} ms, p95 ${result.usersMeJustBefore.p95Ms} ms)` +
      `  (goal < 60 s, p95 < 50 ms) ${lib.verdict(result.pass)}`,
  );
  if (result.jobsCausedDoneMs !== null) {
    console.log(
      `  jobs it caused: ${JSON.stringify(result.jobsCaused)}, all run ${lib.round(result.jobsCausedDoneMs / 1000)} s after the change`,
    );
  }
  return result;
}

async function detailSubjects(client, bigId) {
  const { rows: median } = await client.query(
    `select a.facility_id as id, jsonb_array_length(a.items) as items
     from facility_risk_assessments a join brand_suppliers s on s.supplier_facility_id = a.facility_id
     join users u on u.facility_id = s.brand_facility_id and u.email = $1
     where a.facility_id <> $2 order by jsonb_array_length(a.items), a.facility_id
     offset (select count(*) / 2 from brand_suppliers s join users u on u.facility_id = s.brand_facility_id and u.email = $1) limit 1`,
    [BRAND.email, bigId],
  );
  const { rows: group } = await client.query(
    `select g.id, count(*)::int as farms, (select jsonb_array_length(items) from facility_risk_assessments where facility_id = g.id) as items
     from facilities g join facilities f on f.farm_group_id = g.id and f.deleted_at is null
     group by g.id order by count(*) desc, g.id limit 1`,
  );
  const { rows: big } = await client.query(
    'select jsonb_array_length(items) as items from facility_risk_assessments where facility_id = $1',
    [bigId],
  );
  return { big: { id: bigId, items: big[0]?.items }, median: median[0], farmGroup: group[0] };
}

async function measureGet(server, headers, urlPath) {
  for (let index = 0; index < WARM_UP; index += 1) await timedGet(server, headers, urlPath);
  const times = [];
  const deadline = performance.now() + QUERY_SECONDS * 1000;
  while (times.length < RUNS && (times.length < 10 || performance.now() < deadline)) times.push(await timedGet(server, headers, urlPath));
  return { ...timing(times), bodyBytes: lastBodyBytes };
}

async function supplierDetail(server, client, auth, bigId) {
  const subjects = await detailSubjects(client, bigId);
  const filters = '?sources=HOTLINE,REPORT&from=2026-07-01';
  const cases = [
    { label: `risk, ${subjects.big.items} items (brand)`, headers: auth.brand, path: `/api/facilities/${subjects.big.id}/risk` },
    {
      label: `risk filtered, ${subjects.big.items} items (brand)`,
      headers: auth.brand,
      path: `/api/facilities/${subjects.big.id}/risk${filters}`,
    },
    {
      label: `supplier detail, ${subjects.big.items}-item supplier (brand)`,
      headers: auth.brand,
      path: `/api/brands/suppliers/${subjects.big.id}`,
    },
    {
      label: `risk, median supplier ${subjects.median.items} items (brand)`,
      headers: auth.brand,
      path: `/api/facilities/${subjects.median.id}/risk`,
    },
    { label: 'supplier detail, median supplier (brand)', headers: auth.brand, path: `/api/brands/suppliers/${subjects.median.id}` },
    {
      label: `risk, farm group of ${subjects.farmGroup.farms} farms, ${subjects.farmGroup.items} items (administrator)`,
      headers: auth.admin,
      path: `/api/facilities/${subjects.farmGroup.id}/risk`,
    },
  ];
  const results = [];
  for (const one of cases) {
    const loadBefore = loadAverage();
    const measured = await measureGet(server, one.headers, one.path);
    const result = {
      label: one.label,
      path: one.path,
      ...measured,
      loadAverageBefore: loadBefore,
      pass: measured.p95Ms < GOALS.detailP95Ms,
    };
    results.push(result);
    console.log(
      `${one.label.padEnd(62)} ${String(Math.round(result.bodyBytes / 1000)).padStart(4)} kB  p50 ${String(result.p50Ms).padStart(6)} ms, p95 ${String(result.p95Ms).padStart(6)} ms, max ${String(result.maxMs).padStart(6)} ms` +
        `  ${lib.verdict(result.pass)}`,
    );
  }
  return { subjects, results };
}

async function main() {
  const args = process.argv.slice(2);
  if (!(await dataset.readDatasetSummary(url))) {
    throw new Error(`No 1m dataset in ${url.replace(/\/\/[^@]*@/, '//')}: run node bench/activities-dataset.mjs 1m first.`);
  }
  if (args.includes('--refresh-inputs') || !(await readRiskDatasetSummary(url))) {
    console.log('Adding the risk inputs (bench/risk-dataset.mjs)…');
    await addRiskInputs(url);
  }
  const inputs = await readRiskDatasetSummary(url);
  const bigId = bigFacilityId(inputs.seed);
  console.log(
    `Risk inputs: ${inputs.reports} reports (${inputs.reportRisks} risks) on ${inputs.facilitiesReported} facilities, ${inputs.responses} responses; ` +
      `${inputs.countryScores} country scores; ${inputs.brandSuppliers} suppliers of the demo brand. Load average ${loadAverage().join(' ')}.`,
  );
  const results = { inputs, goals: GOALS, loadAverageAtStart: loadAverage() };
  if (PARTS.has('one')) results.oneFacility = await oneFacility(bigId);

  if (PARTS.has('all') || PARTS.has('detail')) {
    await lib.ensureBuild();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const dataDir = lib.tempDataDir('risk');
    const server = await lib.startServer({ dataDir, env: { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '100000000' } });
    try {
      await lib.waitForHealth(server, { timeoutMs: 240_000 });
      const auth = {
        superAdmin: await signIn(server, SUPER_ADMIN),
        admin: await signIn(server, ADMINISTRATOR),
        brand: await signIn(server, BRAND),
      };
      if (PARTS.has('all')) {
        await forgetAssessments(client);
        for (let index = 0; index < WARM_UP; index += 1) await timedGet(server, auth.admin, '/api/users/me');
        const idle = [];
        for (let index = 0; index < 100; index += 1) idle.push(await timedGet(server, auth.admin, '/api/users/me'));
        results.usersMeIdle = timing(idle);
        console.log(`/api/users/me idle: p50 ${results.usersMeIdle.p50Ms} ms, p95 ${results.usersMeIdle.p95Ms} ms`);
        results.allFacilities = [];
        for (let run = 0; run < ALL_RUNS; run += 1) results.allFacilities.push(await methodChange(server, client, auth, run));
      }
      if (PARTS.has('detail')) results.supplierDetail = await supplierDetail(server, client, auth, bigId);
    } catch (error) {
      console.error(`The server's last output:\n${server.output().slice(-4000)}`);
      throw error;
    } finally {
      await lib.stopServer(server);
      lib.removeDir(dataDir);
      await client.end();
    }
  }
  results.loadAverageAtEnd = loadAverage();
  console.log(`Load average at the end: ${results.loadAverageAtEnd.join(' ')}`);
  console.log(`Results: ${path.relative(lib.ROOT, lib.writeResult('risk', results))}`);
}

await main();
