import type { TAcceptPublicReportFields, TFieldError, TFollowUpReason, TIncidentPriority, TPublicReportDetail } from '@opentrace/domain';
import { emptyRiskRow, toLaborRisks, type TRiskRow, type TRiskRowErrors } from '../../model/risk-rows.ts';

/** Accepting a public report as an incident report: what hotline intake asks, with the worker's facility to start from. */
export type TAcceptValues = {
  facility: { id: string; name: string } | null;
  location: string;
  priority: TIncidentPriority | null;
  risks: TRiskRow[];
  summary: string;
  assignee: { id: string; name: string } | null;
  isNoFollowUp: boolean;
  reason: TFollowUpReason | null;
  retaliationRisk: boolean;
  message: string;
};

export const ACCEPT_FIELDS = [
  'facilityId',
  'location',
  'priority',
  'laborRisks',
  'summary',
  'assigneeId',
  'isNoFollowUp',
  'reason',
  'retaliationRisk',
  'message',
] as const;
export type TAcceptField = (typeof ACCEPT_FIELDS)[number];
export type TAcceptErrors = Partial<Record<TAcceptField, string>>;

export function acceptValuesOf(report: TPublicReportDetail): TAcceptValues {
  return {
    facility: report.facility ? { id: report.facility.id, name: report.facility.name } : null,
    location: [report.place, report.facility?.city].filter(Boolean).join(', '),
    priority: null,
    risks: [emptyRiskRow()],
    summary: '',
    assignee: null,
    isNoFollowUp: false,
    reason: null,
    retaliationRisk: false,
    message: '',
  };
}

/** The fields left empty that the API requires, by field; follow-up needs a reason unless "no follow-up". */
export function missingAcceptFields(values: TAcceptValues): TAcceptField[] {
  const missing: TAcceptField[] = [];
  if (!values.facility) missing.push('facilityId');
  if (!values.location.trim()) missing.push('location');
  if (values.priority === null) missing.push('priority');
  if (toLaborRisks(values.risks).length === 0) missing.push('laborRisks');
  if (!values.summary.trim()) missing.push('summary');
  if (!values.isNoFollowUp && !values.reason) missing.push('reason');
  return missing;
}

/** POST /api/public-reports/{id}/accept; without the right to refer, the assignee and no-follow-up stay out. */
export function toAcceptBody(values: TAcceptValues, mayRefer: boolean): TAcceptPublicReportFields {
  const noFollowUp = mayRefer && values.isNoFollowUp;
  const message = values.message.trim();
  return {
    facilityId: values.facility?.id ?? '',
    location: values.location.trim(),
    priority: values.priority ?? 1,
    laborRisks: toLaborRisks(values.risks),
    summary: values.summary.trim(),
    assigneeId: mayRefer && !noFollowUp ? (values.assignee?.id ?? null) : null,
    isNoFollowUp: noFollowUp,
    reason: noFollowUp ? null : values.reason,
    retaliationRisk: values.retaliationRisk,
    ...(message ? { message } : {}),
  };
}

const RISK_PATH = /^laborRisks\.(\d+)\.(indicatorId|subIndicatorId|severity)$/;

/** The server's problems beside the fields and risk rows they name; the rest above the actions. */
export function placeAcceptProblems(
  problems: readonly TFieldError[],
  rows: readonly TRiskRow[],
): { byField: { fields: TAcceptErrors; risks: Record<string, TRiskRowErrors> }; other: string[] } {
  const fields: TAcceptErrors = {};
  const risks: Record<string, TRiskRowErrors> = {};
  const other: string[] = [];
  for (const problem of problems) {
    const risk = RISK_PATH.exec(problem.path);
    const key = risk ? rows[Number(risk[1])]?.key : undefined;
    const field = ACCEPT_FIELDS.find((name) => name === problem.path);
    if (risk && key) risks[key] = { [risk[2] as keyof TRiskRowErrors]: problem.message, ...risks[key] };
    else if (field) fields[field] ??= problem.message;
    else other.push(problem.message);
  }
  return { byField: { fields, risks }, other };
}
