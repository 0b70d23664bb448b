import { describe, expect, it } from 'vitest';
import { fromIsoDate, startOfDay, toIsoDate } from './day-month-year.ts';

describe('DD/MM/YYYY dates', () => {
  it('convert to and from ISO dates, refusing days that do not exist', () => {
    expect(toIsoDate('28/02/2026')).toBe('2026-02-28');
    expect(toIsoDate(' 1/6/2026 ')).toBe('2026-06-01');
    expect(toIsoDate('29/02/2026')).toBeNull();
    expect(toIsoDate('2026-02-28')).toBeNull();
    expect(fromIsoDate('2026-02-28')).toBe('28/02/2026');
    expect(fromIsoDate('soon')).toBe('soon');
  });

  it('start at midnight where the reader is', () => {
    expect(startOfDay('15/06/2026')?.getTime()).toBe(new Date(2026, 5, 15).getTime());
    expect(startOfDay('31/06/2026')).toBeNull();
  });
});
