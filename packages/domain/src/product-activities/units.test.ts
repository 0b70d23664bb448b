import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundWeightUp } from '../format.ts';
import { fromKg, KG_PER_UNIT, roundToCents, toKg, totalQuantity, weightedVerifiedPercentage, ZWeightUnit } from './units.ts';

const RUNS = { numRuns: 300 };
const MASS_UNITS = ['Kilograms', 'Pounds', 'Units', 'Tonnes'] as const;

/** A stored quantity: at most two decimals, up to the 14-digit column (kept lower so kg of Units fit too). */
const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((value) => value / 100);
const quantity = cents(1_000_000);
const massUnit = fc.constantFrom(...MASS_UNITS);
const share = cents(100);

describe('unit factors', () => {
  it('states kilograms per unit as the specification does, and no mass for metres', () => {
    expect(KG_PER_UNIT).toEqual({ Kilograms: 1, Pounds: 0.45359237, Units: 16000, Tonnes: 1000, Metres: null });
  });

  it('converts to kilograms rounded to two decimals', () => {
    expect(toKg(1, 'Pounds')).toBe(0.45);
    expect(toKg(10, 'Pounds')).toBe(4.54);
    expect(toKg(1000, 'Pounds')).toBe(453.59);
    expect(toKg(2, 'Units')).toBe(32000);
    expect(toKg(1.5, 'Tonnes')).toBe(1500);
    expect(toKg(12.34, 'Kilograms')).toBe(12.34);
  });

  it('reads unit names whatever their case, and knows no mass of metres or unknown units', () => {
    expect(toKg(3, ' kilograms ')).toBe(3);
    expect(toKg(5, 'Metres')).toBeNull();
    expect(toKg(5, 'Bushels')).toBeNull();
    expect(fromKg(5, 'Metres')).toBeNull();
    expect(fromKg(32000, 'Units')).toBe(2);
  });
});

describe('toKg and fromKg', () => {
  it('come back to the kilograms they started from', () => {
    fc.assert(
      fc.property(cents(100_000_000), massUnit, (kilograms, unit) => {
        expect(toKg(fromKg(kilograms, unit) as number, unit)).toBe(kilograms);
      }),
      RUNS,
    );
  });

  it('come back to the quantity within the half cent of a kilogram that rounding may take', () => {
    fc.assert(
      fc.property(quantity, massUnit, (value, unit) => {
        const back = fromKg(toKg(value, unit) as number, unit) as number;
        expect(Math.abs(back - value)).toBeLessThanOrEqual(0.005 / (KG_PER_UNIT[unit] as number) + 1e-9);
      }),
      RUNS,
    );
  });
});

describe('roundToCents', () => {
  it('is idempotent and moves a value by at most half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const rounded = roundToCents(value);
        expect(roundToCents(rounded)).toBe(rounded);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.005 + 1e-7);
        expect(rounded).toBe(Math.round(rounded * 100) / 100 || 0);
      }),
      RUNS,
    );
  });

  it('rounds halves away from zero despite binary noise', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
    expect(roundToCents(-0.001)).toBe(0);
  });
});

describe('totalQuantity', () => {
  const items = (unit: fc.Arbitrary<string>) => fc.array(fc.record({ quantity, unit }), { minLength: 1, maxLength: 20 });

  it('adds quantities that all have a mass in kilograms', () => {
    fc.assert(
      fc.property(items(massUnit), (parts) => {
        const total = totalQuantity(parts);
        const kilograms = parts.map((part) => toKg(part.quantity, part.unit) as number);
        expect(total).toEqual({ canCalculate: true, unit: 'Kilograms', total: roundToCents(kilograms.reduce((sum, kg) => sum + kg, 0)) });
      }),
      RUNS,
    );
  });

  it('adds quantities without a mass in the unit they share', () => {
    fc.assert(
      fc.property(items(fc.constantFrom('Metres', 'metres')), (parts) => {
        const total = totalQuantity(parts);
        expect(total).toEqual({
          canCalculate: true,
          unit: 'Metres',
          total: roundToCents(parts.reduce((sum, part) => sum + part.quantity, 0)),
        });
      }),
      RUNS,
    );
  });

  it('cannot add metres to anything with a mass', () => {
    fc.assert(
      fc.property(items(massUnit), quantity, fc.nat(), (parts, metres, position) => {
        const mixed = [...parts];
        mixed.splice(position % (parts.length + 1), 0, { quantity: metres, unit: 'Metres' });
        expect(totalQuantity(mixed)).toEqual({ canCalculate: false });
      }),
      RUNS,
    );
  });

  it('is zero kilograms for nothing', () => {
    expect(totalQuantity([])).toEqual({ canCalculate: true, unit: 'Kilograms', total: 0 });
    expect(
      totalQuantity([
        { quantity: 1000, unit: 'Pounds' },
        { quantity: 1, unit: 'Units' },
      ]),
    ).toEqual({ canCalculate: true, unit: 'Kilograms', total: 16453.59 });
  });
});

