// JavaScript a first visit to /sign-in downloads: every JS response headless Chromium receives,
// raw and gzipped (zlib, default level), so the figure does not depend on server compression.
// Stylesheets are listed too, for information (the goal is about JavaScript).
// Usage: npm run bench:bundle
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { checkBundle } from '../scripts/check-bundle-size.mjs';
import {
  chromiumPath,
  CHROMIUM_FLAGS,
  ensureBuild,
  removeDir,
  ROOT,
  round,
  startServer,
  stopServer,
  tempDataDir,
  verdict,
  waitForHealth,
  writeResult,
} from './lib.mjs';

const GOAL_GZIP_BYTES = 250_000; // 250 kB
const PAGE = '/sign-in';
const kB = (bytes) => round(bytes / 1000, 1);

function kindOf(response) {
  const type = response.headers()['content-type'] ?? '';
  const pathname = new URL(response.url()).pathname;
  if (/javascript|ecmascript/.test(type) || /\.m?js$/.test(pathname)) return 'js';
  if (/text\/css/.test(type) || /\.css$/.test(pathname)) return 'css';
  return undefined;
}

const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);

await ensureBuild();
const dataDir = tempDataDir('bundle');
const server = await startServer({ dataDir });
const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
const files = [];
const stylesheets = [];
let signInShown;
try {
  await waitForHealth(server);
  const context = await browser.newContext(); // a fresh profile: nothing cached
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (!kind || response.status() !== 200) return;
    pending.push(
      response.body().then((body) => {
        (kind === 'js' ? files : stylesheets).push({
          file: new URL(response.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
          servedEncoding: response.headers()['content-encoding'] ?? 'identity',
        });
      }),
    );
  });
  const response = await page.goto(`${server.baseUrl}${PAGE}`, { waitUntil: 'networkidle', timeout: 60_000 });
  if (!response?.ok()) throw new Error(`${PAGE} answered ${response?.status()}`);
  signInShown = await page
    .locator('input[type="password"]')
    .first()
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  await Promise.all(pending);
  await context.close();
} finally {
  await browser.close();
  await stopServer(server);
  removeDir(dataDir);
}

if (files.length === 0) throw new Error(`No JavaScript was loaded for ${PAGE}; is the web app built?`);
files.sort((a, b) => b.gzipBytes - a.gzipBytes);
const totalBytes = sum(files, 'bytes');
const totalGzipBytes = sum(files, 'gzipBytes');
const uncompressed = [...files, ...stylesheets].filter((f) => f.servedEncoding === 'identity').length;
// The `npm test` gate counts from the build manifest instead of a browser: both should agree.
const fromManifest = checkBundle();
const summary = {
  page: PAGE,
  signInFormRendered: signInShown,
  fileCount: files.length,
  totalBytes,
  totalGzipBytes,
  goalGzipBytes: GOAL_GZIP_BYTES,
  pass: totalGzipBytes < GOAL_GZIP_BYTES,
  servedUncompressedCount: uncompressed,
  buildManifestCount: { fileCount: fromManifest.files.length, totalGzipBytes: fromManifest.totalGzipBytes },
  files,
  css: { totalBytes: sum(stylesheets, 'bytes'), totalGzipBytes: sum(stylesheets, 'gzipBytes'), files: stylesheets },
};

console.log(`JavaScript loaded by ${PAGE} (${files.length} files${signInShown ? '' : '; WARNING: the sign-in form did not render'}):`);
console.log(`  ${'gzip kB'.padStart(8)} ${'raw kB'.padStart(8)}  file`);
for (const f of files) console.log(`  ${String(kB(f.gzipBytes)).padStart(8)} ${String(kB(f.bytes)).padStart(8)}  ${f.file}`);
console.log(`  ${String(kB(totalGzipBytes)).padStart(8)} ${String(kB(totalBytes)).padStart(8)}  total`);
console.log(`Goal: < ${GOAL_GZIP_BYTES / 1000} kB gzip  ${verdict(summary.pass)}`);
console.log(
  `The npm test gate (scripts/check-bundle-size.mjs, from the build manifest) counts ${kB(fromManifest.totalGzipBytes)} kB in ${fromManifest.files.length} files.`,
);
console.log(
  `CSS (not in the goal): ${kB(summary.css.totalGzipBytes)} kB gzip, ${kB(summary.css.totalBytes)} kB raw in ${stylesheets.length} file(s)`,
);
if (uncompressed > 0) {
  console.log(
    `Note: the server sent ${uncompressed} of these ${files.length + stylesheets.length} files uncompressed; a browser downloads the raw size.`,
  );
}
console.log(`Results: ${path.relative(ROOT, writeResult('bundle-size', summary))}`);
