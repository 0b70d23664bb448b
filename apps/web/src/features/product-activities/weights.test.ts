import { describe, expect, it } from 'vitest';
import { shownWeight, stockLimit } from './weights.ts';

describe('stockLimit', () => {
  it('is the stock left in the unit weighed in', () => {
    const stock = { canRecord: true, maxKilograms: 453, maxPounds: 998 };
    expect(stockLimit(stock, 'Kilograms')).toBe(453);
    expect(stockLimit(stock, 'Pounds')).toBe(998);
  });

  it('is nothing once no stock is left', () => {
    expect(stockLimit({ canRecord: false, maxKilograms: null, maxPounds: null }, 'Kilograms')).toBeNull();
  });
});

describe('shownWeight', () => {
  it('rounds weights up to whole units, ignoring binary noise', () => {
    expect(shownWeight(45.36)).toBe(46);
    expect(shownWeight(0.35 * 100)).toBe(35);
  });
});
