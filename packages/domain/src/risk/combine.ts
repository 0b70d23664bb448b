import type { TRiskMethodology } from '../configuration/configuration.ts';

export interface TWeightedScore {
  score: number;
  weight: number;
}

/**
 * One score from many (DOMAIN.md §6.6): the highest, the mean, or the weighted mean. Null when there is
 * nothing to combine, or when weighted average has only zero weights: the reference system answered 0
 * there, which reads as "low risk" although nothing was weighed.
 */
export function combineScores(entries: readonly TWeightedScore[], methodology: TRiskMethodology): number | null {
  if (entries.length === 0) return null;
  switch (methodology) {
    case 'HIGHEST_RISK':
      return Math.max(...entries.map((entry) => entry.score));
    case 'AVERAGE_RISK':
      return roundScore(entries.reduce((sum, entry) => sum + entry.score, 0) / entries.length);
    case 'WEIGHTED_AVERAGE': {
      const totalWeight = entries.reduce((sum, entry) => sum + entry.weight, 0);
      if (totalWeight === 0) return null;
      return roundScore(entries.reduce((sum, entry) => sum + entry.score * entry.weight, 0) / totalWeight);
    }
  }
}

/** Scores keep two decimals, as the level thresholds (7.51, 11.26) do. */
export function roundScore(score: number): number {
  return Math.round(score * 100) / 100;
}
