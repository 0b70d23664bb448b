import { formatDate } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { rangeLabel, rangeOptions } from './overview-ranges.ts';

const NOW = new Date('2026-06-15T10:00:00.000Z');

describe('the period options', () => {
  it('offers a mass-balance facility its single range, from the reconciliation start to now', () => {
    const options = rangeOptions(
      { rule: 'reconciliation', ranges: [{ from: '2026-04-01T00:00:00.000Z', to: NOW.toISOString() }] },
      NOW,
      'UTC',
    );
    expect(options).toEqual([
      {
        from: '2026-04-01T00:00:00.000Z',
        to: '2026-06-15T10:00:00.000Z',
        value: '2026-04-01T00:00:00.000Z',
        label: '01/04/2026 – 15/06/2026',
      },
    ]);
  });

  it('lists seasons newest first, each ending the day before the next one starts', () => {
    const options = rangeOptions(
      {
        rule: 'season',
        ranges: [
          { from: '2025-03-01T00:00:00.000Z', to: '2025-08-31T23:59:59.999Z' },
          { from: '2026-03-01T00:00:00.000Z', to: '2026-08-31T23:59:59.999Z' },
          { from: '2025-09-01T00:00:00.000Z', to: '2026-02-28T23:59:59.999Z' },
        ],
      },
      NOW,
      'UTC',
    );
    expect(options.map((option) => option.label)).toEqual([
      '01/03/2026 – 31/08/2026',
      '01/09/2025 – 28/02/2026',
      '01/03/2025 – 31/08/2025',
    ]);
    expect(new Set(options.map((option) => option.value)).size).toBe(3);
  });

  it('runs a mass-balance range up to now even when the answer was given a while ago', () => {
    const [only] = rangeOptions(
      { rule: 'reconciliation', ranges: [{ from: '2026-04-01T00:00:00.000Z', to: '2026-06-15T09:59:00.000Z' }] },
      NOW,
    );
    expect(only!.to).toBe(NOW.toISOString());
    const [ahead] = rangeOptions(
      { rule: 'reconciliation', ranges: [{ from: '2026-04-01T00:00:00.000Z', to: '2026-06-15T10:01:00.000Z' }] },
      NOW,
    );
    expect(ahead!.to).toBe('2026-06-15T10:01:00.000Z');
  });

  it('gives an unbounded facility one period from 1 January 2000 to now', () => {
    const [only, ...others] = rangeOptions({ rule: 'unbounded', ranges: [] }, NOW);
    expect(others).toEqual([]);
    expect(formatDate(only!.from)).toBe('01/01/2000');
    expect(only!.to).toBe(NOW.toISOString());
  });

  it("offers nothing before a facility's first period begins", () => {
    expect(rangeOptions({ rule: 'reconciliation', ranges: [] }, NOW)).toEqual([]);
  });
});

describe('a period label', () => {
  it("reads DD/MM/YYYY – DD/MM/YYYY in the reader's time zone", () => {
    const range = { from: '2026-03-31T19:00:00.000Z', to: '2026-04-30T18:59:59.999Z' };
    expect(rangeLabel(range, 'Asia/Karachi')).toBe('01/04/2026 – 30/04/2026');
  });
});
