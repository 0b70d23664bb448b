import { createInflateRaw } from 'node:zlib';
import { AppError } from '../core/app-error.ts';

/** How much an uploaded archive may unpack to; README documents the variables behind each value. */
export interface ArchiveLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  /** Unpacked over packed size of one entry, checked on entries above RATIO_GRACE_BYTES. */
  maxRatio: number;
}

/**
 * Uploads are read row by row (xlsx-reader.ts), but our own farm template is still loaded whole by
 * exceljs, at 13–17 bytes of memory per unpacked byte (measured on this machine): 12 MiB unpacked
 * keeps even a whole load inside the 300 MB a server may grow by, while an upload may hold some
 * 40,000 rows of six columns; the pilot files unpack to under 300 KB.
 */
export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 1000,
  maxEntryBytes: 8 * 1024 * 1024,
  maxTotalBytes: 12 * 1024 * 1024,
  maxRatio: 100,
};

/** Small parts of real workbooks (a blank styled sheet) may pack very tightly and cost nothing. */
export const RATIO_GRACE_BYTES = 1024 * 1024;

/** Bytes that are not a zip archive, or one whose structure cannot be followed. */
export class UnreadableArchiveError extends Error {
  override name = 'UnreadableArchiveError';
}

export interface ArchiveEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const UINT16_MAX = 0xffff;
const UINT32_MAX = 0xffffffff;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function tooLarge(
  messageKey: 'file.archiveTooManyEntries' | 'file.archiveEntryTooLarge' | 'file.archiveTooLarge' | 'file.archiveRatioTooHigh',
  details: {
    reason: string;
    limit: number;
    actual: number;
    entry?: string;
  },
  params: Record<string, string | number>,
): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', { messageKey, params, details });
}

function readBigUint(data: Buffer, offset: number): number {
  const value = data.readBigUInt64LE(offset);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new UnreadableArchiveError('zip64 value out of range');
  return Number(value);
}

function findEndOfCentralDirectory(data: Buffer): number {
  const earliest = Math.max(0, data.length - 22 - UINT16_MAX);
  for (let offset = data.length - 22; offset >= earliest; offset -= 1) {
    if (data.readUInt32LE(offset) === EOCD_SIGNATURE) return offset;
  }
  throw new UnreadableArchiveError('no end of central directory');
}

function centralDirectoryOf(data: Buffer): { count: number; offset: number; size: number } {
  const eocd = findEndOfCentralDirectory(data);
  let count = data.readUInt16LE(eocd + 10);
  let size = data.readUInt32LE(eocd + 12);
  let offset = data.readUInt32LE(eocd + 16);
  if (count === UINT16_MAX || size === UINT32_MAX || offset === UINT32_MAX) {
    const locator = eocd - 20;
    if (locator < 0 || data.readUInt32LE(locator) !== ZIP64_LOCATOR_SIGNATURE) throw new UnreadableArchiveError('zip64 locator missing');
    const record = readBigUint(data, locator + 8);
    if (record + 56 > data.length || data.readUInt32LE(record) !== ZIP64_EOCD_SIGNATURE)
      throw new UnreadableArchiveError('zip64 record missing');
    count = readBigUint(data, record + 32);
    size = readBigUint(data, record + 40);
    offset = readBigUint(data, record + 48);
  }
  if (offset + size > data.length) throw new UnreadableArchiveError('central directory outside the file');
  return { count, offset, size };
}

/** Sizes above 4 GiB, or marked as such, live in the zip64 extra field, in this fixed order. */
function applyZip64Extra(data: Buffer, start: number, end: number, entry: ArchiveEntry): void {
  for (let cursor = start; cursor + 4 <= end;) {
    const id = data.readUInt16LE(cursor);
    const length = data.readUInt16LE(cursor + 2);
    if (id === 0x0001) {
      let field = cursor + 4;
      const take = () => {
        if (field + 8 > cursor + 4 + length) throw new UnreadableArchiveError('short zip64 extra field');
        const value = readBigUint(data, field);
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === UINT32_MAX) entry.uncompressedSize = take();
      if (entry.compressedSize === UINT32_MAX) entry.compressedSize = take();
      if (entry.localHeaderOffset === UINT32_MAX) entry.localHeaderOffset = take();
      return;
    }
    cursor += 4 + length;
  }
}

/**
 * Reads what the archive declares from its central directory alone, refusing it when the
 * declarations already break a limit. Nothing is inflated here.
 */