describe('roundWeightUp', () => {
  it('never shows less than a converted weight, and at most one step more', () => {
    fc.assert(
      fc.property(quantity, massUnit, fc.integer({ min: 0, max: 2 }), (value, unit, decimals) => {
        const kilograms = toKg(value, unit) as number;
        const shown = roundWeightUp(kilograms, decimals);
        expect(shown).toBeGreaterThanOrEqual(kilograms);
        expect(shown - kilograms).toBeLessThan(10 ** -decimals + 1e-9);
      }),
      RUNS,
    );
  });
});

describe('weightedVerifiedPercentage', () => {
  const part = fc.record({ kg: cents(100_000).filter((kg) => kg > 0), verifiedPercentage: share });

  it('stays between the smallest and the largest share of the parts', () => {
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 20 }), (parts) => {
        const result = weightedVerifiedPercentage(parts) as number;
        const shares = parts.map((entry) => entry.verifiedPercentage);
        expect(result).toBeGreaterThanOrEqual(Math.min(...shares));
        expect(result).toBeLessThanOrEqual(Math.max(...shares));
      }),
      RUNS,
    );
  });

  it('is the shared share when every part has the same one', () => {
    fc.assert(
      fc.property(
        fc.array(
          cents(100_000).filter((kg) => kg > 0),
          { minLength: 1, maxLength: 20 },
        ),
        share,
        (weights, verified) => {
          expect(weightedVerifiedPercentage(weights.map((kg) => ({ kg, verifiedPercentage: verified })))).toBe(verified);
        },
      ),
      RUNS,
    );
  });

  it("is unknown when any part's weight or share is unknown", () => {
    fc.assert(
      fc.property(
        fc.array(part, { maxLength: 10 }),
        fc.constantFrom({ kg: null, verifiedPercentage: 50 }, { kg: 10, verifiedPercentage: null }),
        fc.nat(),
        (parts, unknown, position) => {
          const mixed: { kg: number | null; verifiedPercentage: number | null }[] = [...parts];
          mixed.splice(position % (parts.length + 1), 0, unknown);
          expect(weightedVerifiedPercentage(mixed)).toBeNull();
        },
      ),
      RUNS,
    );
  });

  it('weighs shares by kilograms, and is unknown when nothing weighs anything', () => {
    expect(
      weightedVerifiedPercentage([
        { kg: 300, verifiedPercentage: 100 },
        { kg: 100, verifiedPercentage: 0 },
      ]),
    ).toBe(75);
    expect(weightedVerifiedPercentage([{ kg: 0, verifiedPercentage: 100 }])).toBeNull();
    expect(weightedVerifiedPercentage([])).toBeNull();
  });
});

describe("the specification's unit names", () => {
  it('are accepted in any case and answered by their full names', () => {
    expect(ZWeightUnit.parse('Kg')).toBe('Kilograms');
    expect(ZWeightUnit.parse('KG')).toBe('Kilograms');
    expect(ZWeightUnit.parse(' lbs ')).toBe('Pounds');
    expect(ZWeightUnit.parse('pounds')).toBe('Pounds');
    expect(ZWeightUnit.safeParse('Unit').success).toBe(false);
    expect(ZWeightUnit.safeParse('constructor').success).toBe(false);
    expect(toKg(2, 'Kg')).toBe(2);
    expect(toKg(1, 'Unit')).toBe(16000);
    expect(toKg(1, 'M')).toBeNull();
  });
});
