// `npm start`: build what changed, then serve web + API on one port (PORT, default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfChanged } from './build-if-changed.mjs';
import { ROOT } from './lib.mjs';

const built = await buildIfChanged();
if (built !== 0) process.exit(built);

const server = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'apps/api/dist/server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
