// `npm start`: build what changed, then serve web + API on one port (PORT, default 3000).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIfChanged } from './build-if-changed.mjs';
import { ROOT } from './lib.mjs';

const STEPS = 3;

const built = await buildIfChanged({ step: 1, steps: STEPS });
if (built !== 0) process.exit(built);

// The server reads the same variables; an embedded database that does not exist yet is created,
// migrated and seeded before the server answers, which is most of a first start once built.
const embeddedDatabase = path.join(path.resolve(ROOT, process.env.DATA_DIR ?? 'data'), 'db');
if (process.env.DATABASE_URL) {
  console.log(`[${STEPS}/${STEPS}] Starting the server: applying database migrations if any…`);
} else if (existsSync(embeddedDatabase)) {
  console.log(`[${STEPS}/${STEPS}] Starting the server on the embedded database in ${path.relative(ROOT, embeddedDatabase) || '.'}…`);
} else {
  console.log(
    `[${STEPS}/${STEPS}] Starting the server: first start, so it creates the embedded database in ${path.relative(ROOT, embeddedDatabase)}, applies the migrations and seeds it (up to half a minute on 2 cores)…`,
  );
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'apps/api/dist/server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
