// `npm run dev`: the API rebuilt and restarted on change (port 3000) and Vite with hot reload
// (port 5173, proxying API calls to 3000).
import { spawn } from 'node:child_process';
import { context } from 'esbuild';
import { apiBuildOptions } from '../apps/api/esbuild-options.mjs';
import { ROOT } from './lib.mjs';

const outfile = apiBuildOptions.outfile;
const builder = await context({ ...apiBuildOptions, logLevel: 'info' });
await builder.rebuild();
await builder.watch();

const children = [
  spawn(process.execPath, ['--watch', '--enable-source-maps', outfile], { cwd: ROOT, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@opentrace/web'], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = async () => {
  await builder.dispose();
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
