import { describe, expect, it } from 'vitest';
import { countryName, fileNamePart, formatKg, formatPercentValue, formatRatio, formatShare } from './trace-format.ts';

describe('formatShare', () => {
  it('shows the trace confidence as a whole percentage', () => {
    expect(formatShare(0.87, 'en')).toBe('87%');
    expect(formatShare(1, 'en')).toBe('100%');
    expect(formatShare(0, 'en')).toBe('0%');
  });

  it('rounds down so an almost complete trace never reads as fully documented', () => {
    expect(formatShare(0.996, 'en')).toBe('99%');
    expect(formatShare(0.29, 'en')).toBe('29%');
  });

  it('shows a dash when nothing was traced', () => {
    expect(formatShare(null, 'en')).toBe('—');
  });

  it('follows the reader’s language', () => {
    expect(formatShare(0.5, 'fr')).toMatch(/^50\s%$/u);
  });
});

describe('formatPercentValue', () => {
  it('reads a verified share given as 0–100', () => {
    expect(formatPercentValue(75.5, 'en')).toBe('75%');
    expect(formatPercentValue(null, 'en')).toBe('—');
  });
});

describe('formatKg and formatRatio', () => {
  it('groups kilograms and keeps two decimals at most', () => {
    expect(formatKg(12345.678, 'en')).toBe('12,345.68');
    expect(formatKg(null, 'en')).toBe('—');
  });

  it('shows a ratio precisely enough to compare it with a limit such as 0.35', () => {
    expect(formatRatio(0.35, 'en')).toBe('0.35');
    expect(formatRatio(0.3571, 'en')).toBe('0.357');
    expect(formatRatio(null, 'en')).toBe('—');
  });
});

describe('countryName', () => {
  it('names a country in the reader’s language and keeps an unknown code', () => {
    expect(countryName('PK', 'en')).toBe('Pakistan');
    expect(countryName('pk', 'fr')).toBe('Pakistan');
    expect(countryName('CD', 'fr')).toMatch(/Congo/);
    expect(countryName(null, 'en')).toBeNull();
  });
});

describe('fileNamePart', () => {
  it('makes a PO number safe in a file name', () => {
    expect(fileNamePart(' PO 2026/001 ')).toBe('PO-2026-001');
    expect(fileNamePart('///')).toBe('order');
  });
});
