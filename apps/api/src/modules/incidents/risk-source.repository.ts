import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { anyOfIds } from '../../db/any-of.ts';
import type { Executor } from '../../db/client.ts';
import { incidentReportRisks, incidentReports, incidentResponseRisks, incidentResponses, users } from '../../db/schema/index.ts';

/*
 * What the risk engine reads of reports: the labour risks each report and response named, with who recorded
 * them (the role weighs the item). Never a report's message or its reporter: risk outcomes are what brands see.
 */

export interface ReportRiskSourceRow {
  reportId: string;
  number: number;
  facilityId: string;
  source: 'HOTLINE' | 'PROACTIVE' | 'API' | 'PUBLIC';
  /** The role of the account that recorded the report; null for the public channel or a removed account. */
  reporterRoleId: string | null;
  recordedAt: Date;
  indicatorId: string;
  subIndicatorId: string;
  severity: number;
}

export interface ResponseRiskSourceRow {
  reportId: string;
  responseId: string;
  recordedAt: Date;
  createdAt: Date;
  responderRoleId: string | null;
  indicatorId: string;
  subIndicatorId: string;
  severity: number;
}

/** A report closed as unfounded no longer counts against the facility. */
const counts = or(isNull(incidentReports.outcome), ne(incidentReports.outcome, 'UNFOUNDED'));

export function findReportRiskSources(db: Executor, facilityIds: readonly string[]): Promise<ReportRiskSourceRow[]> {
  if (facilityIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      reportId: incidentReports.id,
      number: incidentReports.number,
      facilityId: incidentReports.facilityId,
      source: incidentReports.source,
      reporterRoleId: users.roleId,
      recordedAt: incidentReports.recordedAt,
      indicatorId: incidentReportRisks.indicatorId,
      subIndicatorId: incidentReportRisks.subIndicatorId,
      severity: incidentReportRisks.severity,
    })
    .from(incidentReports)
    .innerJoin(incidentReportRisks, eq(incidentReportRisks.reportId, incidentReports.id))
    .leftJoin(users, eq(users.id, incidentReports.reportedById))
    .where(and(anyOfIds(incidentReports.facilityId, facilityIds), counts));
}

export function findResponseRiskSources(db: Executor, reportIds: readonly string[]): Promise<ResponseRiskSourceRow[]> {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      reportId: incidentResponses.reportId,
      responseId: incidentResponses.id,
      recordedAt: incidentResponses.recordedAt,
      createdAt: incidentResponses.createdAt,
      responderRoleId: users.roleId,
      indicatorId: incidentResponseRisks.indicatorId,
      subIndicatorId: incidentResponseRisks.subIndicatorId,
      severity: incidentResponseRisks.severity,
    })
    .from(incidentResponses)
    .innerJoin(incidentResponseRisks, eq(incidentResponseRisks.responseId, incidentResponses.id))
    .leftJoin(users, eq(users.id, incidentResponses.responderId))
    .where(anyOfIds(incidentResponses.reportId, reportIds));
}
