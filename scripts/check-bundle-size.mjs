// The JavaScript budget of the first page (ARCHITECTURE.md §6): what a first visit to /sign-in
// downloads, counted in gzip bytes from the built web app, must stay under 250 kB, and every file of
// it must be precompressed so the server sends it compressed. Bytes, not time: the same build gives
// the same answer on any machine. `npm run bench:bundle` measures the same page in Chromium.
// Usage: node scripts/check-bundle-size.mjs [dist]   (after the build; `npm test` runs it before the e2e tests)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib.mjs';

export const BUDGET_GZIP_BYTES = 250_000;
const DIST = path.join(ROOT, 'apps/web/dist');
/** The app page's entry, and the lazy route modules React Router loads for /sign-in (router.tsx). */
const ENTRY = 'index.html';
const SIGN_IN_ROUTE = ['src/app/layouts/public-layout.tsx', 'src/features/auth/pages/sign-in-page.tsx'];

/** Every JavaScript file the page loads: each module's chunk and, transitively, what it imports statically. */
export function signInJavaScript(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `${key} is not in the build manifest: has the sign-in route moved? Update SIGN_IN_ROUTE in scripts/check-bundle-size.mjs.`,
      );
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [ENTRY, ...SIGN_IN_ROUTE]) visit(key);
  return [...files];
}

/** Compressible with profit (gzip's own header outweighs the savings on a few dozen bytes). */
const worthCompressing = (bytes) => gzipSync(bytes, { level: 9 }).length < bytes.length;

export function checkBundle(dist = DIST) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No build manifest at ${path.relative(ROOT, manifestPath)}: build the web app first (npm run build).`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = signInJavaScript(manifest).map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    const uncompressed = ['br', 'gz'].filter(
      (extension) => worthCompressing(bytes) && !existsSync(path.join(dist, `${file}.${extension}`)),
    );
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes).length, uncompressed };
  });
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipBytes = files.reduce((total, file) => total + file.gzipBytes, 0);
  return {
    files,
    totalGzipBytes,
    overBudget: totalGzipBytes >= BUDGET_GZIP_BYTES,
    notPrecompressed: files.filter((file) => file.uncompressed.length > 0),
  };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  let result;
  try {
    result = checkBundle(process.argv[2] ? path.resolve(process.argv[2]) : DIST);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
  const { files, totalGzipBytes, overBudget, notPrecompressed } = result;
  const summary = `/sign-in loads ${kB(totalGzipBytes)} of JavaScript (gzip) in ${files.length} files; the budget is ${kB(BUDGET_GZIP_BYTES)}`;
  if (overBudget) {
    console.error(`✖ ${summary}. Something new is loaded up front: make it a dynamic import(). The largest files:`);
    for (const file of files.slice(0, 12)) console.error(`  ${kB(file.gzipBytes).padStart(9)}  ${file.file}`);
  } else {
    console.log(`✔ ${summary}.`);
  }
  if (notPrecompressed.length > 0) {
    console.error(`✖ ${notPrecompressed.length} of these files have no precompressed copy, so the server would send them uncompressed:`);
    for (const file of notPrecompressed)
      console.error(`  ${file.file} (no ${file.uncompressed.map((extension) => `.${extension}`).join(', ')})`);
  }
  process.exit(overBudget || notPrecompressed.length > 0 ? 1 : 0);
}
