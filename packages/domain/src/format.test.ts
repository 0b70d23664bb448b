import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFileSize, formatHyphenated, roundWeightUp } from './format.ts';

describe('dates', () => {
  it("shows DD/MM/YYYY and DD/MM/YYYY HH:mm in the reader's time zone", () => {
    const moment = '2026-03-04T22:30:00Z';
    expect(formatDate(moment, 'UTC')).toBe('04/03/2026');
    expect(formatDateTime(moment, 'UTC')).toBe('04/03/2026 22:30');
    expect(formatDate(moment, 'Asia/Karachi')).toBe('05/03/2026');
    expect(formatDateTime(moment, 'Asia/Karachi')).toBe('05/03/2026 03:30');
  });

  it('uses a 24-hour clock at midnight', () => {
    expect(formatDateTime('2026-01-01T00:05:00Z', 'UTC')).toBe('01/01/2026 00:05');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0.00 B'],
    [1023, '1023.00 B'],
    [1024, '1.00 KB'],
    [10_485_760, '10.00 MB'],
    [1.5 * 1024 ** 3, '1.50 GB'],
    [2 * 1024 ** 4, '2.00 TB'],
    [3 * 1024 ** 5, '3072.00 TB'],
  ])('%d bytes is %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe('formatHyphenated', () => {
  it('strips punctuation, upper-cases and groups by three', () => {
    expect(formatHyphenated('ab-12 cd_9')).toBe('AB1-2CD-9');
    expect(formatHyphenated('bale0001')).toBe('BAL-E00-01');
    expect(formatHyphenated('---')).toBe('');
  });
});

describe('roundWeightUp', () => {
  it('rounds up to whole units by default', () => {
    expect(roundWeightUp(10.01)).toBe(11);
    expect(roundWeightUp(10)).toBe(10);
  });

  it('does not add a unit for floating-point noise', () => {
    expect(roundWeightUp(0.35 * 100)).toBe(35);
    expect(roundWeightUp(0.1 + 0.2, 1)).toBe(0.3);
  });

  it('never shows less than was weighed', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 3 }), (weight, decimals) => {
        const shown = roundWeightUp(weight, decimals);
        expect(shown).toBeGreaterThanOrEqual(weight - 1e-6);
        expect(shown - weight).toBeLessThanOrEqual(10 ** -decimals + 1e-6);
      }),
    );
  });
});