export function inspectArchive(data: Buffer, limits: ArchiveLimits): ArchiveEntry[] {
  if (data.length < 22) throw new UnreadableArchiveError('too short for a zip archive');
  const directory = centralDirectoryOf(data);
  if (directory.count > limits.maxEntries) {
    throw tooLarge(
      'file.archiveTooManyEntries',
      { reason: 'entries', limit: limits.maxEntries, actual: directory.count },
      { entries: directory.count, max: limits.maxEntries },
    );
  }
  const entries: ArchiveEntry[] = [];
  let total = 0;
  let cursor = directory.offset;
  const end = directory.offset + directory.size;
  for (let index = 0; index < directory.count; index += 1) {
    if (cursor + 46 > end || data.readUInt32LE(cursor) !== CENTRAL_SIGNATURE) throw new UnreadableArchiveError('broken central directory');
    const flags = data.readUInt16LE(cursor + 8);
    const nameLength = data.readUInt16LE(cursor + 28);
    const extraLength = data.readUInt16LE(cursor + 30);
    const commentLength = data.readUInt16LE(cursor + 32);
    const nameEnd = cursor + 46 + nameLength;
    if (nameEnd + extraLength + commentLength > end) throw new UnreadableArchiveError('broken central directory');
    const entry: ArchiveEntry = {
      name: data.toString('utf8', cursor + 46, nameEnd),
      method: data.readUInt16LE(cursor + 10),
      compressedSize: data.readUInt32LE(cursor + 20),
      uncompressedSize: data.readUInt32LE(cursor + 24),
      localHeaderOffset: data.readUInt32LE(cursor + 42),
    };
    applyZip64Extra(data, nameEnd, nameEnd + extraLength, entry);
    if (flags & 0x1) throw new UnreadableArchiveError('encrypted entry');
    if (entry.method !== STORED && entry.method !== DEFLATED) throw new UnreadableArchiveError(`compression method ${entry.method}`);

    if (entry.uncompressedSize > limits.maxEntryBytes) {
      throw tooLarge(
        'file.archiveEntryTooLarge',
        { reason: 'entrySize', limit: limits.maxEntryBytes, actual: entry.uncompressedSize, entry: entry.name },
        { entry: entry.name, size: megabytes(entry.uncompressedSize), max: megabytes(limits.maxEntryBytes) },
      );
    }
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > RATIO_GRACE_BYTES && ratio > limits.maxRatio) {
      throw tooLarge(
        'file.archiveRatioTooHigh',
        { reason: 'ratio', limit: limits.maxRatio, actual: Math.round(ratio), entry: entry.name },
        { entry: entry.name, ratio: Math.round(ratio), max: limits.maxRatio },
      );
    }
    total += entry.uncompressedSize;
    if (total > limits.maxTotalBytes) {
      throw tooLarge(
        'file.archiveTooLarge',
        { reason: 'totalSize', limit: limits.maxTotalBytes, actual: total },
        { size: megabytes(total), max: megabytes(limits.maxTotalBytes) },
      );
    }
    entries.push(entry);
    cursor = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/** The entry's bytes as stored in the archive (deflated or not), located through its local header. */
export function packedBytesOf(data: Buffer, entry: ArchiveEntry): Buffer {
  const local = entry.localHeaderOffset;
  if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL_SIGNATURE) throw new UnreadableArchiveError('broken local header');
  const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
  if (start + entry.compressedSize > data.length) throw new UnreadableArchiveError('entry data outside the file');
  return data.subarray(start, start + entry.compressedSize);
}

/** Declared sizes can lie: inflates one entry, counting and discarding, and stops once it passes its declaration. */
function inflatedSizeWithin(packed: Buffer, declared: number): Promise<'within' | 'over'> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    let produced = 0;
    let settled = false;
    const settle = (outcome: 'within' | 'over' | Error) => {
      if (settled) return;
      settled = true;
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    inflater.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > declared) {
        inflater.destroy();
        settle('over');
      }
    });
    inflater.on('end', () => settle('within'));
    inflater.on('error', () => settle(new UnreadableArchiveError('corrupt deflate stream')));
    inflater.end(packed);
  });
}

/**
 * Refuses an archive that would unpack beyond the limits, before anything reads it: first from
 * the central directory's declarations, then by inflating each entry as a stream (a few KB of
 * memory at a time) to catch declarations that lie. A refusal is a 413 or 422 AppError with the
 * limit in its details; bytes that are no zip archive throw UnreadableArchiveError.
 */
export async function assertArchiveWithinLimits(data: Buffer, limits: ArchiveLimits): Promise<void> {
  const entries = inspectArchive(data, limits);
  for (const entry of entries) {
    const packed = packedBytesOf(data, entry);
    const outcome =
      entry.method === STORED
        ? packed.length <= entry.uncompressedSize
          ? 'within'
          : 'over'
        : await inflatedSizeWithin(packed, entry.uncompressedSize);
    if (outcome === 'over') {
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'file.archiveSizeMismatch',
        params: { entry: entry.name },
        details: { reason: 'declaredSizeExceeded', limit: entry.uncompressedSize, entry: entry.name },
      });
    }
  }
}
