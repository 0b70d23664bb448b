import {
  ZProactiveReportInput,
  type TFieldError,
  type TFileReference,
  type TFollowUpReason,
  type TGrievanceReportInputFields,
  type TIncidentPriority,
  type TLanguage,
  type TProactiveReportInputFields,
  type TReportResponseInputFields,
} from '@opentrace/domain';
import { optionalRuleError, requiredError, ruleError } from '../../../lib/field-rules.ts';
import { recordedDayProblem, recordedMomentOf, todayText, type TDayProblem } from './report-dates.ts';
import { emptyRiskRow, riskRowProblems, toLaborRisks, type TRiskRow, type TRiskRowErrors, type TRiskRowWords } from './risk-rows.ts';

/**
 * The forms that write a report (DOMAIN.md §6.3): the administrator's hotline intake, the assessor's
 * proactive scan and a response to a report. They share their fields; each sends only its own.
 */

export type TNamedChoice = { id: string; name: string };

export type TReportFormValues = {
  facility: TNamedChoice | null;
  location: string;
  /** DD/MM/YYYY as typed. */
  recordedAt: string;
  priority: TIncidentPriority | null;
  risks: TRiskRow[];
  message: string;
  auditReportNumber: string;
  files: TFileReference[];
  retaliationRisk: boolean;
  /** Hotline intake only. */
  assignee: TNamedChoice | null;
  isNoFollowUp: boolean;
  reason: TFollowUpReason | null;
  reporterName: string;
  reporterContact: string;
};

/** The form's fields by the names the API gives them in its problems. */
export const REPORT_FIELDS = [
  'facilityId',
  'location',
  'recordedAt',
  'priority',
  'laborRisks',
  'message',
  'auditReportNumber',
  'files',
  'assigneeId',
  'isNoFollowUp',
  'reason',
  'retaliationRisk',
  'reporterName',
  'reporterContact',
] as const;
export type TReportField = (typeof REPORT_FIELDS)[number];
export type TReportErrors = Partial<Record<TReportField, string>>;

/** Which form: what it asks for and what it sends. */
export type TReportFormKind = 'hotline' | 'proactive' | 'response';

export function emptyReportForm(now: Date): TReportFormValues {
  return {
    facility: null,
    location: '',
    recordedAt: todayText(now),
    priority: null,
    risks: [emptyRiskRow()],
    message: '',
    auditReportNumber: '',
    files: [],
    retaliationRisk: false,
    assignee: null,
    isNoFollowUp: false,
    reason: null,
    reporterName: '',
    reporterContact: '',
  };
}

export type TReportFormWords = {
  names: Record<
    'facilityId' | 'location' | 'recordedAt' | 'priority' | 'message' | 'auditReportNumber' | 'reason' | 'reporterName' | 'reporterContact',
    string
  >;
  dates: Record<Exclude<TDayProblem, 'required'>, string>;
  risks: TRiskRowWords & { none: string };
};

export type TReportFormProblems = { fields: TReportErrors; risks: Record<string, TRiskRowErrors> };

const SHAPE = ZProactiveReportInput.shape;

export function withoutEmpty<TField extends string>(errors: Partial<Record<TField, string | undefined>>): Partial<Record<TField, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as Partial<Record<TField, string>>;
}

/** The form's problems before anything is sent, worded as the server would word them. */
export function validateReportForm(
  kind: TReportFormKind,
  values: TReportFormValues,
  now: Date,
  words: TReportFormWords,
  language: TLanguage,
): TReportFormProblems {
  const { names } = words;
  const text = (field: 'location' | 'message') =>
    values[field].trim() === '' ? requiredError(names[field], language) : ruleError(SHAPE[field], values[field], names[field], language);
  const optional = (field: 'auditReportNumber' | 'reporterName' | 'reporterContact') =>
    optionalRuleError(SHAPE.auditReportNumber, values[field], names[field], language);
  const day = recordedDayProblem(values.recordedAt, now);
  // The hotline may leave the day out: the call is then recorded now.
  const dayOptional = kind === 'hotline' && day === 'required';
  const hotline = kind === 'hotline';
  const report = kind !== 'response';
  const fields = withoutEmpty<TReportField>({
    facilityId: report && values.facility === null ? requiredError(names.facilityId, language) : undefined,
    location: report ? text('location') : undefined,
    recordedAt: day === null || dayOptional ? undefined : day === 'required' ? requiredError(names.recordedAt, language) : words.dates[day],
    priority: values.priority === null ? requiredError(names.priority, language) : undefined,
    laborRisks: values.risks.length === 0 ? words.risks.none : undefined,
    message: text('message'),
    auditReportNumber: optional('auditReportNumber'),
    reason: hotline && !values.isNoFollowUp && values.reason === null ? requiredError(names.reason, language) : undefined,
    reporterName: hotline ? optional('reporterName') : undefined,
    reporterContact: hotline ? optional('reporterContact') : undefined,
  });
  return { fields, risks: riskRowProblems(values.risks, words.risks) };
}

