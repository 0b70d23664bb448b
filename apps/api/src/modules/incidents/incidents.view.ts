import {
  formatReportNumber,
  type TIncidentFile,
  type TIncidentPerson,
  type TIncidentPriority,
  type TIncidentReport,
  type TIncidentReportListItem,
  type TIncidentSeverity,
  type TLanguage,
  type TLaborRisk,
} from '@opentrace/domain';
import type { TTranslations } from '../../core/translations.ts';
import type { IncidentFileRow, PersonRow, ReportFacilityRow, ReportListRow } from './incidents.repository.ts';

/** What a view needs beside the rows: the people, facilities and indicators they name, already looked up. */
export interface ReportLookups {
  people: Map<string, PersonRow>;
  facilities: Map<string, ReportFacilityRow>;
  indicators: Map<string, { id: string; name: string; translations: TTranslations; categoryId: string | null }>;
  language: TLanguage;
}

export function toPerson(lookups: ReportLookups, userId: string | null): TIncidentPerson | null {
  const person = userId ? lookups.people.get(userId) : undefined;
  if (!person) return null;
  return {
    id: person.id,
    name: `${person.firstName} ${person.lastName}`.trim(),
    roleName: person.roleName,
    organisationName: person.organisationName,
  };
}

function named(lookups: ReportLookups, id: string | null) {
  const row = id ? lookups.indicators.get(id) : undefined;
  return row ? { id: row.id, name: row.translations[lookups.language] || row.name } : null;
}

/** A risk as shown: its category, indicator and sub-indicator names in the caller's language. */
export function toLaborRisk(
  lookups: ReportLookups,
  risk: { id: string; indicatorId: string; subIndicatorId: string; severity: number },
): TLaborRisk {
  const indicator = named(lookups, risk.indicatorId) ?? { id: risk.indicatorId, name: '' };
  const subIndicator = named(lookups, risk.subIndicatorId) ?? { id: risk.subIndicatorId, name: '' };
  return {
    id: risk.id,
    category: named(lookups, lookups.indicators.get(risk.indicatorId)?.categoryId ?? null),
    indicator,
    subIndicator,
    severity: risk.severity as TIncidentSeverity,
  };
}

export const toIncidentFile = (file: IncidentFileRow): TIncidentFile => ({
  blobName: file.blobName,
  name: file.name,
  url: `/api/incident-reports/${file.reportId}/files/${file.blobName}`,
});

export function toListItem(row: ReportListRow, lookups: ReportLookups): TIncidentReportListItem {
  const facility = lookups.facilities.get(row.facilityId);
  return {
    id: row.id,
    number: formatReportNumber(row.number),
    facility: {
      id: row.facilityId,
      name: facility?.name ?? '',
      roleName: facility?.roleName ?? '',
      address: facility?.address ?? null,
    },
    priority: row.priority as TIncidentPriority,
    source: row.source,
    status: row.status,
    assignee: toPerson(lookups, row.assigneeId),
    isNoFollowUp: row.isNoFollowUp,
    reason: row.reason,
    retaliationRisk: row.retaliationRisk,
    highestSeverity: Math.min(3, Math.max(1, row.highestSeverity)) as TIncidentSeverity,
    riskCount: row.riskCount,
    responseCount: row.responseCount,
    outcome: row.outcome,
    recordedAt: row.recordedAt.toISOString(),
    latestActivityAt: row.latestActivityAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export type ReportDetailParts = Pick<TIncidentReport, 'reporter' | 'laborRisks' | 'files' | 'responses' | 'closure' | 'can'>;

export function toReport(row: ReportListRow, lookups: ReportLookups, parts: ReportDetailParts): TIncidentReport {
  return {
    ...toListItem(row, lookups),
    location: row.location,
    message: row.message,
    auditReportNumber: row.auditReportNumber,
    updatedAt: row.updatedAt.toISOString(),
    ...parts,
  };
}
