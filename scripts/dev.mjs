// `npm run dev`: the API rebuilt and restarted on change (port 3000) and Vite with hot reload
// (port 5173, proxying API calls to 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { context } from 'esbuild';
import { ROOT } from './lib.mjs';

const manifest = (await import(path.join(ROOT, 'apps/api/package.json'), { with: { type: 'json' } })).default;
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@opentrace/'));
const outfile = path.join(ROOT, 'apps/api/dist/server.js');
const builder = await context({
  entryPoints: [path.join(ROOT, 'apps/api/src/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'pg-native'],
  logLevel: 'info',
});
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
