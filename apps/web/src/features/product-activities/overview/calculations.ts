import {
  marginOfError,
  PRODUCT_QUANTITY_UNITS,
  roundWeightUp,
  type TMarginOfError,
  type TMassBalance,
  type TProductQuantityUnit,
} from '@opentrace/domain';

/**
 * Mass balance and margin of error as the cards show them (DOMAIN.md §5.4–5.6): weights rounded up,
 * the margin with two decimals, or a notice when the quantities cannot be converted.
 */

export type TMassBalanceView =
  | { kind: 'notConvertible' }
  | {
      kind: 'ready';
      verified: number;
      notVerified: number;
      unit: TProductQuantityUnit | null;
      /** 0–100: the verified part of the bar. */
      verifiedShare: number;
      lastUpdatedAt: string | null;
    };

export function massBalanceView(answer: TMassBalance): TMassBalanceView {
  if (!answer.canCalculate) return { kind: 'notConvertible' };
  const verified = answer.verified ?? 0;
  const notVerified = answer.notVerified ?? 0;
  const total = verified + notVerified;
  return {
    kind: 'ready',
    verified: roundWeightUp(verified),
    notVerified: roundWeightUp(notVerified),
    unit: quantityUnit(answer.unit),
    verifiedShare: total > 0 ? (verified / total) * 100 : 0,
    lastUpdatedAt: answer.lastUpdatedAt,
  };
}

export type TMarginOfErrorView =
  { kind: 'notConvertible' } | { kind: 'ready'; inputs: number; byProducts: number; outputs: number; marginPercent: number };

export function marginOfErrorView(answer: TMarginOfError): TMarginOfErrorView {
  if (!answer.canCalculate) return { kind: 'notConvertible' };
  const inputs = answer.inputs ?? 0;
  const outputs = answer.outputs ?? 0;
  return {
    kind: 'ready',
    inputs: roundWeightUp(inputs),
    byProducts: roundWeightUp(answer.byProducts ?? 0),
    outputs: roundWeightUp(outputs),
    marginPercent: answer.marginOfError ?? marginOfError(inputs, outputs),
  };
}

/** The quantity unit a total is stated in, as the unit labels name it; null for anything else. */
export function quantityUnit(unit: string | null): TProductQuantityUnit | null {
  if (unit === null) return null;
  return PRODUCT_QUANTITY_UNITS.find((candidate) => candidate.toLowerCase() === unit.trim().toLowerCase()) ?? null;
}

/** Weights in the reader's language, grouped by thousands ("1,234,567", "1 234 567"). */
export function formatWeight(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A percentage with exactly two decimals; a margin that rounds to zero never reads "-0.00". */
export function formatPercent(value: number, language: string): string {
  const rounded = Math.round(value * 100) / 100;
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rounded === 0 ? 0 : rounded);
}
