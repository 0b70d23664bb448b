// Nightly-size property fuzzing of every API operation: the integration suite's fuzz files
// (apps/api/src/test/fuzz/) with FUZZ_RUNS requests per operation (default 2000) instead of the 200
// that `npm test` sends. FUZZ_SEED replays a run; TEST_DB_DRIVER=postgres with TEST_DATABASE_URL runs
// it on PostgreSQL. Vitest's JSON report gives each operation's outcome and duration.
// Usage: node bench/fuzz.mjs   (FUZZ_RUNS=5000 node bench/fuzz.mjs)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, round, writeResult } from './lib.mjs';

const runs = Number(process.env.FUZZ_RUNS ?? 2000);
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'opentrace-fuzz-'));
const report = path.join(reportDir, 'report.json');

const started = Date.now();
const child = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'integration',
    'apps/api/src/test/fuzz/',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: seed } },
);
const seconds = (Date.now() - started) / 1000;

const results = JSON.parse(readFileSync(report, 'utf8'));
rmSync(reportDir, { recursive: true, force: true });
// Each operation's requests are sent in batches of 50, one test each ("GET /x (batch 2 of 40)"): add them up.
const byOperation = new Map();
for (const test of results.testResults.flatMap((file) => file.assertionResults)) {
  const operation = test.title.replace(/ \(batch \d+ of \d+\)$/, '');
  const sum = byOperation.get(operation) ?? { operation, status: 'passed', ms: 0 };
  if (test.status !== 'passed') sum.status = test.status;
  sum.ms += test.duration ?? 0;
  byOperation.set(operation, sum);
}
const operations = [...byOperation.values()].map((sum) => ({ ...sum, ms: round(sum.ms, 0) }));
const failed = operations.filter((operation) => operation.status !== 'passed');
const summary = {
  runsPerOperation: runs,
  seed: Number(seed),
  operations: operations.length,
  failed: failed.length,
  seconds: round(seconds, 0),
};
console.log(`\n${operations.length} operations × ${runs} requests (FUZZ_SEED=${seed}) in ${summary.seconds} s: ${failed.length} failed`);
for (const operation of failed) console.log(`  FAIL ${operation.operation}`);
console.log(`results: ${writeResult('fuzz', { ...summary, operations })}`);
process.exit(child.status ?? 1);