export const hasProblems = (problems: TReportFormProblems): boolean =>
  Object.keys(problems.fields).length > 0 || Object.keys(problems.risks).length > 0;

const trimmedOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** POST /api/grievance-reports; call it on a form without problems. Without the right to refer, assignee and no-follow-up stay out. */
export function toGrievanceReportBody(values: TReportFormValues, now: Date, mayRefer: boolean): TGrievanceReportInputFields {
  const recordedAt = recordedMomentOf(values.recordedAt, now);
  const noFollowUp = mayRefer && values.isNoFollowUp;
  return {
    facilityId: values.facility?.id ?? '',
    location: values.location.trim(),
    ...(recordedAt ? { recordedAt } : {}),
    priority: values.priority ?? 1,
    laborRisks: toLaborRisks(values.risks),
    message: values.message.trim(),
    auditReportNumber: trimmedOrNull(values.auditReportNumber),
    files: values.files,
    assigneeId: mayRefer && !noFollowUp ? (values.assignee?.id ?? null) : null,
    isNoFollowUp: noFollowUp,
    reason: values.reason,
    retaliationRisk: values.retaliationRisk,
    reporterName: trimmedOrNull(values.reporterName),
    reporterContact: trimmedOrNull(values.reporterContact),
  };
}

/** POST /api/requests, an assessor's proactive scan. */
export function toProactiveReportBody(values: TReportFormValues, now: Date): TProactiveReportInputFields {
  return {
    facilityId: values.facility?.id ?? '',
    location: values.location.trim(),
    recordedAt: recordedMomentOf(values.recordedAt, now) ?? '',
    priority: values.priority ?? 1,
    laborRisks: toLaborRisks(values.risks),
    message: values.message.trim(),
    auditReportNumber: trimmedOrNull(values.auditReportNumber),
    files: values.files,
    retaliationRisk: values.retaliationRisk,
  };
}

/** POST /api/requests/{id}/responses. */
export function toResponseBody(values: TReportFormValues, now: Date): TReportResponseInputFields {
  return {
    recordedAt: recordedMomentOf(values.recordedAt, now) ?? '',
    priority: values.priority ?? 1,
    laborRisks: toLaborRisks(values.risks),
    message: values.message.trim(),
    auditReportNumber: trimmedOrNull(values.auditReportNumber),
    files: values.files,
  };
}

const RISK_PATH = /^laborRisks\.(?:added\.)?(\d+)\.(indicatorId|subIndicatorId|severity)$/;

/**
 * Places the server's problems (ApiError details) beside the fields the form shows: a risk's problem
 * (`laborRisks.2.subIndicatorId`) beside that row, found by `rowAt`; the rest above the actions.
 */
export function placeReportProblems(
  problems: readonly TFieldError[],
  shown: readonly TReportField[],
  rowAt: (index: number) => string | undefined,
): { byField: TReportFormProblems; other: string[] } {
  const fields: TReportErrors = {};
  const risks: Record<string, TRiskRowErrors> = {};
  const other: string[] = [];
  for (const problem of problems) {
    const risk = RISK_PATH.exec(problem.path);
    const key = risk ? rowAt(Number(risk[1])) : undefined;
    const field = shown.find((name) => name === problem.path);
    if (risk && key) {
      const name = risk[2] as keyof TRiskRowErrors;
      risks[key] = { [name]: problem.message, ...risks[key] };
    } else if (field) {
      fields[field] ??= problem.message;
    } else {
      other.push(problem.message);
    }
  }
  return { byField: { fields, risks }, other };
}

/** The fields each form shows, to place the server's problems. */
export const FIELDS_OF: Record<TReportFormKind, readonly TReportField[]> = {
  hotline: REPORT_FIELDS,
  proactive: ['facilityId', 'location', 'recordedAt', 'priority', 'laborRisks', 'message', 'auditReportNumber', 'files', 'retaliationRisk'],
  response: ['recordedAt', 'priority', 'laborRisks', 'message', 'auditReportNumber', 'files'],
};
