// Bundles the API into dist/server.js. Dependencies stay external (native modules, wasm);
// the workspace's own domain package is bundled in from its TypeScript source.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@opentrace/'));

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'pg-native'],
  logLevel: 'warning',
});
