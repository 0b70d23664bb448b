// How the API is bundled into dist/server.js, shared by the build and by `npm run dev`.
// Dependencies stay external (native modules, wasm); the workspace's own domain package is
// bundled in from its TypeScript source.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export const apiBuildOptions = {
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@opentrace/')), 'pg-native'],
  logLevel: 'warning',
};
