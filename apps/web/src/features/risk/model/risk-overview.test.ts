import { describe, expect, it } from 'vitest';
import { distributionBars } from './risk-overview.ts';

describe('the distribution of facilities by level', () => {
  it('shows every level extreme first and Not assessed last, with shares and bars relative to the largest', () => {
    const { bars, total } = distributionBars([
      { level: 'LOW', count: 6 },
      { level: 'NOT_ASSESSED', count: 3 },
      { level: 'EXTREME', count: 1 },
    ]);
    expect(total).toBe(10);
    expect(bars).toEqual([
      { level: 'EXTREME', count: 1, percent: 10, length: 1 / 6 },
      { level: 'HIGH', count: 0, percent: 0, length: 0 },
      { level: 'MEDIUM', count: 0, percent: 0, length: 0 },
      { level: 'LOW', count: 6, percent: 60, length: 1 },
      { level: 'NOT_ASSESSED', count: 3, percent: 30, length: 0.5 },
    ]);
  });

  it('draws empty bars when there are no facilities', () => {
    const { bars, total } = distributionBars([]);
    expect(total).toBe(0);
    expect(bars.every((bar) => bar.count === 0 && bar.length === 0 && bar.percent === 0)).toBe(true);
  });
});
