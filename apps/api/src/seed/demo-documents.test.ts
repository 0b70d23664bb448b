import { describe, expect, it } from 'vitest';
import { demoPdf } from './demo-documents.ts';

describe('demoPdf', () => {
  const pdf = demoPdf('Invoice MGF-INV-2611', ['12 x Cotton Bales (170 kg)', 'Amount due PKR 918,000']).toString('latin1');

  it('is a PDF whose cross-reference table points at each object, so viewers open it', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref).startsWith('xref\n')).toBe(true);
  });

  it('writes the title and lines, escaping what PDF strings cannot hold', () => {
    expect(pdf).toContain('(Invoice MGF-INV-2611) Tj');
    expect(pdf).toContain('(12 x Cotton Bales \\(170 kg\\)) Tj');
    expect(demoPdf('Reçu', []).toString('latin1')).toContain('(Re?u) Tj');
  });

  it('declares the exact length of its page content', () => {
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)?.[1]);
    const content = pdf.slice(pdf.indexOf('stream\n') + 'stream\n'.length, pdf.indexOf('\nendstream'));
    expect(Buffer.byteLength(content, 'latin1')).toBe(length);
  });
});
