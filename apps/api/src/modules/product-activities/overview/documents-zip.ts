import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { FileStorage } from '../../../lib/storage/storage.ts';
import type { ZipEntry } from './documents-plan.ts';

const asBuffer = (chunk: Uint8Array) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

async function* zipChunks(storage: FileStorage, entries: readonly ZipEntry[], modifiedAt: Date): AsyncGenerator<Buffer> {
  const ready: Buffer[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(asBuffer(chunk));
  });
  const flush = () => {
    if (failure) throw failure;
    return ready.splice(0);
  };
  for (const entry of entries) {
    const source = await storage.get(entry.blobName);
    // A blob gone from storage is left out rather than failing the whole download.
    if (!source) continue;
    const file = new ZipPassThrough(entry.path);
    file.mtime = modifiedAt;
    zip.add(file);
    for await (const chunk of source as AsyncIterable<Uint8Array | string>) {
      file.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      yield* flush();
    }
    file.push(new Uint8Array(0), true);
    yield* flush();
  }
  zip.end();
  yield* flush();
}

/**
 * The zip as a stream: one file is read from storage at a time and stored as is (proofs are PDFs and
 * images, already compressed), so a large set of documents never sits in memory whole and a slow
 * client slows the reading instead of filling a buffer.
 */
export function streamDocumentsZip(storage: FileStorage, entries: readonly ZipEntry[], modifiedAt: Date): Readable {
  return Readable.from(zipChunks(storage, entries, modifiedAt), { objectMode: false });
}
