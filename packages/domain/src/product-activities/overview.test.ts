import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountedOutputs, marginOfError } from './overview.ts';

const kilograms = fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100);
const parts = fc.record({ sold: kilograms, byProducts: kilograms, purchasedInStock: kilograms, madeInStock: kilograms });

describe('margin of error', () => {
  it('does not count finished goods still in stock as lost', () => {
    // A final assembly that bought 1,000 kg of fabric, made 960 kg of garments and keeps them, with 40 kg of offcuts.
    const outputs = accountedOutputs({ sold: 0, byProducts: 40, purchasedInStock: 0, madeInStock: 960 });
    expect(marginOfError(1000, outputs)).toBe(0);
    expect(marginOfError(1000, accountedOutputs({ sold: 0, byProducts: 40, purchasedInStock: 0, madeInStock: 900 }))).toBeCloseTo(6, 10);
  });

  it('is 0 % whenever every kilogram that came in is accounted for, however it left', () => {
    fc.assert(
      fc.property(parts, (where) => {
        const inputs = accountedOutputs(where);
        expect(marginOfError(inputs, accountedOutputs(where))).toBe(0);
      }),
    );
  });

  it('falls as more of what was made stays in stock', () => {
    fc.assert(
      fc.property(parts, kilograms, fc.integer({ min: 1, max: 1_000_000 }), (where, inputs, more) => {
        const before = marginOfError(inputs + 1, accountedOutputs(where));
        const after = marginOfError(inputs + 1, accountedOutputs({ ...where, madeInStock: where.madeInStock + more }));
        expect(after).toBeLessThan(before);
      }),
    );
  });

  it('is 0 % when nothing came in', () => {
    expect(marginOfError(0, 25)).toBe(0);
  });
});
