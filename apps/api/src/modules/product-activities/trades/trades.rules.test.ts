import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transactionShares } from './trades.rules.ts';

/** A decimal string with six places, in millionths, exactly. */
const micros = (decimal: string) => BigInt(decimal.replace('.', ''));

describe('transactionShares', () => {
  it('keeps every decimal of kilograms times a share', () => {
    expect(transactionShares([{ quantityKg: 1.01, verifiedPercentage: 33.33, notVerifiedPercentage: 66.67 }])).toEqual({
      verifiedWeightKg: '0.336633',
      notVerifiedWeightKg: '0.673367',
    });
  });

  it('counts an unknown share as not verified and takes a stated not-verified share as stated', () => {
    expect(
      transactionShares([
        { quantityKg: 200, verifiedPercentage: null, notVerifiedPercentage: null },
        { quantityKg: 100, verifiedPercentage: 40, notVerifiedPercentage: 50 },
      ]),
    ).toEqual({ verifiedWeightKg: '40.000000', notVerifiedWeightKg: '250.000000' });
  });

  it('has no shares when a product has no kilograms (metres)', () => {
    expect(
      transactionShares([
        { quantityKg: 5, verifiedPercentage: 100, notVerifiedPercentage: 0 },
        { quantityKg: null, verifiedPercentage: 100, notVerifiedPercentage: 0 },
      ]),
    ).toEqual({ verifiedWeightKg: null, notVerifiedWeightKg: null });
  });

  it('splits the kilograms exactly into verified and not verified when the shares are complementary', () => {
    const cents = fc.integer({ min: 0, max: 100_000_000_000 });
    const share = fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null });
    fc.assert(
      fc.property(fc.array(fc.record({ cents, share }), { maxLength: 50 }), (lots) => {
        const items = lots.map(({ cents, share }) => ({
          quantityKg: cents / 100,
          verifiedPercentage: share === null ? null : share / 100,
          notVerifiedPercentage: null,
        }));
        const { verifiedWeightKg, notVerifiedWeightKg } = transactionShares(items);
        const totalMicros = lots.reduce((sum, lot) => sum + BigInt(lot.cents) * 10_000n, 0n);
        expect(micros(verifiedWeightKg as string) + micros(notVerifiedWeightKg as string)).toBe(totalMicros);
      }),
    );
  });
});
