import { inflateRawSync } from 'node:zlib';

/*
 * Reads the entries of a zip file a test downloaded, for "does the archive hold these files": the
 * root workspace, where the end-to-end tests live, declares no zip library (the API's own are its
 * dependencies, not the tests'), and the format's central directory is simple to walk. Stored and
 * deflated entries only, no zip64 and no encryption: what the API's archives use.
 */

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export type TZipEntry = { name: string; content: () => Buffer };

/** The end record sits in the last 22 bytes, or further back by the length of an archive comment. */
function endOfCentralDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new Error('Not a zip file: no end of central directory record');
}

/** Every entry of the archive, in the order of its central directory (folders end with "/"). */
export function zipEntries(zip: Buffer): TZipEntry[] {
  const end = endOfCentralDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: TZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) throw new Error(`Broken central directory at byte ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({
      name,
      content: () => {
        if (zip.readUInt32LE(localHeader) !== LOCAL_FILE_HEADER) throw new Error(`Broken local header of ${name}`);
        // The local header's own name and extra field lengths may differ from the central directory's.
        const dataAt = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
        const data = zip.subarray(dataAt, dataAt + compressedSize);
        if (method === STORED) return Buffer.from(data);
        if (method === DEFLATED) return inflateRawSync(data);
        throw new Error(`${name} uses compression method ${method}, which this reader does not know`);
      },
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
