// `npm test`: every check in order, stopping at the first failure, with the time each took.
import { run } from './lib.mjs';

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['formatting (Prettier; npm run format fixes it)', 'npm', ['run', 'format:check']],
  ['unused files, exports and dependencies (knip)', 'npm', ['run', 'knip']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['integration tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'integration'], { TEST_DB_DRIVER: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['integration tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'integration'], { TEST_DB_DRIVER: 'postgres' }]);
} else {
  console.log('TEST_DATABASE_URL is not set: the integration suite runs on PGlite only.');
}
steps.push(
  ['build', 'node', ['scripts/build-if-changed.mjs']],
  ['JavaScript budget of /sign-in', 'node', ['scripts/check-bundle-size.mjs']],
  ['end-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs']],
);

const timings = [];
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, { env: { ...process.env, ...env } });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code})`);
    process.exit(code);
  }
}
console.log(`\n✔ all checks passed\n  ${timings.join('\n  ')}`);
