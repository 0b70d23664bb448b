// Crash safety, the long version of apps/api/src/crash-safety.int.test.ts: the built server on PGlite, as
// `npm start` runs it, demo seeded once and copied for every run. Each of BENCH_RUNS runs (default 20) fires
// BENCH_WRITES (default 1,000) creates at once, a third of each kind: a grievance report with two labour risks
// (demo administrator), a file upload, and an improvement-plan comment carrying its own freshly uploaded file
// (demo brand). After a number of acknowledgements that differs per run, the server gets SIGKILL; it is started
// again on the same DATA_DIR, must become healthy, is stopped with SIGTERM, and the database is then read
// directly. Per run: acknowledged, present (acknowledged and found), lost (acknowledged and missing),
// half-written (a report without both its risks, a comment without its file, a stored file row without all its
// bytes), orphan files (bytes on disk no file row names; a `.partial` counts as named by its key's row; the result
// file names them) and unstored uploads (rows of uploads cut short before their bytes were all written, never
// acknowledged; the hourly unlinked-upload sweep removes them with their bytes after UNLINKED_UPLOAD_MAX_AGE_HOURS).
// Goal: nothing lost, nothing half-written, no orphan file.
// Usage: npm run bench:crash
import { cpSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, removeDir, ROOT, startServer, stopServer, tempDataDir, verdict, waitForHealth, writeResult } from './lib.mjs';

// The API's own PGlite, a dependency of apps/api rather than of the root: the engine that wrote the files reads them.
const pgliteEntry = createRequire(path.join(ROOT, 'apps/api/package.json')).resolve('@electric-sql/pglite');
const { PGlite } = await import(pathToFileURL(pgliteEntry).href);

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WRITES = Number(process.env.BENCH_WRITES ?? 1000);
const PASSWORD = 'Demo@2026';
const ENV = { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' };

async function signIn(server, email) {
  const response = await fetch(`${server.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${(await response.json()).token}` };
}

/** What the writes refer to, read from the seeded database before any server runs on it. */
async function demoMaterial(dataDir) {
  const db = new PGlite(path.join(dataDir, 'db'));
  try {
    const facilities = await db.query(
      `select f.id from facilities f join roles r on r.id = f.role_id
       where r.type = 'Producer' and f.deleted_at is null order by f.created_at limit 20`,
    );
    const pairs = await db.query(
      `select s.parent_id as "indicatorId", s.id as "subIndicatorId" from indicators s
       join indicators i on i.id = s.parent_id
       where s.deleted_at is null and i.deleted_at is null and s.parent_id is not null order by s.sort_order limit 2`,
    );
    const plans = await db.query('select id from improvement_plans order by created_at');
    return { facilityIds: facilities.rows.map((row) => row.id), pairs: pairs.rows, planIds: plans.rows.map((row) => row.id) };
  } finally {
    await db.close();
  }
}

const pdf = (label) => Buffer.from(`%PDF-1.7\n% ${label}\n${'x'.repeat(8192)}\n%%EOF\n`);

async function upload(server, auth, label) {
  const form = new FormData();
  form.append('files', new Blob([pdf(label)], { type: 'application/pdf' }), `${label}.pdf`);
  const response = await fetch(`${server.baseUrl}/api/upload/files`, { method: 'POST', headers: auth, body: form });
  if (response.status !== 201) return null;
  return (await response.json())[0].blobName;
}

const postJson = (server, auth, url, body) =>
  fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The first plan the brand may comment on; the probe comment is not counted. */
async function commentablePlan(server, brand, planIds) {
  for (const id of planIds) {
    const response = await postJson(server, brand, `/api/improvement-plans/${id}/comments`, { text: 'probe' });
    if (response.status === 201) return id;
  }
  throw new Error('The demo brand may comment on none of the demo plans.');
}

async function write(server, auth, material, run, index) {
  const label = `crash ${run} ${index}`;
  const kind = ['report', 'upload', 'comment'][index % 3];
  try {
    if (kind === 'upload') {
      const blobName = await upload(server, auth.brand, label);
      return blobName && { kind, blobName };
    }
    if (kind === 'comment') {
      const blobName = await upload(server, auth.brand, `${label} evidence`);
      if (!blobName) return null;
      const response = await postJson(server, auth.brand, `/api/improvement-plans/${material.planId}/comments`, {
        text: label,
        files: [{ fileName: `${label}.pdf`, blobName }],
      });
      return response.status === 201 && { kind, text: label, blobName };
    }
    const response = await postJson(server, auth.admin, '/api/grievance-reports', {
      facilityId: material.facilityIds[index % material.facilityIds.length],
      location: `Gate ${index % 7}`,
      priority: (index % 5) + 1,
      laborRisks: material.pairs.map((pair, position) => ({ ...pair, severity: ((index + position) % 3) + 1 })),
      message: label,
      assigneeId: null,
      isNoFollowUp: false,
      reason: 'HIGH_RISK_PROFILE',
    });
    return response.status === 201 && { kind, message: label };
  } catch {
    return null;
  }
}

function storedBlobs(directory) {
  const found = new Map();
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) found.set(entry.name, statSync(path.join(entry.parentPath, entry.name)).size);
  }
  return found;
}

