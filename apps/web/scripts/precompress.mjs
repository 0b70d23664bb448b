// Writes .br and .gz next to every text asset of the build, so the server sends compressed files
// without compressing on each request. The work runs on libuv's thread pool, so every core helps.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const root = path.resolve(process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/**
 * Source maps are read only by developer tools, and they are three quarters of the bytes: Brotli's
 * best level on them took most of the build, gzip takes a fraction of that.
 */
const DEVELOPER_ONLY = /\.map$/;

async function* files(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Every compressible file gets its variants, however small: the browser then always receives the
 * compressed one. A variant that would be larger than the file is not written.
 */
async function precompress(file) {
  const data = await readFile(file);
  const developerOnly = DEVELOPER_ONLY.test(file);
  const [br, gz] = await Promise.all([
    developerOnly
      ? undefined
      : brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
    gzipAsync(data, { level: developerOnly ? 6 : 9 }),
  ]);
  let written = 0;
  for (const [extension, compressed] of [
    ['br', br],
    ['gz', gz],
  ]) {
    if (compressed && compressed.length < data.length) {
      await writeFile(`${file}.${extension}`, compressed);
      written += 1;
    }
  }
  return written > 0;
}

const started = performance.now();
const list = [];
for await (const file of files(root)) list.push(file);
// The largest first, so the longest jobs do not start last and leave a core idle at the end.
const sized = await Promise.all(list.map(async (file) => ({ file, size: (await stat(file)).size })));
sized.sort((a, b) => b.size - a.size);
const results = await Promise.all(sized.map(({ file }) => precompress(file)));
const count = results.filter(Boolean).length;
console.log(
  `precompressed ${count} of ${list.length} files in ${path.relative(process.cwd(), root) || '.'} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
