import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { type ArchiveEntry, packedBytesOf } from './zip-guard.ts';

/** A range of cells merged into its top-left cell; 1-based and inclusive, as Excel numbers them. */
export interface MergedRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** A workbook part made ready for exceljs's streaming reader: its size once rewritten, and its merges. */
export interface PreparedPart {
  entry: ArchiveEntry;
  /** The name the part goes by in the rewritten archive. */
  name: string;
  size: number;
  merges: MergedRange[];
}

/**
 * Merged cells a sheet may declare in all: every cell of a merge is handed to the importers, so one
 * `A1:XFD1048576` in a kilobyte-sized file would otherwise make billions of cells.
 */
export const MAX_MERGED_CELLS = 1_000_000;

const STORED = 0;
const LOCAL_SIGNATURE = 0x04034b50;
const END_SIGNATURE = 0x06054b50;
const CHUNK_BYTES = 64 * 1024;
const NON_ASCII = /[\u0080-\u{10ffff}]/gu;
const MERGE_CELL = /<(?:[A-Za-z_][\w.-]*:)?mergeCell\b[^>]*?\sref="([A-Za-z]+)(\d+)(?::([A-Za-z]+)(\d+))?"/g;

/**
 * exceljs's streaming reader decodes each chunk of a part on its own, so a character whose UTF-8
 * bytes straddle two chunks turns into U+FFFD (measured: 2 of 3,000 Urdu rows). Written as XML
 * character references, every character is plain ASCII and no chunk boundary can split it.
 */
const asAscii = (text: string) => text.replace(NON_ASCII, (char) => `&#${char.codePointAt(0)};`);

/** The part's text, decoded across chunk boundaries, a few kilobytes at a time. */
async function* partText(data: Buffer, entry: ArchiveEntry): AsyncGenerator<string> {
  const packed = packedBytesOf(data, entry);
  const decoder = new StringDecoder('utf8');
  if (entry.method === STORED) {
    for (let start = 0; start < packed.length; start += CHUNK_BYTES) yield decoder.write(packed.subarray(start, start + CHUNK_BYTES));
  } else {
    const inflater = createInflateRaw({ chunkSize: CHUNK_BYTES });
    inflater.end(packed);
    for await (const chunk of inflater) yield decoder.write(chunk as Buffer);
  }
  yield decoder.end();
}

function columnNumber(letters: string): number {
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64;
  return column;
}

function collectMerges(tags: string, merges: MergedRange[]): void {
  for (const [, left, top, right, bottom] of tags.matchAll(MERGE_CELL)) {
    if (right === undefined || bottom === undefined) continue;
    const range = { top: Number(top), left: columnNumber(left ?? ''), bottom: Number(bottom), right: columnNumber(right) };
    if (range.bottom >= range.top && range.right >= range.left && (range.bottom > range.top || range.right > range.left))
      merges.push(range);
  }
}

/**
 * Reads a part once to learn its rewritten size (the archive states sizes before the bytes) and,
 * for a sheet, its merged ranges, which Excel writes after the rows that need them.
 */
export async function preparePart(data: Buffer, entry: ArchiveEntry, name: string, isSheet: boolean): Promise<PreparedPart> {
  let size = 0;
  let pending = '';
  const merges: MergedRange[] = [];
  for await (const text of partText(data, entry)) {
    size += asAscii(text).length;
    if (!isSheet) continue;
    // A tag cut by the chunk boundary is kept for the next round.
    const joined = pending + text;
    const cut = joined.lastIndexOf('<');
    collectMerges(cut === -1 ? '' : joined.slice(0, cut), merges);
    pending = cut === -1 ? joined : joined.slice(cut);
  }
  collectMerges(pending, merges);
  const mergedCells = merges.reduce((sum, range) => sum + (range.bottom - range.top + 1) * (range.right - range.left + 1), 0);
  if (mergedCells > MAX_MERGED_CELLS) throw new Error(`${entry.name} merges ${mergedCells} cells, more than ${MAX_MERGED_CELLS}`);
  return { entry, name, size, merges };
}

function storedHeader(name: string, size: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_SIGNATURE, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(STORED, 8);
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes]);
}

/** One part as a stored zip entry made up on the spot, for parts the archive lacks. */
export function madeUpRecord(name: string, content: string): Buffer {
  const body = Buffer.from(content, 'latin1');
  return Buffer.concat([storedHeader(name, body.length), body]);
}

/**
 * The parts, in the given order, as an archive exceljs's streaming reader can follow: each stored
 * under its new name, in ASCII, produced only as the reader asks for more.
 */
export async function* rewrittenArchive(data: Buffer, parts: readonly (PreparedPart | Buffer)[]): AsyncGenerator<Buffer> {
  for (const part of parts) {
    if (Buffer.isBuffer(part)) {
      yield part;
      continue;
    }
    yield storedHeader(part.name, part.size);
    for await (const text of partText(data, part.entry)) if (text !== '') yield Buffer.from(asAscii(text), 'latin1');
  }
  // The reader needs no central directory, only an end record telling it the entries are over.
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_SIGNATURE, 0);
  yield end;
}
