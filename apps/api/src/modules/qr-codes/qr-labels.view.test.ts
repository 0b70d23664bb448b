import { BinaryBitmap, HybridBinarizer, QRCodeReader, type Result, ResultMetadataType, RGBLuminanceSource } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { labelPaper, labelPayload, labelsHtml, LABELS_PER_A4_SHEET, qrSvg, type LabelsDocument } from './qr-labels.view.ts';

const PIXELS_PER_MODULE = 4;

/** Reads the QR an SVG of qrSvg draws, as a scanner would read it once printed: its squares drawn as pixels, then decoded. */
function readSvg(svg: string): Result {
  const [minX, , side] = /viewBox="(-?\d+) (-?\d+) (\d+) (\d+)"/.exec(svg)!.slice(1).map(Number) as [number, number, number];
  const width = side * PIXELS_PER_MODULE;
  const luma = new Uint8ClampedArray(width * width).fill(255);
  const path = /<path d="([^"]*)"/.exec(svg)![1]!;
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < PIXELS_PER_MODULE; dy += 1) {
      for (let dx = 0; dx < PIXELS_PER_MODULE; dx += 1) {
        const px = (Number(x) - minX) * PIXELS_PER_MODULE + dx;
        const py = (Number(y) - minX) * PIXELS_PER_MODULE + dy;
        luma[py * width + px] = 0;
      }
    }
  }
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luma, width, width))));
}

const decodeSvg = (svg: string): string => readSvg(svg).getText();

const DOCUMENT: LabelsDocument = {
  language: 'en',
  layout: 'label',
  codes: ['012345678', '987654321'],
  content: 'code',
  publicUrl: 'https://trace.example.org/pilot',
  texts: { lotNumber: 'Lot number', baleNumber: 'Bale number' },
  logo: null,
  fontFaces: '',
};

const payloads = (html: string) => [...html.matchAll(/data-payload="([^"]*)"/g)].map((match) => match[1]);

describe('QR labels', () => {
  it('carry the nine digits by default, or the link to the product page at the public address', () => {
    expect(labelPayload('012345678', 'code', DOCUMENT.publicUrl)).toBe('012345678');
    expect(labelPayload('012345678', 'link', 'https://trace.example.org/pilot/')).toBe('https://trace.example.org/pilot/q/012345678');
  });

  it('draw a QR that a reader decodes back to what the label carries', () => {
    expect(decodeSvg(qrSvg('012345678'))).toBe('012345678');
    expect(decodeSvg(qrSvg('https://trace.example.org/pilot/q/987654321'))).toBe('https://trace.example.org/pilot/q/987654321');
  });

  it('encode at error correction H, so a dirty or torn label still reads (DOMAIN.md §8.1)', () => {
    for (const payload of ['012345678', 'https://trace.example.org/pilot/q/987654321']) {
      expect(readSvg(qrSvg(payload)).getResultMetadata().get(ResultMetadataType.ERROR_CORRECTION_LEVEL), payload).toBe('H');
    }
  });

  it('print each code as "xxx xxx xxx" beside its QR, with blank lot and bale number boxes in the given words', () => {
    const html = labelsHtml({ ...DOCUMENT, texts: { lotNumber: 'Numéro de lot', baleNumber: 'Numéro de balle' } });
    expect(payloads(html)).toEqual(['012345678', '987654321']);
    expect(html).toContain('<div class="code">012 345 678</div>');
    expect(html).toContain('<div class="code">987 654 321</div>');
    expect(html.match(/Numéro de lot<div class="box"><\/div>/g)).toHaveLength(2);
    expect(html.match(/Numéro de balle<div class="box"><\/div>/g)).toHaveLength(2);
  });

  it('put the link in every QR when asked, and decode to it', () => {
    const html = labelsHtml({ ...DOCUMENT, content: 'link' });
    expect(payloads(html)).toEqual(['https://trace.example.org/pilot/q/012345678', 'https://trace.example.org/pilot/q/987654321']);
    const svg = /<svg class="qr"[\s\S]*?<\/svg>/.exec(html)![0];
    expect(decodeSvg(svg)).toBe('https://trace.example.org/pilot/q/012345678');
  });

  it('show the configured logo when there is one, and no image otherwise', () => {
    expect(labelsHtml(DOCUMENT)).not.toContain('<img');
    expect(labelsHtml({ ...DOCUMENT, logo: 'data:image/png;base64,AAAA' })).toContain('<img src="data:image/png;base64,AAAA" alt="">');
  });

  it('lay A4 sheets out 24 labels each, and a label printer one label per 50 × 30 mm page', () => {
    const codes = Array.from({ length: LABELS_PER_A4_SHEET + 1 }, (_, index) => String(100_000_000 + index));
    const html = labelsHtml({ ...DOCUMENT, layout: 'a4', codes });
    expect(html.match(/<div class="sheet">/g)).toHaveLength(2);
    expect(labelPaper('a4')).toEqual({ width: '210mm', height: '297mm' });
    expect(labelPaper('label')).toEqual({ width: '50mm', height: '30mm' });
  });

  it('write Urdu right to left, with the code still read left to right', () => {
    const html = labelsHtml({ ...DOCUMENT, language: 'ur', texts: { lotNumber: 'لاٹ نمبر', baleNumber: 'گانٹھ نمبر' } });
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain('لاٹ نمبر');
  });
});