/** Reads the database left by the restarted server and sets every acknowledged write against it. */
async function audit(dataDir, run, acknowledged) {
  const db = new PGlite(path.join(dataDir, 'db'));
  try {
    const prefix = `crash ${run} %`;
    // Rows whose bytes were all stored; a row without `stored_at` is an upload cut short, never acknowledged.
    const fileRows = (await db.query('select id, blob_name, size_bytes from files where deleted_at is null and stored_at is not null'))
      .rows;
    const namedBlobs = new Set((await db.query('select blob_name from files')).rows.map((row) => row.blob_name));
    const unstored = (await db.query('select count(*)::int as n from files where deleted_at is null and stored_at is null')).rows[0].n;
    const reports = (
      await db.query(
        `select r.message, count(k.*)::int as risks from incident_reports r
         left join incident_report_risks k on k.report_id = r.id where r.message like $1 group by r.id, r.message`,
        [prefix],
      )
    ).rows;
    const comments = (
      await db.query(
        `select c.text, count(pf.*)::int as files, min(f.blob_name) as blob_name from improvement_plan_comments c
         left join improvement_plan_files pf on pf.comment_id = c.id left join files f on f.id = pf.file_id
         where c.text like $1 group by c.id, c.text`,
        [prefix],
      )
    ).rows;
    const blobs = storedBlobs(path.join(dataDir, 'uploads'));
    const rowsByBlob = new Map(fileRows.map((row) => [row.blob_name, row]));
    const reportRisks = new Map(reports.map((row) => [row.message, row.risks]));
    const commentFiles = new Map(comments.map((row) => [row.text, row]));
    const whole = (blobName) => rowsByBlob.has(blobName) && blobs.get(blobName) === rowsByBlob.get(blobName).size_bytes;

    let present = 0;
    for (const write of acknowledged) {
      const found =
        (write.kind === 'upload' && whole(write.blobName)) ||
        (write.kind === 'report' && reportRisks.has(write.message)) ||
        (write.kind === 'comment' && commentFiles.get(write.text)?.blob_name === write.blobName && whole(write.blobName));
      if (found) present += 1;
    }
    const halfWritten =
      reports.filter((row) => row.risks !== 2).length +
      comments.filter((row) => row.files !== 1 || !whole(row.blob_name)).length +
      fileRows.filter((row) => blobs.get(row.blob_name) !== row.size_bytes).length;
    // A `.partial` is its key's write cut short: named when the key is.
    const orphans = [...blobs.keys()].filter((name) => !namedBlobs.has(name.replace(/\.partial$/, '')));
    return { present, lost: acknowledged.length - present, halfWritten, orphanFiles: orphans.length, orphans, unstoredUploads: unstored };
  } finally {
    await db.close();
  }
}

await ensureBuild();
const seedDir = tempDataDir('crash-seed');
const seeding = await startServer({ dataDir: seedDir, env: ENV });
await waitForHealth(seeding, { timeoutMs: 240_000 });
await stopServer(seeding);
const material = await demoMaterial(seedDir);
const runs = [];
for (let run = 1; run <= RUNS; run += 1) {
  const dataDir = tempDataDir(`crash-${run}`);
  cpSync(seedDir, dataDir, { recursive: true });
  const first = await startServer({ dataDir, env: ENV });
  await waitForHealth(first);
  const auth = { admin: await signIn(first, 'admin@demo.opentrace.local'), brand: await signIn(first, 'brand@demo.opentrace.local') };
  material.planId ??= await commentablePlan(first, auth.brand, material.planIds);
  // From 2 % to 20 % of the burst acknowledged, a different point each run, while most writes are still in flight.
  const killAfter = Math.max(1, Math.round(WRITES * (0.02 + (0.18 * ((run * 7) % RUNS)) / RUNS)));
  const acknowledged = [];
  const startedAt = performance.now();
  let killedAtMs = null;
  await Promise.all(
    Array.from({ length: WRITES }, async (_, index) => {
      const done = await write(first, auth, material, run, index);
      if (!done) return;
      acknowledged.push(done);
      if (acknowledged.length === killAfter) {
        first.child.kill('SIGKILL');
        killedAtMs = Math.round(performance.now() - startedAt);
      }
    }),
  );
  await first.exited;
  const second = await startServer({ dataDir, env: ENV });
  const restartMs = Math.round(await waitForHealth(second));
  await stopServer(second);
  const figures = {
    run,
    killAfter,
    killedAtMs,
    acknowledged: acknowledged.length,
    restartMs,
    ...(await audit(dataDir, run, acknowledged)),
  };
  runs.push(figures);
  console.log(
    `run ${run}: killed after ${killAfter} acknowledgements (${killedAtMs} ms into the burst); acknowledged ${figures.acknowledged}, ` +
      `present ${figures.present}, lost ${figures.lost}, half-written ${figures.halfWritten}, orphan files ${figures.orphanFiles}, ` +
      `unstored uploads ${figures.unstoredUploads}; ` +
      `healthy again in ${restartMs} ms`,
  );
  removeDir(dataDir);
}

const total = (key) => runs.reduce((sum, run) => sum + run[key], 0);
const summary = {
  runs: runs.length,
  writesPerRun: WRITES,
  acknowledged: total('acknowledged'),
  present: total('present'),
  lost: total('lost'),
  halfWritten: total('halfWritten'),
  orphanFiles: total('orphanFiles'),
  unstoredUploads: total('unstoredUploads'),
  perRun: runs,
};
const pass = summary.lost === 0 && summary.halfWritten === 0 && summary.orphanFiles === 0;
console.log(
  `\n${summary.runs} runs: acknowledged ${summary.acknowledged}, present ${summary.present}, lost ${summary.lost}, ` +
    `half-written ${summary.halfWritten}, orphan files ${summary.orphanFiles} — ${verdict(pass)} (goal: 0 lost, 0 half-written, 0 orphan files)`,
);
writeResult('crash', { ...summary, pass });
removeDir(seedDir);
