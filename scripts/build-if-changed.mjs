// Builds API and web only when their inputs changed since the last build.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildFingerprint, ROOT, run } from './lib.mjs';

const stampFile = path.join(ROOT, 'node_modules/.cache/opentrace/build-fingerprint');
const outputs = ['apps/api/dist/server.js', 'apps/web/dist/index.html'].map((file) => path.join(ROOT, file));

export async function buildIfChanged() {
  const fingerprint = buildFingerprint();
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (previous === fingerprint && outputs.every((file) => existsSync(file))) return 0;
  console.log('Building the API and the web app…');
  const code = await run('npm', ['run', 'build']);
  if (code === 0) {
    mkdirSync(path.dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, fingerprint);
  }
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await buildIfChanged());
