import type { TRiskMethodology, TRiskWeights } from '../configuration/configuration.ts';
import { combineScores } from './combine.ts';
import type { TRiskItem } from './items.ts';
import { levelOfScore, levelRank, RISK_LEVELS, type TRiskLevel } from './levels.ts';
import { type TRiskSource, weightOf } from './sources.ts';

/** The configured way of combining items (configuration step 7). */
export interface TRiskSettings {
  methodology: TRiskMethodology;
  weights: TRiskWeights;
}

export interface TScored {
  /** Null when nothing counts (no item, or only zero weights under weighted average): "Not assessed". */
  score: number | null;
  level: TRiskLevel | null;
}

export interface TSourceScore extends TScored {
  source: TRiskSource;
  roleId: string | null;
  weight: number;
  itemCount: number;
}

export interface TSubIndicatorScore extends TScored {
  subIndicatorId: string;
  items: TRiskItem[];
}

export interface TIndicatorScore extends TScored {
  indicatorId: string;
  subIndicators: TSubIndicatorScore[];
}

export interface TCategoryScore extends TScored {
  categoryId: string;
  bySource: TSourceScore[];
  indicators: TIndicatorScore[];
}

export interface TTopIssue {
  subIndicatorId: string;
  indicatorId: string;
  categoryId: string;
  counts: Record<TRiskLevel, number>;
}

export interface TRiskAssessment extends TScored {
  /** Items that sit outside the taxonomy: the country's risk. */
  countryItems: TRiskItem[];
  bySource: TSourceScore[];
  categories: TCategoryScore[];
  topIssues: TTopIssue[];
}

/** How many sub-indicators the overview names as the facility's top issues (DOMAIN.md §6.5). */
export const TOP_ISSUE_COUNT = 4;

/** A name for an indicator-list id in the reader's language, for "by level, then by name" orders. */
export type TNameOf = (id: string) => string;

function scored(items: readonly TRiskItem[], settings: TRiskSettings): TScored {
  const score = combineScores(
    items.map((item) => ({ score: item.score, weight: weightOf(item, settings.weights) })),
    settings.methodology,
  );
  return { score, level: score === null ? null : levelOfScore(score) };
}

function groupBy<T>(values: readonly T[], keyOf: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const key = keyOf(value);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

function byLevelThenName<T extends TScored>(nameOf: (node: T) => string) {
  return (a: T, b: T) => levelRank(a.level) - levelRank(b.level) || nameOf(a).localeCompare(nameOf(b));
}

function sourceScores(items: readonly TRiskItem[], settings: TRiskSettings): TSourceScore[] {
  const groups = groupBy(items, (item) => `${item.source}:${item.source === 'REPORT' ? (item.roleId ?? '') : ''}`);
  return [...groups.values()].map((group) => {
    const [first] = group as [TRiskItem];
    const roleId = first.source === 'REPORT' ? first.roleId : null;
    return {
      source: first.source,
      roleId,
      weight: weightOf(first, settings.weights),
      itemCount: group.length,
      ...scored(group, settings),
    };
  });
}

/**
 * Ranks sub-indicators by their count of extreme items, then high, medium and low ones, counting only the
 * facility's own items (DOMAIN.md §6.5); ties go by name.
 */
function topIssuesOf(items: readonly TRiskItem[], facilityId: string, nameOf: TNameOf): TTopIssue[] {
  const direct = items.filter((item) => item.facilityId === facilityId && item.subIndicatorId && item.indicatorId && item.categoryId);
  const issues = [...groupBy(direct, (item) => item.subIndicatorId as string).values()].map((group) => {
    const [first] = group as [TRiskItem];
    const counts = Object.fromEntries(RISK_LEVELS.map((level) => [level, 0])) as Record<TRiskLevel, number>;
    for (const item of group) counts[levelOfScore(item.score)] += 1;
    return {
      subIndicatorId: first.subIndicatorId as string,
      indicatorId: first.indicatorId as string,
      categoryId: first.categoryId as string,
      counts,
    };
  });
  const rank = (a: TTopIssue, b: TTopIssue) => {
    for (const level of RISK_LEVELS) if (a.counts[level] !== b.counts[level]) return b.counts[level] - a.counts[level];
    return nameOf(a.subIndicatorId).localeCompare(nameOf(b.subIndicatorId));
  };
  return issues.sort(rank).slice(0, TOP_ISSUE_COUNT);
}

/**
 * A facility's risk from its items (DOMAIN.md §6.6): the configured method runs over the raw items at every
 * level (sub-indicator, indicator, category, overall), with a per-source breakdown per category and overall.
 * The country item counts in the overall score only (ARCHITECTURE.md §8.3), weighted by the geography weight.
 */
export function assessRisk(facilityId: string, items: readonly TRiskItem[], settings: TRiskSettings, nameOf: TNameOf): TRiskAssessment {
  const countryItems = items.filter((item) => item.subIndicatorId === null);
  const taxonomyItems = items.filter((item) => item.subIndicatorId !== null && item.indicatorId !== null && item.categoryId !== null);
  const categories = [...groupBy(taxonomyItems, (item) => item.categoryId as string)].map(([categoryId, categoryItems]) => ({
    categoryId,
    ...scored(categoryItems, settings),
    bySource: sourceScores(categoryItems, settings),
    indicators: [...groupBy(categoryItems, (item) => item.indicatorId as string)]
      .map(([indicatorId, indicatorItems]) => ({
        indicatorId,
        ...scored(indicatorItems, settings),
        subIndicators: [...groupBy(indicatorItems, (item) => item.subIndicatorId as string)]
          .map(([subIndicatorId, subItems]) => ({
            subIndicatorId,
            ...scored(subItems, settings),
            items: [...subItems].sort((a, b) => b.score - a.score || b.recordedAt.localeCompare(a.recordedAt)),
          }))
          .sort(byLevelThenName((node) => nameOf(node.subIndicatorId))),
      }))
      .sort(byLevelThenName((node) => nameOf(node.indicatorId))),
  }));
  const counted = [...countryItems, ...taxonomyItems];
  return {
    ...scored(counted, settings),
    countryItems,
    bySource: sourceScores(counted, settings),
    categories: categories.sort(byLevelThenName((node) => nameOf(node.categoryId))),
    topIssues: topIssuesOf(taxonomyItems, facilityId, nameOf),
  };
}

/** The overall score and level alone, as lists and the stored assessment need them. */
export function overallRisk(items: readonly TRiskItem[], settings: TRiskSettings): TScored {
  return scored(
    items.filter((item) => item.subIndicatorId === null || (item.indicatorId !== null && item.categoryId !== null)),
    settings,
  );
}
