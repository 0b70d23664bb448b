import { z } from 'zod';
import type { TRiskWeights } from '../configuration/configuration.ts';

/**
 * Where a risk item comes from (DOMAIN.md §6.5): the country's risk, the ILAB List of Goods rows for the
 * facility's country and goods, its questionnaire answers, reports recorded by administrators (the hotline),
 * reports by assessor and API roles, accepted improvement plans and DNA tests.
 */
export const RISK_SOURCES = ['COUNTRY', 'PRODUCT_LISTING', 'SAQ', 'HOTLINE', 'REPORT', 'CAP', 'DNA'] as const;
export type TRiskSource = (typeof RISK_SOURCES)[number];
export const ZRiskSource = z.enum(RISK_SOURCES);

/** The configured weight of each source but assessor reports, which take their role's weight. */
const SOURCE_WEIGHT: Record<Exclude<TRiskSource, 'REPORT'>, keyof Omit<TRiskWeights, 'roleWeights'>> = {
  COUNTRY: 'geographyWeight',
  PRODUCT_LISTING: 'listOfGoodsWeight',
  SAQ: 'saqsWeight',
  HOTLINE: 'hotlineWeight',
  CAP: 'capWeight',
  DNA: 'dnaWeight',
};

/** An item's weight under weighted average (DOMAIN.md §6.6): its source's, its reporting role's, or else 0. */
export function weightOf(item: { source: TRiskSource; roleId: string | null }, weights: TRiskWeights): number {
  if (item.source === 'REPORT') return (item.roleId ? weights.roleWeights?.[item.roleId] : undefined) ?? 0;
  return weights[SOURCE_WEIGHT[item.source]] ?? 0;
}

/** The weight key the configuration form names for a source (for explaining a score). */
export function weightKeyOf(source: Exclude<TRiskSource, 'REPORT'>): keyof Omit<TRiskWeights, 'roleWeights'> {
  return SOURCE_WEIGHT[source];
}
