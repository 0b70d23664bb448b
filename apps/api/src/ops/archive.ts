import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { OpsError } from './ops-error.ts';

/**
 * Backups are gzip-compressed POSIX ustar archives holding regular files only, so `tar -xzf` opens
 * them anywhere; this writer and reader cover exactly that subset, which is all the backup needs.
 */
const BLOCK = 512;
const NAME_BYTES = 100;
const PREFIX_BYTES = 155;
/** What the 11 octal digits of a ustar size field hold (8 GiB - 1). */
const MAX_ENTRY_BYTES = 8 ** 11 - 1;
const END_OF_ARCHIVE = Buffer.alloc(2 * BLOCK);

export interface ArchivePart {
  path: string;
  bytes: number;
  sha256: string;
}

function writeOctal(block: Buffer, offset: number, width: number, value: number): void {
  block.write(`${value.toString(8).padStart(width - 1, '0')}\0`, offset, width, 'latin1');
}

/** ustar keeps up to 155 bytes of directories apart from a name of up to 100 bytes. */
function splitPath(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= NAME_BYTES) return { prefix: '', name: path };
  for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
    const prefix = path.slice(0, slash);
    const name = path.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= PREFIX_BYTES && Buffer.byteLength(name) <= NAME_BYTES) return { prefix, name };
  }
  throw new OpsError(`Cannot archive ${path}: the path is too long for a tar archive`);
}

function headerChecksum(block: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 0x20 : block[index]!;
  return sum;
}

function fileHeader(path: string, size: number, modifiedAt: Date): Buffer {
  if (size > MAX_ENTRY_BYTES) throw new OpsError(`Cannot archive ${path}: a tar entry holds at most 8 GiB`);
  const { prefix, name } = splitPath(path);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, NAME_BYTES, 'utf8');
  writeOctal(block, 100, 8, 0o644);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, Math.floor(modifiedAt.getTime() / 1000));
  block.write('0', 156, 'latin1');
  block.write('ustar\0', 257, 'latin1');
  block.write('00', 263, 'latin1');
  block.write(prefix, 345, PREFIX_BYTES, 'utf8');
  block.write(`${headerChecksum(block).toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  return block;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Resolves once the stream has taken the chunk, so a slow disk holds the producer back. */
function writeChunk(output: Writable, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    output.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
}

export class TarWriter {
  constructor(private readonly output: Writable) {}

  /** Writes one file whose size is known beforehand; returns its size and digest for the manifest. */
  async addFile(
    path: string,
    size: number,
    content: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    modifiedAt = new Date(),
  ): Promise<ArchivePart> {
    await writeChunk(this.output, fileHeader(path, size, modifiedAt));
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of content) {
      written += chunk.byteLength;
      if (written > size) break;
      hash.update(chunk);
      await writeChunk(this.output, chunk);
    }
    // The size went into the header first: a file that changes meanwhile would corrupt the archive.
    if (written !== size) throw new OpsError(`${path} changed while it was being archived (${size} bytes expected, ${written} read)`);
    const pad = padding(size);
    if (pad > 0) await writeChunk(this.output, Buffer.alloc(pad));
    return { path, bytes: size, sha256: hash.digest('hex') };
  }

  async end(): Promise<void> {
    await writeChunk(this.output, END_OF_ARCHIVE);
    this.output.end();
  }
}

/** Writes a .tar.gz at `file` (which must not exist yet) from what `fill` adds; resolves with what `fill` returned. */
export async function writeTarGz<T>(file: string, fill: (tar: TarWriter) => Promise<T>): Promise<T> {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file, { flags: 'wx' }));
  // Opening may fail (the file exists) while the entries are still being written: held here, thrown below.
  written.catch(() => undefined);
  let result: T;
  try {
    const tar = new TarWriter(gzip);
    result = await fill(tar);
    await tar.end();
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    throw error;
  }
  await written;
  return result;
}

export interface TarEntry {
  path: string;
  bytes: number;
}

/** Where the reader pours one entry's bytes. */
export interface TarEntrySink {
  write(chunk: Buffer): Promise<void>;
  close(): Promise<void>;
}

class ByteReader {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(): Promise<void> {
    const next = await this.source.next();
    if (next.done) throw new OpsError('The archive is truncated: it ends in the middle of an entry');
    this.pending = this.pending.length === 0 ? next.value : Buffer.concat([this.pending, next.value]);
  }

  async exactly(length: number): Promise<Buffer> {
    while (this.pending.length < length) await this.fill();
    const bytes = this.pending.subarray(0, length);
    this.pending = this.pending.subarray(length);
    return bytes;
  }

  async pour(length: number, sink: (chunk: Buffer) => Promise<void>): Promise<void> {
    let left = length;
    while (left > 0) {
      if (this.pending.length === 0) await this.fill();
      const piece = this.pending.subarray(0, Math.min(left, this.pending.length));
      this.pending = this.pending.subarray(piece.length);
      left -= piece.length;
      await sink(piece);
    }
  }

  /** Reads to the end, so gzip checks its trailer (length and CRC) even after the last entry. */
  async drain(): Promise<void> {
    for (let next = await this.source.next(); !next.done; next = await this.source.next());
  }
}

function readOctal(block: Buffer, offset: number, width: number): number {
  const text = block
    .toString('latin1', offset, offset + width)
    .replace(/[\0 ]+$/, '')
    .trim();
  if (!/^[0-7]+$/.test(text)) throw new OpsError('The archive is damaged: a header holds an invalid number');
  return Number.parseInt(text, 8);
}

function readText(block: Buffer, offset: number, width: number): string {
  const field = block.subarray(offset, offset + width);
  const end = field.indexOf(0);
  return field.toString('utf8', 0, end === -1 ? width : end);
}

function parseHeader(block: Buffer): TarEntry & { type: 'file' | 'directory' } {
  if (readOctal(block, 148, 8) !== headerChecksum(block)) throw new OpsError('The archive is damaged: a header checksum does not match');
  if (block.toString('latin1', 257, 262) !== 'ustar') throw new OpsError('This is not a backup archive: it is not a ustar tar file');
  const typeFlag = String.fromCharCode(block[156]!);
  const name = readText(block, 0, NAME_BYTES);
  const prefix = readText(block, 345, PREFIX_BYTES);
  const path = prefix ? `${prefix}/${name}` : name;
  if (typeFlag === '5') return { path, bytes: 0, type: 'directory' };
  if (typeFlag !== '0' && typeFlag !== '\0')
    throw new OpsError(`The archive holds ${path}, which is not a regular file: a backup holds files only`);
  return { path, bytes: readOctal(block, 124, 12), type: 'file' };
}

/** Reads a .tar.gz entry by entry; directories are skipped, since files carry their own paths. */
export async function readTarGz(file: string, onFile: (entry: TarEntry) => Promise<TarEntrySink>): Promise<void> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  const reader = new ByteReader(source.pipe(gunzip)[Symbol.asyncIterator]());
  try {
    for (;;) {
      const block = await reader.exactly(BLOCK);
      if (block.every((byte) => byte === 0)) break;
      const { type, ...entry } = parseHeader(block);
      if (type === 'file') {
        const sink = await onFile(entry);
        await reader.pour(entry.bytes, (chunk) => sink.write(chunk));
        await sink.close();
      }
      await reader.exactly(padding(entry.bytes));
    }
    await reader.drain();
  } catch (error) {
    if (error instanceof OpsError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') throw new OpsError(`The archive is damaged: ${(error as Error).message}`);
    throw error;
  } finally {
    source.destroy();
  }
}
