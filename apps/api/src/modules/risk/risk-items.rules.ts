import {
  ACCEPTED_PLAN_SCORES,
  countryItemScore,
  DNA_TEST_SEVERITY,
  formatReportNumber,
  itemScore,
  type TRiskItem,
} from '@opentrace/domain';
import { type DnaRiskSourceRow, formatDnaTestNumber } from '../dna-tests/index.ts';
import type { AcceptedPlanRow } from '../improvement-plans/index.ts';
import type { AnswerRiskRow } from '../self-assessments/index.ts';
import type { ReportRiskSourceRow, ResponseRiskSourceRow } from '../incidents/index.ts';
import type { CountryRiskInputRow, ListingRiskInputRow } from '../indicators/index.ts';

/*
 * Rows of the risk sources → risk items (DOMAIN.md §6.5). Pure, so each rule is tested without a database.
 * An item whose sub-indicator left the indicator list (a REPLACE import) no longer resolves and is dropped.
 */

/** The live taxonomy as the rules need it: a sub-indicator's severity, indicator and category. */
export interface TaxonomyPlace {
  categoryId: string;
  indicatorId: string;
  severity: number;
}
export type TaxonomyIndex = ReadonlyMap<string, TaxonomyPlace>;

/** How a reporting role counts: administrators' reports are the hotline source, others weigh by their role. */
export type RoleTypeOf = (roleId: string) => string | undefined;

type ItemOrigin = Pick<TRiskItem, 'id' | 'source' | 'roleId' | 'severity' | 'recordedAt' | 'facilityId' | 'reference' | 'note'>;

function placed(origin: ItemOrigin, subIndicatorId: string, taxonomy: TaxonomyIndex): TRiskItem | null {
  const place = taxonomy.get(subIndicatorId);
  if (!place) return null;
  return {
    ...origin,
    categoryId: place.categoryId,
    indicatorId: place.indicatorId,
    subIndicatorId,
    subIndicatorSeverity: place.severity,
    score: itemScore(origin.severity, place.severity),
  };
}

export function answerItems(rows: readonly AnswerRiskRow[], taxonomy: TaxonomyIndex): TRiskItem[] {
  return rows.flatMap((row) => {
    const item = placed(
      {
        id: `saq:${row.answerId}`,
        source: 'SAQ',
        roleId: null,
        severity: row.riskLevel,
        recordedAt: row.answeredAt.toISOString(),
        facilityId: row.facilityId,
        reference: { kind: 'answer', id: row.answerId, label: row.question },
        note: row.option,
      },
      row.subIndicatorId,
      taxonomy,
    );
    return item ? [item] : [];
  });
}

/**
 * One item per indicator pair per report; the latest response naming the pair sets its severity and date
 * (DOMAIN.md §6.5), and a pair only a response named counts too.
 */
export function reportItems(
  reports: readonly ReportRiskSourceRow[],
  responses: readonly ResponseRiskSourceRow[],
  taxonomy: TaxonomyIndex,
  roleTypeOf: RoleTypeOf,
): TRiskItem[] {
  const byReport = new Map(reports.map((row) => [row.reportId, row]));
  const pairs = new Map<string, { report: ReportRiskSourceRow; severity: number; recordedAt: Date; subIndicatorId: string }>();
  for (const row of reports)
    pairs.set(`${row.reportId}:${row.subIndicatorId}`, {
      report: row,
      severity: row.severity,
      recordedAt: row.recordedAt,
      subIndicatorId: row.subIndicatorId,
    });
  const oldestFirst = [...responses].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const response of oldestFirst) {
    const report = byReport.get(response.reportId);
    if (!report) continue;
    pairs.set(`${response.reportId}:${response.subIndicatorId}`, {
      report,
      severity: response.severity,
      recordedAt: response.recordedAt,
      subIndicatorId: response.subIndicatorId,
    });
  }
  return [...pairs.values()].flatMap(({ report, severity, recordedAt, subIndicatorId }) => {
    const isHotline = isHotlineReport(report.source, report.reporterRoleId, roleTypeOf);
    const item = placed(
      {
        id: `report:${report.reportId}:${subIndicatorId}`,
        source: isHotline ? 'HOTLINE' : 'REPORT',
        roleId: isHotline ? null : report.reporterRoleId,
        severity,
        recordedAt: recordedAt.toISOString(),
        facilityId: report.facilityId,
        reference: { kind: 'report', id: report.reportId, label: formatReportNumber(report.number) },
        note: null,
      },
      subIndicatorId,
      taxonomy,
    );
    return item ? [item] : [];
  });
}

