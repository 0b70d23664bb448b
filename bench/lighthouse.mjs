// Lighthouse performance (desktop preset) of /sign-in, served by the built server.
// Lighthouse is not a project dependency: it runs through `npx -y lighthouse@12.8.2`.
// Usage: npm run bench:lighthouse   (BENCH_RUNS=3 by default; the run with the median score is reported)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  chromiumPath,
  CHROMIUM_FLAGS,
  ensureBuild,
  median,
  removeDir,
  ROOT,
  round,
  startServer,
  stopServer,
  tempDataDir,
  verdict,
  waitForHealth,
  writeResult,
} from './lib.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_SCORE = 95;
const PAGE = '/sign-in';
const RUN_TIMEOUT_MS = 300_000;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndex: 'speed-index',
};

/** Runs Lighthouse once; resolves with its parsed JSON report. */
function runLighthouse(url, outputPath, workDir) {
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    '--preset=desktop',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-path=${chromiumPath()}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    // Run outside the repository so npx cannot touch the project's package files.
    const child = spawn('npx', args, { cwd: workDir, stdio: ['ignore', 'inherit', 'inherit'] });
    const timer = setTimeout(() => child.kill('SIGTERM'), RUN_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) {
        reject(new Error(`Lighthouse failed (${signal ?? `exit code ${code}`})`));
        return;
      }
      resolve(JSON.parse(readFileSync(outputPath, 'utf8')));
    });
  });
}

function summarizeReport(report) {
  const result = {
    score: round((report.categories.performance.score ?? 0) * 100, 0),
    runtimeError: report.runtimeError?.message,
    warnings: report.runWarnings ?? [],
    benchmarkIndex: report.environment?.benchmarkIndex,
  };
  for (const [key, id] of Object.entries(METRICS)) {
    const audit = report.audits[id];
    result[key] = { value: round(audit?.numericValue ?? NaN, id === METRICS.cls ? 3 : 0), display: audit?.displayValue ?? '' };
  }
  return result;
}

await ensureBuild();
const dataDir = tempDataDir('lighthouse');
const workDir = tempDataDir('lighthouse-out');
const server = await startServer({ dataDir });
const runs = [];
try {
  await waitForHealth(server);
  const url = `${server.baseUrl}${PAGE}`;
  for (let run = 1; run <= RUNS; run += 1) {
    const report = await runLighthouse(url, path.join(workDir, `report-${run}.json`), workDir);
    const summary = summarizeReport(report);
    runs.push(summary);
    console.log(
      `run ${run}: score ${summary.score}  FCP ${summary.fcp.display}  LCP ${summary.lcp.display}  TBT ${summary.tbt.display}  CLS ${summary.cls.display}`,
    );
  }
} finally {
  await stopServer(server);
  removeDir(dataDir);
  removeDir(workDir);
}

const medianScore = median(runs.map((r) => r.score));
const representative = [...runs].sort((a, b) => Math.abs(a.score - medianScore) - Math.abs(b.score - medianScore))[0];
const summary = {
  lighthouse: LIGHTHOUSE,
  page: PAGE,
  preset: 'desktop',
  runs: RUNS,
  scores: runs.map((r) => r.score),
  medianScore,
  goalScore: GOAL_SCORE,
  pass: medianScore >= GOAL_SCORE,
  medianRun: representative,
  allRuns: runs,
};

console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]} (desktop) ${PAGE}, median of ${RUNS}:`);
console.log(`  performance score ${medianScore}   goal ≥ ${GOAL_SCORE}  ${verdict(summary.pass)}`);
for (const key of Object.keys(METRICS)) console.log(`  ${key.padEnd(10)} ${representative[key].display}`);
for (const warning of representative.warnings) console.log(`  warning: ${warning}`);
console.log(`Results: ${path.relative(ROOT, writeResult('lighthouse', summary))}`);
