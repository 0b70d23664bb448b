import { describe, expect, it } from 'vitest';
import { drawCandidates, randomQrCode } from './qr-code-generator.ts';

describe('randomQrCode', () => {
  it('gives nine digits, zero-padded', () => {
    for (let i = 0; i < 1000; i += 1) expect(randomQrCode()).toMatch(/^\d{9}$/);
  });

  // 1,000 draws from a billion codes repeat one about once in 2,000 runs (the birthday bound), so an exact
  // count would fail now and then; three repeats or more (about once in 10^10 runs) means the source is broken.
  it('hardly repeats itself in a batch-sized draw', () => {
    expect(new Set(Array.from({ length: 1000 }, randomQrCode)).size).toBeGreaterThanOrEqual(998);
  });
});

describe('drawCandidates', () => {
  it('draws as many codes as asked when none repeats', () => {
    let next = 0;
    expect(drawCandidates(3, () => String((next += 1)).padStart(9, '0'))).toEqual(['000000001', '000000002', '000000003']);
  });

  it('drops repeats instead of offering a code twice', () => {
    const script = ['000000001', '000000001', '000000002'];
    expect(drawCandidates(3, () => script.shift() as string)).toEqual(['000000001', '000000002']);
  });
});
