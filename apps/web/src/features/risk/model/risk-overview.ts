import { RISK_LEVELS, type TRiskOverview } from '@opentrace/domain';

export type TDistributionLevel = TRiskOverview['distribution'][number]['level'];

/** The chart's bars, extreme first and "Not assessed" last, every level present even at zero. */
export const DISTRIBUTION_ORDER: readonly TDistributionLevel[] = [...RISK_LEVELS, 'NOT_ASSESSED'];

export type TDistributionBar = { level: TDistributionLevel; count: number; percent: number; length: number };

/**
 * Each level's count, its share of all facilities (whole percent) and its bar's length relative to the
 * longest (0–1), so the biggest group fills the width whatever the total.
 */
export function distributionBars(distribution: TRiskOverview['distribution']): { bars: TDistributionBar[]; total: number } {
  const countOf = (level: TDistributionLevel) =>
    distribution.filter((entry) => entry.level === level).reduce((sum, entry) => sum + entry.count, 0);
  const counts = DISTRIBUTION_ORDER.map((level) => ({ level, count: countOf(level) }));
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const longest = Math.max(0, ...counts.map((entry) => entry.count));
  return {
    total,
    bars: counts.map(({ level, count }) => ({
      level,
      count,
      percent: total === 0 ? 0 : Math.round((count / total) * 100),
      length: longest === 0 ? 0 : count / longest,
    })),
  };
}