/**
 * Reports taken by administrators (hotline intake, the public channel, or any report an administrator role
 * recorded) are the hotline source; a report whose recorder's account is gone keeps no role to weigh it by.
 */
export function isHotlineReport(source: ReportRiskSourceRow['source'], recorderRoleId: string | null, roleTypeOf: RoleTypeOf): boolean {
  if (source === 'HOTLINE' || source === 'PUBLIC' || recorderRoleId === null) return true;
  return roleTypeOf(recorderRoleId) === 'Administrator';
}

/** ILAB List of Goods rows for the facility's country and goods (severity as listed, 3 for ILAB). */
export function listingItems(
  facilityId: string,
  goods: readonly string[],
  listings: readonly ListingRiskInputRow[],
  taxonomy: TaxonomyIndex,
): TRiskItem[] {
  const made = new Set(goods.map((good) => good.toLowerCase()));
  return listings
    .filter((listing) => made.has(listing.good.toLowerCase()))
    .flatMap((listing) => {
      const item = placed(
        {
          id: `listing:${listing.id}`,
          source: 'PRODUCT_LISTING',
          roleId: null,
          severity: listing.severity,
          recordedAt: listing.createdAt.toISOString(),
          facilityId,
          reference: { kind: 'listing', id: listing.id, label: listing.externalIndicatorName },
          note: listing.good,
        },
        listing.subIndicatorId,
        taxonomy,
      );
      return item ? [item] : [];
    });
}

/** The country's risk as one item outside the taxonomy (ARCHITECTURE.md §8.3). */
export function countryItem(facilityId: string, country: CountryRiskInputRow): TRiskItem {
  return {
    id: `country:${country.countryId}`,
    source: 'COUNTRY',
    roleId: null,
    categoryId: null,
    indicatorId: null,
    subIndicatorId: null,
    severity: country.score,
    subIndicatorSeverity: null,
    score: countryItemScore(country.score),
    recordedAt: country.updatedAt.toISOString(),
    facilityId,
    reference: { kind: 'country', id: country.countryId, label: country.countryName },
    note: null,
  };
}

/**
 * An accepted improvement plan gives its issue the level the assigner chose, scored at the middle of the level's
 * band (DOMAIN.md §7), whatever the sub-indicator's weight: the score is the assigner's verdict, not a product.
 */
export function planItems(rows: readonly AcceptedPlanRow[], taxonomy: TaxonomyIndex): TRiskItem[] {
  return rows.flatMap((row) => {
    const place = taxonomy.get(row.subIndicatorId);
    if (!place || !row.level || !row.resolvedAt) return [];
    const score = ACCEPTED_PLAN_SCORES[row.level];
    return [
      {
        id: `cap:${row.id}`,
        source: 'CAP',
        roleId: null,
        categoryId: place.categoryId,
        indicatorId: place.indicatorId,
        subIndicatorId: row.subIndicatorId,
        severity: score,
        subIndicatorSeverity: null,
        score,
        recordedAt: row.resolvedAt.toISOString(),
        facilityId: row.facilityId,
        reference: { kind: 'plan', id: row.id, label: `IP-${row.number}` },
        note: null,
      },
    ];
  });
}

/**
 * One item per live DNA test on the sub-indicator the indicator list gives failed tests (DOMAIN.md §6.5): a pass
 * weighs 1, a failure 3. Without that sub-indicator in the list, tests add nothing.
 */
export function dnaItems(rows: readonly DnaRiskSourceRow[], dnaSubIndicatorId: string | null, taxonomy: TaxonomyIndex): TRiskItem[] {
  if (!dnaSubIndicatorId) return [];
  return rows.flatMap((row) => {
    const item = placed(
      {
        id: `dna:${row.id}`,
        source: 'DNA',
        roleId: null,
        severity: DNA_TEST_SEVERITY[row.result],
        recordedAt: new Date(`${row.testedOn}T00:00:00.000Z`).toISOString(),
        facilityId: row.facilityId,
        reference: { kind: 'dna-test', id: row.id, label: formatDnaTestNumber(row.number) },
        note: row.productCode,
      },
      dnaSubIndicatorId,
      taxonomy,
    );
    return item ? [item] : [];
  });
}
