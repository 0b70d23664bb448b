import { z } from 'zod';
import { RISK_METHODOLOGIES } from '../configuration/configuration.ts';
import { pageOf, ZPageQuery } from '../pagination.ts';
import { RISK_REFERENCE_KINDS } from './items.ts';
import { RISK_LEVELS, ZRiskLevel } from './levels.ts';
import { ZRiskSource } from './sources.ts';

/** A comma-separated list in a query string (`sources=SAQ,REPORT`), so filters stay one parameter each. */
function ZCommaList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item).max(200),
  );
}

/** Filters of the supplier risk views (DOMAIN.md §6.7): sources, categories, indicators, sub-indicators, time range. */
export const ZRiskFilterQuery = z
  .object({
    sources: ZCommaList(ZRiskSource).optional(),
    categoryIds: ZCommaList(z.uuid()).optional(),
    indicatorIds: ZCommaList(z.uuid()).optional(),
    subIndicatorIds: ZCommaList(z.uuid()).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'risk.rangeReversed' });
export type TRiskFilterQuery = z.infer<typeof ZRiskFilterQuery>;

const ZScore = z.number().nullable();
const ZLevel = ZRiskLevel.nullable();
const ZNamed = z.object({ id: z.uuid(), name: z.string() });

export const ZRiskItemView = z.object({
  id: z.string(),
  source: ZRiskSource,
  /** The source as people name it: "SAQ", "Admin (hotline)", or the reporting role's name. */
  sourceLabel: z.string(),
  recordedAt: z.iso.datetime({ offset: true }),
  severity: z.number(),
  subIndicatorWeight: z.number().int().nullable(),
  score: z.number(),
  level: ZRiskLevel,
  /** Its weight under the configured method (weighted average); 1 otherwise. */
  weight: z.number(),
  /** Recorded on another facility (a farm of this group, or this farm's group). */
  fromFacility: ZNamed.nullable(),
  reference: z.object({ kind: z.enum(RISK_REFERENCE_KINDS), id: z.string(), label: z.string() }),
  note: z.string().nullable(),
});
export type TRiskItemView = z.infer<typeof ZRiskItemView>;

const ZSourceScoreView = z.object({
  source: ZRiskSource,
  sourceLabel: z.string(),
  weight: z.number(),
  itemCount: z.number().int(),
  score: ZScore,
  level: ZLevel,
});

export const ZRiskMethodView = z.object({
  methodology: z.enum(RISK_METHODOLOGIES),
  /** Every weight that applied, by source (and by role for assessor reports). */
  weights: z.array(z.object({ source: ZRiskSource, sourceLabel: z.string(), weight: z.number() })),
});

export const ZFacilityRisk = z
  .object({
    facility: ZNamed.extend({ isFarmGroup: z.boolean(), farmGroup: ZNamed.nullable() }),
    /** When the engine last scored the facility; null: not assessed yet. */
    computedAt: z.iso.datetime({ offset: true }).nullable(),
    method: ZRiskMethodView.nullable(),
    /** Score and level under the filters given (the stored overall without filters). */
    score: ZScore,
    level: ZLevel,
    itemCount: z.number().int(),
    bySource: z.array(ZSourceScoreView),
    topIssues: z.array(
      z.object({
        category: ZNamed,
        indicator: ZNamed,
        subIndicator: ZNamed,
        counts: z.object(
          Object.fromEntries(RISK_LEVELS.map((level) => [level, z.number().int()])) as Record<(typeof RISK_LEVELS)[number], z.ZodNumber>,
        ),
      }),
    ),
    country: z.array(ZRiskItemView),
    categories: z.array(
      ZNamed.extend({
        icon: z.string().nullable(),
        score: ZScore,
        level: ZLevel,
        bySource: z.array(ZSourceScoreView),
        indicators: z.array(
          ZNamed.extend({
            score: ZScore,
            level: ZLevel,
            subIndicators: z.array(
              ZNamed.extend({ severity: z.number().int().nullable(), score: ZScore, level: ZLevel, items: z.array(ZRiskItemView) }),
            ),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'FacilityRisk' });
export type TFacilityRisk = z.infer<typeof ZFacilityRisk>;

/** The options of the risk filters: what the facility's items hold. */
export const ZRiskFilterValues = z
  .object({
    sources: z.array(z.object({ source: ZRiskSource, sourceLabel: z.string() })),
    categories: z.array(ZNamed),
    indicators: z.array(ZNamed.extend({ categoryId: z.uuid() })),
    subIndicators: z.array(ZNamed.extend({ indicatorId: z.uuid() })),
    earliest: z.iso.date().nullable(),
    latest: z.iso.date().nullable(),
  })
  .meta({ id: 'RiskFilterValues' });
export type TRiskFilterValues = z.infer<typeof ZRiskFilterValues>;

/** One line of the compliance history: a risk a report or a response named, newest first. */
export const ZComplianceEntry = z.object({
  kind: z.enum(['report', 'response']),
  reportId: z.uuid(),
  reportNumber: z.string(),
  recordedAt: z.iso.datetime({ offset: true }),
  sourceLabel: z.string(),
  category: ZNamed,
  indicator: ZNamed,
  subIndicator: ZNamed,
  severity: z.number().int(),
  score: z.number(),
  level: ZRiskLevel,
});
export type TComplianceEntry = z.infer<typeof ZComplianceEntry>;
export const ZComplianceHistoryQuery = ZPageQuery.extend({
  categoryIds: ZCommaList(z.uuid()).optional(),
  indicatorIds: ZCommaList(z.uuid()).optional(),
  subIndicatorIds: ZCommaList(z.uuid()).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type TComplianceHistoryQuery = z.infer<typeof ZComplianceHistoryQuery>;
export const ZComplianceHistoryPage = pageOf(ZComplianceEntry).meta({ id: 'ComplianceHistoryPage' });
export type TComplianceHistoryPage = z.infer<typeof ZComplianceHistoryPage>;

/** The administrators' overview: facilities by level, and those whose level rose lately. */
export const ZRiskOverview = z
  .object({
    distribution: z.array(z.object({ level: z.enum([...RISK_LEVELS, 'NOT_ASSESSED']), count: z.number().int() })),
    risen: z.array(
      z.object({
        facility: ZNamed.extend({ typeName: z.string() }),
        from: ZLevel,
        to: ZRiskLevel,
        changedAt: z.iso.datetime({ offset: true }),
      }),
    ),
    /** Recalculations waiting or running: levels may still move. */
    pendingRecalculations: z.number().int(),
  })
  .meta({ id: 'RiskOverview' });
export type TRiskOverview = z.infer<typeof ZRiskOverview>;
