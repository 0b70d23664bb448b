import { inflateSync } from 'node:zlib';

/*
 * Reads the text of a PDF that Chromium (Skia) printed, for tests only: no PDF tool is installed on
 * every machine that runs them. Skia writes plain objects (no object streams), Flate streams, fonts
 * with a ToUnicode map, and shaped runs (Arabic script) as marked spans whose ActualText is the text.
 * Enough for "does the PDF say this", not a general PDF reader.
 */

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const source = pdf.toString('latin1');
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dictionary: body, stream: null });
      continue;
    }
    let start = streamAt + 'stream'.length;
    if (body[start] === '\r') start += 1;
    if (body[start] === '\n') start += 1;
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
    const dictionary = body.slice(0, streamAt);
    let stream = raw;
    if (dictionary.includes('/FlateDecode')) {
      try {
        stream = inflateSync(raw);
      } catch {
        stream = raw;
      }
    }
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

const hexToUtf16 = (hex: string) => {
  let text = '';
  for (let index = 0; index + 4 <= hex.length; index += 4) text += String.fromCharCode(Number.parseInt(hex.slice(index, index + 4), 16));
  return text;
};

interface FontMap {
  bytes: number;
  codes: Map<number, string>;
}

function readCMap(cmap: string): FontMap {
  const codes = new Map<number, string>();
  const space = /begincodespacerange\s*<([0-9A-Fa-f]+)>/.exec(cmap);
  const bytes = space ? (space[1] ?? '').length / 2 : 2;
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      codes.set(Number.parseInt(pair[1] ?? '0', 16), hexToUtf16(pair[2] ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const from = Number.parseInt(range[1] ?? '0', 16);
      const to = Number.parseInt(range[2] ?? '0', 16);
      const target = range[3] ?? '';
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9A-Fa-f]+)>/g)].forEach((entry, offset) => codes.set(from + offset, hexToUtf16(entry[1] ?? '')));
      } else {
        const first = Number.parseInt(target.slice(1, -1), 16);
        for (let code = from; code <= to; code += 1) codes.set(code, String.fromCharCode(first + code - from));
      }
    }
  }
  return { bytes, codes };
}

function decodeString(hex: string, font: FontMap | undefined): string {
  if (!font) return '';
  let text = '';
  const width = font.bytes * 2;
  for (let index = 0; index + width <= hex.length; index += width)
    text += font.codes.get(Number.parseInt(hex.slice(index, index + width), 16)) ?? '';
  return text;
}

/** The text of every page, in content order; runs shown as marked spans give their ActualText. */
export function extractPdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const fontMaps = new Map<number, FontMap>();
  const fontMapOf = (objectNumber: number): FontMap | undefined => {
    if (fontMaps.has(objectNumber)) return fontMaps.get(objectNumber);
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(objectNumber)?.dictionary ?? '');
    const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream?.toString('latin1') : undefined;
    const map = cmap ? readCMap(cmap) : undefined;
    if (map) fontMaps.set(objectNumber, map);
    return map;
  };

  const pages: string[] = [];
  for (const object of objects.values()) {
    if (!/\/Type \/Page\b/.test(object.dictionary)) continue;
    const fontsBlock = /\/Font <<([^>]*)>>/.exec(object.dictionary)?.[1] ?? '';
    const fonts = new Map([...fontsBlock.matchAll(/\/(\w+) (\d+) 0 R/g)].map((entry) => [entry[1] ?? '', Number(entry[2])]));
    const contents = /\/Contents (\d+) 0 R/.exec(object.dictionary);
    const stream = contents ? objects.get(Number(contents[1]))?.stream?.toString('latin1') : undefined;
    if (!stream) continue;
    let text = '';
    let font: FontMap | undefined;
    // Marked content: a span's ActualText replaces its glyphs; a ReversedChars run is in visual order.
    const marks: { kind: 'actualText' | 'reversed' | 'other'; start: number }[] = [];
    const tokens =
      /\/Span\s*<<\s*\/ActualText\s*<([0-9A-Fa-f]*)>\s*>>\s*BDC|\/ReversedChars\s+BMC|\/\w+\s*(?:<<[^>]*>>)?\s*(?:BDC|BMC)|\bEMC\b|\/(\w+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\bET\b/g;
    for (const token of stream.matchAll(tokens)) {
      const [whole] = token;
      if (token[1] !== undefined) {
        text += hexToUtf16(token[1].replace(/^FEFF/i, ''));
        marks.push({ kind: 'actualText', start: text.length });
      } else if (whole.startsWith('/ReversedChars')) {
        marks.push({ kind: 'reversed', start: text.length });
      } else if (whole.endsWith('BDC') || whole.endsWith('BMC')) {
        marks.push({ kind: 'other', start: text.length });
      } else if (whole === 'EMC') {
        const mark = marks.pop();
        if (mark?.kind === 'reversed') text = text.slice(0, mark.start) + [...text.slice(mark.start)].reverse().join('');
      } else if (token[2] !== undefined) {
        font = fontMapOf(fonts.get(token[2]) ?? -1);
      } else if (whole === 'ET') {
        text += '\n';
      } else if (!marks.some((mark) => mark.kind === 'actualText')) {
        const strings =
          token[3] !== undefined ? [token[3]] : [...(token[4] ?? '').matchAll(/<([0-9A-Fa-f]*)>/g)].map((entry) => entry[1] ?? '');
        for (const hex of strings) text += decodeString(hex, font);
      }
    }
    pages.push(text);
  }
  // Ligatures (ﬁ) and Arabic presentation forms read as the letters they stand for.
  return pages.join('\n').normalize('NFKC');
}
