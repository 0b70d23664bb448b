import type { TFileKind } from '@opentrace/domain';

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function isJson(data: Buffer): boolean {
  const text = data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a file really is, from its first bytes (and for containers, their entry names); the
 * name and the browser's stated type are never trusted.
 */
export function detectFileKind(data: Buffer): TFileKind | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('BM')) && data.length > 26) return 'bmp';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, [0x49, 0x49, 0x2a, 0x00]) || startsWith(data, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(data, ascii('ftyp'), 4) && HEIF_BRANDS.has(data.subarray(8, 12).toString('latin1'))) return 'heic';
  if (startsWith(data, ascii('%PDF-'))) return 'pdf';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    // A zip is a workbook only if it holds the spreadsheet parts; Word or random zips are not.
    return data.includes('[Content_Types].xml') && data.includes('xl/') ? 'xlsx' : null;
  }
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const workbookStream = Buffer.from('Workbook', 'utf16le');
    const legacyBookStream = Buffer.from('Book', 'utf16le');
    return data.includes(workbookStream) || data.includes(legacyBookStream) ? 'xls' : null;
  }
  if (isJson(data)) return 'json';
  return null;
}

export const FILE_KIND_EXTENSION: Record<TFileKind, string> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  bmp: 'bmp',
  webp: 'webp',
  tiff: 'tiff',
  heic: 'heic',
  pdf: 'pdf',
  xlsx: 'xlsx',
  xls: 'xls',
  json: 'json',
};

/** Extensions a file of each kind is commonly saved with; any of them already tells the truth. */
const KIND_ALIASES: Partial<Record<TFileKind, readonly string[]>> = {
  jpeg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  tiff: ['tif', 'tiff'],
  heic: ['heic', 'heif'],
};

export const extensionsOf = (kind: TFileKind): readonly string[] => KIND_ALIASES[kind] ?? [FILE_KIND_EXTENSION[kind]];
