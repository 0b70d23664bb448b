import { z } from 'zod';
import { MAX_RISK_SCORE } from './levels.ts';
import { roundScore } from './combine.ts';
import { ZRiskSource } from './sources.ts';

/** What a risk item points at, so a reader can open the answer, report, listing or test behind it. */
export const RISK_REFERENCE_KINDS = ['answer', 'report', 'listing', 'country', 'plan', 'dna-test'] as const;

/**
 * One risk item (DOMAIN.md §6.5): a sub-indicator, a severity, where it came from and when. The country's
 * risk is the one item without a sub-indicator. Names are not stored: they are read in the reader's language.
 */
export const ZRiskItem = z.object({
  /** Stable across recalculations: the source and the row it came from. */
  id: z.string(),
  source: ZRiskSource,
  /** Reports by assessor and API roles: the role whose weight applies. */
  roleId: z.uuid().nullable(),
  categoryId: z.uuid().nullable(),
  indicatorId: z.uuid().nullable(),
  subIndicatorId: z.uuid().nullable(),
  /** The item's own severity (1–3), or the country's risk score (1–100) for the country item. */
  severity: z.number(),
  /** The sub-indicator's severity (1–5) when the item was scored. */
  subIndicatorSeverity: z.number().int().nullable(),
  score: z.number().min(0).max(MAX_RISK_SCORE),
  recordedAt: z.iso.datetime({ offset: true }),
  /** The facility the item was recorded on: the assessed facility, one of its farms, or its farm group. */
  facilityId: z.uuid(),
  reference: z.object({ kind: z.enum(RISK_REFERENCE_KINDS), id: z.string(), label: z.string() }),
  /** Plain words that never carry a report's text (what was asked and answered, which good is listed). */
  note: z.string().nullable(),
});
export type TRiskItem = z.infer<typeof ZRiskItem>;

/** Score of an item (DOMAIN.md §6.5): severity × sub-indicator severity, 1–15; "No weight" answers count as severity 1. */
export function itemScore(severity: number, subIndicatorSeverity: number): number {
  return Math.max(1, severity) * subIndicatorSeverity;
}

/** The country item's score: the country's 1–100 risk on the 15-point scale. */
export function countryItemScore(countryScore: number): number {
  return roundScore((countryScore * MAX_RISK_SCORE) / 100);
}

/**
 * Accepting an improvement plan resets its issue (DOMAIN.md §7, ARCHITECTURE.md §8.5): for each sub-indicator,
 * the items recorded before its latest accepted plan no longer count, earlier plans included. Later items
 * (a new report after the plan) count again.
 */
export function withoutItemsBeforeAcceptedPlans<T extends Pick<TRiskItem, 'source' | 'subIndicatorId' | 'recordedAt'>>(
  items: readonly T[],
): T[] {
  const latestPlan = new Map<string, number>();
  for (const item of items) {
    if (item.source !== 'CAP' || item.subIndicatorId === null) continue;
    const at = Date.parse(item.recordedAt);
    if (at > (latestPlan.get(item.subIndicatorId) ?? -Infinity)) latestPlan.set(item.subIndicatorId, at);
  }
  if (latestPlan.size === 0) return [...items];
  return items.filter((item) => {
    const planAt = item.subIndicatorId === null ? undefined : latestPlan.get(item.subIndicatorId);
    return planAt === undefined || Date.parse(item.recordedAt) >= planAt;
  });
}
