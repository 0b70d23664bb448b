import { deflateRawSync } from 'node:zlib';

/** One entry of a hand-built zip; `declaredSize` overrides the true inflated size, to make it lie. */
export interface ZipPart {
  name: string;
  data: Buffer;
  declaredSize?: number;
  stored?: boolean;
}

/** Writes a zip archive byte by byte, so tests can craft what no honest zip library would write. */
export function buildZip(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const packed = part.stored ? part.data : deflateRawSync(part.data, { level: 1 });
    const method = part.stored ? 0 : 8;
    const size = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MIB = 1024 * 1024;
/** The parts whose names make a zip pass for a workbook when its type is checked. */
const WORKBOOK_MARKERS: ZipPart[] = [
  { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>') },
];

/** Low-entropy but not degenerate bytes: packs about 4 to 1, well under any ratio limit. */
function twoLetterText(bytes: number): Buffer {
  const data = Buffer.alloc(bytes);
  let state = 0x2545f491;
  for (let i = 0; i < bytes; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[i] = state & 1 ? 0x61 : 0x62;
  }
  return data;
}

/** Workbook-looking archives that unpack far beyond what they weigh, each breaking one limit of the defaults. */
export const ZIP_BOMBS = {
  manyEntries: () =>
    buildZip([...WORKBOOK_MARKERS, ...Array.from({ length: 1200 }, (_, i) => ({ name: `xl/media/p${i}.xml`, data: Buffer.from('<a/>') }))]),
  hugeEntry: () => buildZip([...WORKBOOK_MARKERS, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * MIB, 0x20) }]),
  highRatio: () => buildZip([...WORKBOOK_MARKERS, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(4 * MIB, 0x20) }]),
  largeTotal: () =>
    buildZip([
      ...WORKBOOK_MARKERS,
      ...Array.from({ length: 4 }, (_, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: twoLetterText(4 * MIB) })),
    ]),
  lyingSizes: () =>
    buildZip([...WORKBOOK_MARKERS, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * MIB, 0x20), declaredSize: 1000 }]),
};
