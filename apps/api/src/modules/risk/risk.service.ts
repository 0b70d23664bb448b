import {
  assessRisk,
  formatReportNumber,
  itemScore,
  levelOfScore,
  levelRank,
  nameIn,
  RISK_ALL_JOB,
  RISK_FACILITY_JOB,
  RISK_LEVELS,
  roleNameIn,
  type TComplianceEntry,
  type TComplianceHistoryPage,
  type TComplianceHistoryQuery,
  type TFacilityRisk,
  type TRiskFilterQuery,
  type TRiskFilterValues,
  type TRiskOverview,
  type TRiskSettings,
  type TRiskSource,
  weightKeyOf,
} from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { Principal } from '../../core/principal.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import { findReportRiskSources, findResponseRiskSources, type ReportRiskSourceRow } from '../incidents/index.ts';
import { findTaxonomy } from '../indicators/index.ts';
import { countJobsOfKinds } from '../jobs/index.ts';
import { countRiskSubjectsByLevel, findFarmIdsOf, findRiskSubjects, type RiskSubjectRow } from '../profiles/index.ts';
import { findRoleRowsByIds } from '../roles/index.ts';
import { findBrandSuppliersAmong } from '../suppliers/index.ts';
import { filterRiskItems, withinDates } from './risk-filters.rules.ts';
import { isHotlineReport } from './risk-items.rules.ts';
import { riskPolicy } from './risk.policy.ts';
import { findChangesSince, findRiskAssessment } from './risk.repository.ts';
import { assessmentView, indicatorName, type RiskNaming } from './risk.view.ts';

const OVERVIEW_DAYS = 30;
const OVERVIEW_RISEN_LIMIT = 50;

