import { describe, expect, it } from 'vitest';
import { fileStem, STATUS_COLORS } from './qr-code-display.ts';

describe('fileStem', () => {
  it('keeps an ordinary batch name, in any script', () => {
    expect(fileStem('June labels')).toBe('June labels');
    expect(fileStem('لیبل جون')).toBe('لیبل جون');
  });

  it('replaces characters a file name cannot hold', () => {
    expect(fileStem('Lot 1/2: "A"')).toBe('Lot 1-2- -A-');
    expect(fileStem('a\\b\tc')).toBe('a-bc');
  });

  it('falls back to a neutral name when nothing is left', () => {
    expect(fileStem('  \n ')).toBe('qr-codes');
  });
});

describe('STATUS_COLORS', () => {
  it('tells the three statuses apart', () => {
    expect(new Set(Object.values(STATUS_COLORS)).size).toBe(3);
  });
});
