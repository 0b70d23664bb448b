import {
  accountedOutputs,
  type TCalculationTotals,
  type TMarginOfError,
  type TMassBalance,
  marginOfError,
  roundToCents,
} from '@opentrace/domain';
import type { KilogramSum, PurchasedKilograms, PurchasedQuantities } from './calculations.repository.ts';

/**
 * Mass balance over the purchases of a range (DOMAIN.md §5.5): in kilograms when every product has a
 * mass, else in the one unit they all share, else not at all. Directly after an extractor what a named
 * seller sold counts as verified and the non-participating seller's as not; further down, each
 * product's verified share does.
 */
export function massBalanceOf(sums: PurchasedQuantities, directlyAfterExtractor: boolean): TMassBalance {
  const lastUpdatedAt = sums.lastPurchasedAt?.toISOString() ?? null;
  const stated =
    sums.withoutKg === 0
      ? { unit: 'Kilograms', figures: sums.kilograms }
      : sums.unitCount === 1 && sums.unit !== null
        ? { unit: sums.unit, figures: sums.quantities }
        : null;
  if (!stated) return { canCalculate: false, unit: null, verified: null, notVerified: null, lastUpdatedAt };
  const { named, unnamed, verified, notVerified } = stated.figures;
  return {
    canCalculate: true,
    unit: stated.unit,
    verified: roundToCents(directlyAfterExtractor ? named : verified),
    notVerified: roundToCents(directlyAfterExtractor ? unnamed : notVerified),
    lastUpdatedAt,
  };
}

/**
 * Kilograms in, set aside and out over a range (DOMAIN.md §5.6): outputs are what was sold, the
 * by-products, what was bought but neither transformed nor sold, and what was made and is still
 * held. A product without a mass makes every figure unknowable, as the web then says.
 */
export function calculationTotalsOf(
  purchased: PurchasedKilograms,
  sold: KilogramSum,
  byProductKilograms: number,
  madeInStock: KilogramSum,
): TCalculationTotals {
  if (purchased.withoutKg > 0 || sold.withoutKg > 0 || madeInStock.withoutKg > 0)
    return { canCalculate: false, inputs: null, byProducts: null, outputs: null };
  return {
    canCalculate: true,
    inputs: roundToCents(purchased.kilograms),
    byProducts: roundToCents(byProductKilograms),
    outputs: roundToCents(
      accountedOutputs({
        sold: sold.kilograms,
        byProducts: byProductKilograms,
        purchasedInStock: purchased.inStockKilograms,
        madeInStock: madeInStock.kilograms,
      }),
    ),
  };
}

export function marginOfErrorOf(totals: TCalculationTotals): TMarginOfError {
  const known = totals.canCalculate && totals.inputs !== null && totals.outputs !== null;
  return { ...totals, marginOfError: known ? roundToCents(marginOfError(totals.inputs as number, totals.outputs as number)) : null };
}
