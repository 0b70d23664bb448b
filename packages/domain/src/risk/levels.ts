import { z } from 'zod';

/**
 * Risk levels (spec §9: extreme, high, medium, low; DOMAIN.md §6.5). A facility the risk engine has not
 * scored has none, shown as "Not assessed" and never as a made-up level.
 */
export const RISK_LEVELS = ['EXTREME', 'HIGH', 'MEDIUM', 'LOW'] as const;
export type TRiskLevel = (typeof RISK_LEVELS)[number];
export const ZRiskLevel = z.enum(RISK_LEVELS);

/** Spec §4 colours (HIGH red, MEDIUM sandy brown, LOW green, anything else grey); extreme is a darker red than high. */
export const RISK_LEVEL_COLOURS: Record<TRiskLevel | 'NOT_ASSESSED', string> = {
  EXTREME: '#862e2e',
  HIGH: '#e03131',
  MEDIUM: '#f4a460',
  LOW: '#2f9e44',
  NOT_ASSESSED: '#868e96',
};

/** The risk-level filter: a level, or the facilities not assessed yet. */
export const ZRiskLevelFilter = z.enum([...RISK_LEVELS, 'NOT_ASSESSED']);
export type TRiskLevelFilter = z.infer<typeof ZRiskLevelFilter>;

/** Highest possible score: severity 3 × sub-indicator weight 5. */
export const MAX_RISK_SCORE = 15;

/** Lowest score of each level (DOMAIN.md §6.5): the 15-point range cut in four equal bands. */
export const RISK_LEVEL_THRESHOLDS = { EXTREME: 11.26, HIGH: 7.51, MEDIUM: 3.76 } as const;

export function levelOfScore(score: number): TRiskLevel {
  if (score >= RISK_LEVEL_THRESHOLDS.EXTREME) return 'EXTREME';
  if (score >= RISK_LEVEL_THRESHOLDS.HIGH) return 'HIGH';
  if (score >= RISK_LEVEL_THRESHOLDS.MEDIUM) return 'MEDIUM';
  return 'LOW';
}

/** Extreme first: for sorting lists "by level, then by name". */
export function levelRank(level: TRiskLevel | null): number {
  return level === null ? RISK_LEVELS.length : RISK_LEVELS.indexOf(level);
}
