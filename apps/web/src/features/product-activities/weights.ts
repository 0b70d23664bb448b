import { roundWeightUp, type TByProductStock, type TWeightUnit } from '@opentrace/domain';

/**
 * How much by-product a facility may still record (DOMAIN.md §4.6), in the unit the user weighs in;
 * null when nothing is left.
 */
export function stockLimit(stock: TByProductStock, unit: TWeightUnit): number | null {
  if (!stock.canRecord) return null;
  return unit === 'Pounds' ? stock.maxPounds : stock.maxKilograms;
}

/** Weights are shown rounded up, to whole units (spec §5). */
export function shownWeight(value: number): number {
  return roundWeightUp(value);
}