/** Reads of the risk engine's results: a facility's risk explained, its filters, its compliance history, the overview. */
export class RiskService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async facilityRisk(principal: Principal, facilityId: string, filters: TRiskFilterQuery, context: RequestContext): Promise<TFacilityRisk> {
    const subject = await this.readableSubject(principal, facilityId);
    const stored = await findRiskAssessment(this.db, facilityId);
    const group = subject.farmGroupId ? (await findRiskSubjects(this.db, [subject.farmGroupId]))[0] : undefined;
    const isFarmGroup = (await findFarmIdsOf(this.db, [facilityId])).length > 0;
    const facility = {
      id: subject.id,
      name: subject.name,
      isFarmGroup,
      farmGroup: group ? { id: group.id, name: group.name } : subject.farmGroupId ? { id: subject.farmGroupId, name: '' } : null,
    };
    if (!stored) {
      return {
        facility,
        computedAt: null,
        method: null,
        score: null,
        level: null,
        itemCount: 0,
        bySource: [],
        topIssues: [],
        country: [],
        categories: [],
      };
    }
    const settings: TRiskSettings = { methodology: stored.methodology, weights: stored.weights };
    const naming = await this.naming(stored.items, Object.keys(stored.weights.roleWeights ?? {}), context);
    const items = filterRiskItems(stored.items, filters);
    const assessment = assessRisk(facilityId, items, settings, (id) => indicatorName(naming, id));
    return {
      facility,
      computedAt: stored.computedAt.toISOString(),
      method: { methodology: settings.methodology, weights: this.weightsUsed(settings, naming) },
      ...assessmentView(facilityId, assessment, items.length, settings, naming),
    };
  }

  async filterValues(principal: Principal, facilityId: string, context: RequestContext): Promise<TRiskFilterValues> {
    await this.readableSubject(principal, facilityId);
    const items = (await findRiskAssessment(this.db, facilityId))?.items ?? [];
    const naming = await this.naming(items, [], context);
    const named = (id: string) => ({ id, name: indicatorName(naming, id) });
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    const unique = <T>(values: T[], keyOf: (value: T) => string) => [...new Map(values.map((value) => [keyOf(value), value])).values()];
    const taxonomyItems = items.filter((item) => item.subIndicatorId && item.indicatorId && item.categoryId);
    const days = items.map((item) => item.recordedAt.slice(0, 10)).sort();
    return {
      sources: unique(items, (item) => `${item.source}:${item.roleId ?? ''}`)
        .map((item) => ({ source: item.source, sourceLabel: naming.sourceLabel(item.source, item.roleId) }))
        .filter((value, index, all) => all.findIndex((other) => other.source === value.source) === index),
      categories: unique(taxonomyItems, (item) => item.categoryId as string)
        .map((item) => named(item.categoryId as string))
        .sort(byName),
      indicators: unique(taxonomyItems, (item) => item.indicatorId as string)
        .map((item) => ({ ...named(item.indicatorId as string), categoryId: item.categoryId as string }))
        .sort(byName),
      subIndicators: unique(taxonomyItems, (item) => item.subIndicatorId as string)
        .map((item) => ({ ...named(item.subIndicatorId as string), indicatorId: item.indicatorId as string }))
        .sort(byName),
      earliest: days[0] ?? null,
      latest: days.at(-1) ?? null,
    };
  }

  /**
   * Compliance history (DOMAIN.md §6.7): the risks each report and each response named, by indicator pair,
   * newest first. Never a report's text or its reporter.
   */
  async complianceHistory(
    principal: Principal,
    facilityId: string,
    query: TComplianceHistoryQuery,
    context: RequestContext,
  ): Promise<TComplianceHistoryPage> {
    await this.readableSubject(principal, facilityId);
    const farms = await findFarmIdsOf(this.db, [facilityId]);
    const reports = await findReportRiskSources(this.db, [facilityId, ...farms.map((farm) => farm.id)]);
    const responses = await findResponseRiskSources(this.db, [...new Set(reports.map((row) => row.reportId))]);
    const roles = new Map(
      (
        await findRoleRowsByIds(this.db, [
          ...new Set(
            [...reports, ...responses].flatMap((row) => ('reporterRoleId' in row ? row.reporterRoleId : row.responderRoleId) ?? []),
          ),
        ])
      ).map((role) => [role.id, role]),
    );
    const taxonomy = new Map((await findTaxonomy(this.db)).map((row) => [row.id, row]));
    const name = (id: string) => {
      const row = taxonomy.get(id);
      return { id, name: row ? nameIn(translationsOf(row), context.language) : '' };
    };
    // A response is labelled by who wrote it (an assessor, usually), whatever channel brought the report in.
    const labelOf = (roleId: string | null, source: ReportRiskSourceRow['source']) => {
      const role = roleId ? roles.get(roleId) : undefined;
      if (!role || isHotlineReport(source, roleId, (id) => roles.get(id)?.type)) return context.t('risk.source.HOTLINE');
      return roleNameIn({ name: role.name, nameTranslations: role.nameTranslations }, context.language);
    };
    const reportOf = new Map(reports.map((row) => [row.reportId, row]));
    const entry = (
      kind: TComplianceEntry['kind'],
      row: { reportId: string; recordedAt: Date; indicatorId: string; subIndicatorId: string; severity: number },
      sourceLabel: string,
    ): TComplianceEntry[] => {
      const subIndicator = taxonomy.get(row.subIndicatorId);
      const indicator = taxonomy.get(row.indicatorId);
      const report = reportOf.get(row.reportId);
      if (!subIndicator || !indicator?.categoryId || !report) return [];
      const score = itemScore(row.severity, subIndicator.riskSeverity ?? 1);
      return [
        {
          kind,
          reportId: row.reportId,
          reportNumber: formatReportNumber(report.number),
          recordedAt: row.recordedAt.toISOString(),
          sourceLabel,
          category: name(indicator.categoryId),
          indicator: name(indicator.id),
          subIndicator: name(subIndicator.id),
          severity: row.severity,
          score,
          level: levelOfScore(score),
        },
      ];
    };
    const keep = (values: readonly string[] | undefined, value: string) => !values || values.length === 0 || values.includes(value);
    const entries = [
      ...reports.flatMap((row) => entry('report', row, labelOf(row.reporterRoleId, row.source))),
      ...responses.flatMap((row) => entry('response', row, labelOf(row.responderRoleId, 'PROACTIVE'))),
    ]
      .filter(
        (row) =>
          keep(query.categoryIds, row.category.id) &&
          keep(query.indicatorIds, row.indicator.id) &&
          keep(query.subIndicatorIds, row.subIndicator.id) &&
          withinDates(row.recordedAt, query),
      )
      .sort((a, b) => b.recordedAt.localeCompare(a.recordedAt) || levelRank(a.level) - levelRank(b.level));
    const start = (query.page - 1) * query.perPage;
    return { items: entries.slice(start, start + query.perPage), total: entries.length, page: query.page, perPage: query.perPage };
  }

  /** Administrators' overview: facilities by level, and those whose level rose in the last 30 days. */
  async overview(principal: Principal, context: RequestContext): Promise<TRiskOverview> {
    await riskPolicy.authorize(principal, 'readOverview', null);
    const since = new Date(this.clock.now().getTime() - OVERVIEW_DAYS * 86_400_000);
    const [counts, changes, pending] = await Promise.all([
      countRiskSubjectsByLevel(this.db),
      findChangesSince(this.db, since, 2000),
      countJobsOfKinds(this.db, [RISK_FACILITY_JOB, RISK_ALL_JOB]),
    ]);
    const rises = new Map<string, (typeof changes)[number]>();
    for (const change of changes) {
      const rose = change.toLevel !== null && change.fromLevel !== null && levelRank(change.toLevel) < levelRank(change.fromLevel);
      if (rose && !rises.has(change.facilityId)) rises.set(change.facilityId, change);
    }
    const risen = [...rises.values()].slice(0, OVERVIEW_RISEN_LIMIT);
    const subjects = new Map(
      (
        await findRiskSubjects(
          this.db,
          risen.map((change) => change.facilityId),
        )
      ).map((subject) => [subject.id, subject]),
    );
    const roleNames = new Map(
      (await findRoleRowsByIds(this.db, [...new Set([...subjects.values()].map((subject) => subject.roleId))])).map((role) => [
        role.id,
        roleNameIn({ name: role.name, nameTranslations: role.nameTranslations }, context.language),
      ]),
    );
    const countOf = (level: (typeof RISK_LEVELS)[number] | null) => counts.find((row) => row.level === level)?.count ?? 0;
    return {
      distribution: [
        ...RISK_LEVELS.map((level) => ({ level, count: countOf(level) })),
        { level: 'NOT_ASSESSED' as const, count: countOf(null) },
      ],
      risen: risen.flatMap((change) => {
        const subject = subjects.get(change.facilityId);
        if (!subject || change.toLevel === null) return [];
        return [
          {
            facility: { id: subject.id, name: subject.name, typeName: roleNames.get(subject.roleId) ?? '' },
            from: change.fromLevel,
            to: change.toLevel,
            changedAt: change.changedAt.toISOString(),
          },
        ];
      }),
      pendingRecalculations: pending,
    };
  }

  /** The facility, once the policy lets the caller read its risk; otherwise the answer an unknown id gets. */
  private async readableSubject(principal: Principal, facilityId: string): Promise<RiskSubjectRow> {
    const [subject] = await findRiskSubjects(this.db, [facilityId]);
    const isCallersSupplier =
      subject !== undefined && principal.role.type === 'Brand' && principal.facilityId !== null
        ? (await findBrandSuppliersAmong(this.db, principal.facilityId, [facilityId])).has(facilityId)
        : false;
    await riskPolicy.authorize(principal, 'readFacilityRisk', { isCallersSupplier });
    if (!subject) throw new AppError('NOT_FOUND', { messageKey: 'risk.notFound' });
    return subject;
  }

  private async naming(
    items: readonly { facilityId: string; roleId: string | null }[],
    weightedRoleIds: readonly string[],
    context: RequestContext,
  ): Promise<RiskNaming> {
    const { language } = context;
    const [taxonomy, facilities, roles] = await Promise.all([
      findTaxonomy(this.db),
      findRiskSubjects(this.db, [...new Set(items.map((item) => item.facilityId))]),
      findRoleRowsByIds(this.db, [...new Set([...weightedRoleIds, ...items.flatMap((item) => (item.roleId ? [item.roleId] : []))])]),
    ]);
    const indicators = new Map(taxonomy.map((row) => [row.id, row]));
    const facilityNames = new Map(facilities.map((facility) => [facility.id, facility.name]));
    const roleById = new Map(roles.map((role) => [role.id, role]));
    return {
      language,
      indicator: (id) => {
        const row = indicators.get(id);
        return row && { name: row.name, translations: row.translations, icon: row.icon, severity: row.riskSeverity };
      },
      facilityName: (id) => facilityNames.get(id),
      sourceLabel: (source: TRiskSource, roleId) => {
        const role = source === 'REPORT' && roleId ? roleById.get(roleId) : undefined;
        return role
          ? roleNameIn({ name: role.name, nameTranslations: role.nameTranslations }, language)
          : context.t(`risk.source.${source}`);
      },
    };
  }

  /** Every weight the stored method used, named, so a reader can redo the sum (ARCHITECTURE.md §8.14). */
  private weightsUsed(settings: TRiskSettings, naming: RiskNaming) {
    if (settings.methodology !== 'WEIGHTED_AVERAGE') return [];
    const sources = ['COUNTRY', 'PRODUCT_LISTING', 'SAQ', 'HOTLINE', 'CAP', 'DNA'] as const;
    return [
      ...sources.flatMap((source) => {
        const weight = settings.weights[weightKeyOf(source)];
        return weight === undefined ? [] : [{ source, sourceLabel: naming.sourceLabel(source, null), weight }];
      }),
      ...Object.entries(settings.weights.roleWeights ?? {}).map(([roleId, weight]) => ({
        source: 'REPORT' as const,
        sourceLabel: naming.sourceLabel('REPORT', roleId),
        weight,
      })),
    ];
  }
}
