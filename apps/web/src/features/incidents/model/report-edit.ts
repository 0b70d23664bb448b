import type { TFollowUpReason, TGrievanceReportEditFields, TIncidentReport } from '@opentrace/domain';
import { riskDiff, riskRowsOf, type TRiskRow } from './risk-rows.ts';

/**
 * The administrator's assign / edit form (DOMAIN.md §6.3, REFER_REPORT_FOR_FOLLOW_UP): assignee,
 * no-follow-up, reason, the retaliation flag and the report's risks, sent as a diff of the risks.
 */

export type TReportEditValues = {
  assignee: { id: string; name: string } | null;
  isNoFollowUp: boolean;
  reason: TFollowUpReason | null;
  retaliationRisk: boolean;
  risks: TRiskRow[];
};

export function reportEditOf(report: TIncidentReport): TReportEditValues {
  return {
    assignee: report.assignee ? { id: report.assignee.id, name: report.assignee.name } : null,
    isNoFollowUp: report.isNoFollowUp,
    reason: report.reason,
    retaliationRisk: report.retaliationRisk,
    risks: riskRowsOf(report.laborRisks),
  };
}

/** PUT /api/grievance-reports/{id}; no follow-up leaves nobody assigned. */
export function toReportEditBody(report: TIncidentReport, values: TReportEditValues): TGrievanceReportEditFields {
  return {
    assigneeId: values.isNoFollowUp ? null : (values.assignee?.id ?? null),
    isNoFollowUp: values.isNoFollowUp,
    reason: values.reason,
    retaliationRisk: values.retaliationRisk,
    laborRisks: riskDiff(report.laborRisks, values.risks),
  };
}

/** The row each added risk came from, in the order the diff lists them, to place the server's problems. */
export function addedRowKeys(report: TIncidentReport, rows: readonly TRiskRow[]): string[] {
  return rows
    .filter((row) => {
      const risk = row.riskId === null ? undefined : report.laborRisks.find((candidate) => candidate.id === row.riskId);
      const complete = row.indicatorId !== null && row.subIndicatorId !== null && row.severity !== null;
      return complete && !(risk && risk.indicator.id === row.indicatorId && risk.subIndicator.id === row.subIndicatorId);
    })
    .map((row) => row.key);
}
