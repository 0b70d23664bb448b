// `npm test`: every check, with the time each took, stopping after the first stage that fails.
//
// A stage's lanes run side by side, the steps of a lane one after another. ESLint, Prettier, knip and
// tsc each use one core, so on the 2-core CI machine two of them at a time halve that stage's wait;
// the steps that already use every core (the Vitest suites, the builds, Playwright) run alone. The
// output of steps that share a stage is held back and printed whole when each ends, so it never
// interleaves.
import { spawn } from 'node:child_process';
import { ROOT, run } from './lib.mjs';

const step = (name, command, args, env = {}) => ({ name, command, args, env });

const stages = [
  [
    // Measured alone (CPU seconds): lint 80, Prettier 31, knip 6, tsc 66; two lanes of about 86 and 97.
    [step('lint', 'npm', ['run', 'lint']), step('unused files, exports and dependencies (knip)', 'npm', ['run', 'knip'])],
    [
      step('formatting (Prettier; npm run format fixes it)', 'npm', ['run', 'format:check']),
      step('typecheck', 'npm', ['run', 'typecheck']),
    ],
  ],
  [[step('unit tests', 'npx', ['vitest', 'run', '--project', 'unit'])]],
  [[step('integration tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'integration'], { TEST_DB_DRIVER: 'pglite' })]],
];
if (process.env.TEST_DATABASE_URL) {
  stages.push([
    [step('integration tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'integration'], { TEST_DB_DRIVER: 'postgres' })],
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the integration suite runs on PGlite only.');
}
stages.push(
  [[step('build', 'node', ['scripts/build-if-changed.mjs'])]],
  [[step('JavaScript budget of /sign-in', 'node', ['scripts/check-bundle-size.mjs'])]],
  [[step('end-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs'])]],
);

/** Runs a command with its output collected; resolves with the exit code and the output. */
function runQuietly(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

const timings = [];
const failures = [];

async function runStep({ name, command, args, env }, alone) {
  const options = { env: { ...process.env, ...env } };
  const started = Date.now();
  let code;
  if (alone) {
    console.log(`\n▶ ${name}`);
    code = await run(command, args, options);
  } else {
    const result = await runQuietly(command, args, options);
    code = result.code;
    console.log(`\n▶ ${name}\n${result.output.trimEnd()}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code})`);
    failures.push(code);
  }
  return code;
}

for (const lanes of stages) {
  const alone = lanes.length === 1 && lanes[0].length === 1;
  if (!alone) console.log(`\n▶ side by side: ${lanes.map((lane) => lane.map((entry) => entry.name).join(', then ')).join(' | ')}`);
  await Promise.all(
    lanes.map(async (lane) => {
      // A lane stops at its own first failure; the other lanes of the stage finish, so one run reports them all.
      for (const entry of lane) if ((await runStep(entry, alone)) !== 0) return;
    }),
  );
  if (failures.length > 0) process.exit(failures[0]);
}
console.log(`\n✔ all checks passed\n  ${timings.join('\n  ')}`);
