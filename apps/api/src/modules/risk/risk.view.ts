import {
  levelOfScore,
  nameIn,
  type TFacilityRisk,
  type TLanguage,
  type TRiskAssessment,
  type TRiskItem,
  type TRiskItemView,
  type TRiskSettings,
  type TRiskSource,
  type TSourceScore,
  weightOf,
} from '@opentrace/domain';
import type { TTranslations } from '../../core/translations.ts';
import { translationsOf } from '../../lib/reference-names.ts';

/** What naming the parts of an assessment takes, in the reader's language. */
export interface RiskNaming {
  language: TLanguage;
  /** An indicator-list row (category, indicator, sub-indicator) by id. */
  indicator(id: string): { name: string; translations: TTranslations; icon: string | null; severity: number | null } | undefined;
  facilityName(id: string): string | undefined;
  /** "Self-assessment", "Admin (hotline)"…, or the reporting role's name for assessor reports. */
  sourceLabel(source: TRiskSource, roleId: string | null): string;
}

export function indicatorName(naming: RiskNaming, id: string): string {
  const row = naming.indicator(id);
  return row ? nameIn(translationsOf(row), naming.language) : '';
}

export function itemView(item: TRiskItem, facilityId: string, settings: TRiskSettings, naming: RiskNaming): TRiskItemView {
  return {
    id: item.id,
    source: item.source,
    sourceLabel: naming.sourceLabel(item.source, item.roleId),
    recordedAt: item.recordedAt,
    severity: item.severity,
    subIndicatorWeight: item.subIndicatorSeverity,
    score: item.score,
    level: levelOfScore(item.score),
    weight: settings.methodology === 'WEIGHTED_AVERAGE' ? weightOf(item, settings.weights) : 1,
    fromFacility: item.facilityId === facilityId ? null : { id: item.facilityId, name: naming.facilityName(item.facilityId) ?? '' },
    reference: item.reference,
    note: item.note,
  };
}

function sourceView(score: TSourceScore, naming: RiskNaming) {
  return {
    source: score.source,
    sourceLabel: naming.sourceLabel(score.source, score.roleId),
    weight: score.weight,
    itemCount: score.itemCount,
    score: score.score,
    level: score.level,
  };
}

/** The assessment tree with names, as the supplier risk view and its PDF show it (DOMAIN.md §6.7). */
export function assessmentView(
  facilityId: string,
  assessment: TRiskAssessment,
  itemCount: number,
  settings: TRiskSettings,
  naming: RiskNaming,
): Pick<TFacilityRisk, 'score' | 'level' | 'itemCount' | 'bySource' | 'topIssues' | 'country' | 'categories'> {
  const named = (id: string) => ({ id, name: indicatorName(naming, id) });
  return {
    score: assessment.score,
    level: assessment.level,
    itemCount,
    bySource: assessment.bySource.map((score) => sourceView(score, naming)),
    topIssues: assessment.topIssues.map((issue) => ({
      category: named(issue.categoryId),
      indicator: named(issue.indicatorId),
      subIndicator: named(issue.subIndicatorId),
      counts: issue.counts,
    })),
    country: assessment.countryItems.map((item) => itemView(item, facilityId, settings, naming)),
    categories: assessment.categories.map((category) => ({
      ...named(category.categoryId),
      icon: naming.indicator(category.categoryId)?.icon ?? null,
      score: category.score,
      level: category.level,
      bySource: category.bySource.map((score) => sourceView(score, naming)),
      indicators: category.indicators.map((indicator) => ({
        ...named(indicator.indicatorId),
        score: indicator.score,
        level: indicator.level,
        subIndicators: indicator.subIndicators.map((subIndicator) => ({
          ...named(subIndicator.subIndicatorId),
          severity: naming.indicator(subIndicator.subIndicatorId)?.severity ?? null,
          score: subIndicator.score,
          level: subIndicator.level,
          items: subIndicator.items.map((item) => itemView(item, facilityId, settings, naming)),
        })),
      })),
    })),
  };
}
