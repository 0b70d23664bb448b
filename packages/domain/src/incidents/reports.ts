import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination.ts';
import { ZFileReference } from '../product-activities/product-values.ts';

/**
 * Incident (grievance) reports (DOMAIN.md §6.3, §11; ARCHITECTURE.md §8.13): intake by administrators
 * (hotline), assessors (proactive scans), API users and the public channel; assignment to an assessor or
 * API user; responses; closing with an outcome. The reporter's identity and the message are for the
 * people handling the case only: every response shape says when it hides them.
 */

/** Lifecycle (spec §4): NEW → VIEWED (first open by the assignee) → RESPONSE_SENT; further responses allowed. */
export const INCIDENT_STATUSES = ['NEW', 'VIEWED', 'RESPONSE_SENT'] as const;
export type TIncidentStatus = (typeof INCIDENT_STATUSES)[number];

/**
 * Priority 1–5 (DOMAIN.md §6.3), named as spec §9 lists report priorities: 1 annual, 2 high, 3 medium,
 * 4 low, 5 other. The API speaks the number; screens show the name.
 */
export const INCIDENT_PRIORITIES = [1, 2, 3, 4, 5] as const;
export type TIncidentPriority = (typeof INCIDENT_PRIORITIES)[number];
export const INCIDENT_PRIORITY_NAMES = { 1: 'ANNUAL', 2: 'HIGH', 3: 'MEDIUM', 4: 'LOW', 5: 'OTHER' } as const satisfies Record<
  TIncidentPriority,
  string
>;
export const ZIncidentPriority = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

/** Why a report is referred for follow-up (DOMAIN.md §6.3); required when follow-up is wanted. */
export const FOLLOW_UP_REASONS = ['ANNUAL', 'HIGH_RISK_PROFILE', 'MEDIUM_RISK_PROFILE', 'LOW_RISK_PROFILE', 'OTHER'] as const;
export type TFollowUpReason = (typeof FOLLOW_UP_REASONS)[number];

/** Severity of one labour risk on a report or response: 1 low, 2 medium, 3 high. */
export const INCIDENT_SEVERITIES = [1, 2, 3] as const;
export type TIncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];
export const INCIDENT_SEVERITY_NAMES = { 1: 'LOW', 2: 'MEDIUM', 3: 'HIGH' } as const satisfies Record<TIncidentSeverity, string>;
export const ZIncidentSeverity = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** How a closed case ended (ARCHITECTURE.md §8.13: closing a case records its reasons). */
export const INCIDENT_OUTCOMES = ['FOUNDED', 'UNFOUNDED', 'REFERRED'] as const;
export type TIncidentOutcome = (typeof INCIDENT_OUTCOMES)[number];

/** Where a report came from: administrator hotline intake, assessor proactive scan, API user, public channel. */
export const INCIDENT_SOURCES = ['HOTLINE', 'PROACTIVE', 'API', 'PUBLIC'] as const;
export type TIncidentSource = (typeof INCIDENT_SOURCES)[number];

/** Message, location, audit report number, reporter name and contact: DOMAIN.md §6.3 (message ≤ 255). */
export const MAX_INCIDENT_TEXT_LENGTH = 255;
/** Reasons given when closing a case. */
export const MAX_OUTCOME_REASONS_LENGTH = 2000;
export const MAX_LABOR_RISKS_PER_REPORT = 50;
export const MAX_INCIDENT_FILES = 5;

const ZText = z.string().trim().min(1, 'validation.required').max(MAX_INCIDENT_TEXT_LENGTH, 'validation.tooLong');
/** '' or absent means none. */
const ZOptionalText = z
  .string()
  .trim()
  .max(MAX_INCIDENT_TEXT_LENGTH, 'validation.tooLong')
  .nullish()
  .transform((value) => value || null);
const ZMoment = z.iso.datetime({ offset: true });
const ZFiles = z.array(ZFileReference).max(MAX_INCIDENT_FILES, 'validation.tooLong').default([]);

/** One labour risk as submitted: an existing indicator / sub-indicator pair and its severity. */
export const ZLaborRiskInput = z
  .object({ indicatorId: z.uuid(), subIndicatorId: z.uuid(), severity: ZIncidentSeverity })
  .strict()
  .meta({ id: 'NewLaborRisk' });
export type TLaborRiskInput = z.infer<typeof ZLaborRiskInput>;

/** Paths (`[index, 'subIndicatorId']`) of every risk that repeats an earlier pair. */
export function duplicateRiskIndexes(risks: readonly { indicatorId: string; subIndicatorId: string }[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  risks.forEach((risk, index) => {
    const key = `${risk.indicatorId}/${risk.subIndicatorId}`;
    if (seen.has(key)) duplicates.push(index);
    seen.add(key);
  });
  return duplicates;
}

/** At least one risk, no pair twice (DOMAIN.md §6.3); a repeat is reported on its sub-indicator. */
export const ZLaborRisks = z
  .array(ZLaborRiskInput)
  .min(1, 'incidents.risksRequired')
  .max(MAX_LABOR_RISKS_PER_REPORT, 'validation.tooLong')
  .superRefine((risks, context) => {
    for (const index of duplicateRiskIndexes(risks)) {
      context.addIssue({ code: 'custom', path: [index, 'subIndicatorId'], message: 'incidents.duplicateRisk' });
    }
  });

/**
 * Multipart forms carry every field as text: `laborRisks` may come as a JSON string (DOMAIN.md §11), numbers
 * as digits and booleans as "true"/"false". Text that is not JSON is left for the schema to refuse.
 */
export function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
const ZLaborRisksField = z.preprocess(parseJsonText, ZLaborRisks);
const ZBooleanText = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());

/** Follow-up is wanted unless `isNoFollowUp`: then a reason is required; no follow-up means no assignee. */
export function followUpProblems(value: {
  isNoFollowUp?: boolean;
  reason?: TFollowUpReason | null;
  assigneeId?: string | null;
}): { path: string; message: 'incidents.reasonRequired' | 'incidents.noFollowUpWithAssignee' }[] {
  const problems: { path: string; message: 'incidents.reasonRequired' | 'incidents.noFollowUpWithAssignee' }[] = [];
  if (!value.isNoFollowUp && !value.reason) problems.push({ path: 'reason', message: 'incidents.reasonRequired' });
  if (value.isNoFollowUp && value.assigneeId) problems.push({ path: 'assigneeId', message: 'incidents.noFollowUpWithAssignee' });
  return problems;
}

function refineFollowUp(
  value: { isNoFollowUp?: boolean; reason?: TFollowUpReason | null; assigneeId?: string | null },
  context: z.RefinementCtx,
) {
  for (const problem of followUpProblems(value)) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
}

/** Whether a moment lies after `now` (a report or response cannot be recorded in the future). */
export function isInFuture(moment: string | Date, now: Date): boolean {
  return new Date(moment).getTime() > now.getTime();
}

/** The number people quote: IR-000042. */
export function formatReportNumber(number: number): string {
  return `IR-${String(number).padStart(6, '0')}`;
}

const REPORT_FIELDS = {
  /** Any registered Producer facility. */
  facilityId: z.uuid(),
  /** The facility's address or the GPS position where the report was taken. */
  location: ZText,
  priority: ZIncidentPriority,
  laborRisks: ZLaborRisks,
  message: ZText,
  auditReportNumber: ZOptionalText,
  /** Files uploaded first through POST /api/upload/files (proofs: png, jpeg, pdf). */
  files: ZFiles,
};

/** Hides the reporter even from assessors other than the assignee (ARCHITECTURE.md §8.13). */
const ZRetaliationRisk = z.boolean().default(false);

/** Administrator hotline intake, POST /api/grievance-reports (SUBMIT_GRIEVANCE_REPORTS). */
export const ZGrievanceReportInput = z
  .object({
    ...REPORT_FIELDS,
    /** When the call was taken; now when left out; not in the future. */
    recordedAt: ZMoment.optional(),
    /** Needs REFER_REPORT_FOR_FOLLOW_UP: an Assessor or API user holding REACTIVE_ASSESSMENTS(_VIA_API). */
    assigneeId: z.uuid().nullish(),
    /** Needs REFER_REPORT_FOR_FOLLOW_UP when true. */
    isNoFollowUp: z.boolean().default(false),
    reason: z.enum(FOLLOW_UP_REASONS).nullish(),
    retaliationRisk: ZRetaliationRisk,
    /** Who called, if they gave a name or a way to reach them; only the people handling the case see it. */
    reporterName: ZOptionalText,
    reporterContact: ZOptionalText,
  })
  .strict()
  .superRefine(refineFollowUp)
  .meta({
    id: 'GrievanceReportInput',
    examples: [
      {
        facilityId: '0b6f3f3e-4a63-4c4e-9d0a-2f1f7d1f2a10',
        location: 'Main gate, Multan Road',
        priority: 2,
        laborRisks: [
          { indicatorId: '5d0c8f8e-3a2b-4f0e-8c1d-7e6b5a4c3d21', subIndicatorId: '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d', severity: 3 },
        ],
        message: 'Workers report wages withheld for three months.',
        assigneeId: null,
        isNoFollowUp: false,
        reason: 'HIGH_RISK_PROFILE',
        retaliationRisk: true,
        files: [],
      },
    ],
  });
export type TGrievanceReportInput = z.infer<typeof ZGrievanceReportInput>;
export type TGrievanceReportInputFields = z.input<typeof ZGrievanceReportInput>;

/** Assessor proactive scan, POST /api/requests (PROACTIVE_ASSESSMENTS): no assignee. */
export const ZProactiveReportInput = z
  .object({ ...REPORT_FIELDS, recordedAt: ZMoment, retaliationRisk: ZRetaliationRisk })
  .strict()
  .meta({ id: 'ProactiveReportInput' });
export type TProactiveReportInput = z.infer<typeof ZProactiveReportInput>;
export type TProactiveReportInputFields = z.input<typeof ZProactiveReportInput>;

/**
 * API user intake, POST /api/incident-reports (PROACTIVE_ASSESSMENTS_VIA_API): the text fields of the
 * multipart form beside its `files`. `laborRisks` is a JSON string; JSON bodies use the same field names.
 */
export const ZApiIncidentReportForm = z
  .object({
    facilityId: z.uuid(),
    location: ZText,
    recordedAt: ZMoment,
    priority: z.preprocess((value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value), ZIncidentPriority),
    laborRisks: ZLaborRisksField,
    message: ZText,
    auditReportNumber: ZOptionalText,
    retaliationRisk: ZBooleanText.default(false),
  })
  .strict()
  .meta({ id: 'ApiIncidentReportForm' });
export type TApiIncidentReportForm = z.infer<typeof ZApiIncidentReportForm>;

/** A response to a report: POST /api/requests/{id}/responses (JSON with file references). */
export const ZReportResponseInput = z
  .object({
    /** Not in the future. */
    recordedAt: ZMoment,
    priority: ZIncidentPriority,
    laborRisks: ZLaborRisks,
    message: ZText,
    auditReportNumber: ZOptionalText,
    files: ZFiles,
  })
  .strict()
  .meta({
    id: 'NewReportResponse',
    examples: [
      {
        recordedAt: '2026-11-20T09:30:00.000Z',
        priority: 2,
        laborRisks: [
          { indicatorId: '5d0c8f8e-3a2b-4f0e-8c1d-7e6b5a4c3d21', subIndicatorId: '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d', severity: 2 },
        ],
        message: 'Visited the site; payroll records confirm two months of arrears.',
        auditReportNumber: 'AR-2026-114',
        files: [],
      },
    ],
  });
export type TReportResponseInput = z.infer<typeof ZReportResponseInput>;
export type TReportResponseInputFields = z.input<typeof ZReportResponseInput>;

/** The API user's response, POST /api/incident-reports/{id}/responses: multipart text fields beside `files`. */
export const ZApiReportResponseForm = z
  .object({
    recordedAt: ZMoment,
    priority: z.preprocess((value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value), ZIncidentPriority),
    laborRisks: ZLaborRisksField,
    message: ZText,
    auditReportNumber: ZOptionalText,
  })
  .strict()
  .meta({ id: 'ApiReportResponseForm' });
export type TApiReportResponseForm = z.infer<typeof ZApiReportResponseForm>;

/** A change of one existing risk's severity, by the risk's id. */
export const ZLaborRiskChange = z.object({ id: z.uuid(), severity: ZIncidentSeverity }).strict();

/**
 * Administrator edit, PUT /api/grievance-reports/{id} (REFER_REPORT_FOR_FOLLOW_UP): assignee, follow-up,
 * reason, retaliation flag, and the report's risks as a diff (added pairs, changed severities, removed ids).
 * At least one risk must remain.
 */
export const ZGrievanceReportEdit = z
  .object({
    assigneeId: z.uuid().nullable(),
    isNoFollowUp: z.boolean(),
    reason: z.enum(FOLLOW_UP_REASONS).nullable(),
    retaliationRisk: z.boolean(),
    laborRisks: z
      .object({
        added: z.array(ZLaborRiskInput).max(MAX_LABOR_RISKS_PER_REPORT, 'validation.tooLong').default([]),
        changed: z.array(ZLaborRiskChange).max(MAX_LABOR_RISKS_PER_REPORT, 'validation.tooLong').default([]),
        removed: z.array(z.uuid()).max(MAX_LABOR_RISKS_PER_REPORT, 'validation.tooLong').default([]),
      })
      .strict()
      .default({ added: [], changed: [], removed: [] }),
  })
  .strict()
  .superRefine(refineFollowUp)
  .superRefine((value, context) => {
    for (const index of duplicateRiskIndexes(value.laborRisks.added)) {
      context.addIssue({ code: 'custom', path: ['laborRisks', 'added', index, 'subIndicatorId'], message: 'incidents.duplicateRisk' });
    }
  })
  .meta({ id: 'GrievanceReportEdit' });
export type TGrievanceReportEdit = z.infer<typeof ZGrievanceReportEdit>;
export type TGrievanceReportEditFields = z.input<typeof ZGrievanceReportEdit>;

/** Closing a case, POST /api/grievance-reports/{id}/close: its outcome and the reasons for it. */
export const ZCloseReportInput = z
  .object({
    outcome: z.enum(INCIDENT_OUTCOMES),
    reasons: z.string().trim().min(1, 'validation.required').max(MAX_OUTCOME_REASONS_LENGTH, 'validation.tooLong'),
  })
  .strict()
  .meta({ id: 'CloseReportInput' });
export type TCloseReportInput = z.infer<typeof ZCloseReportInput>;

// Queries

export const ZIncidentReportId = z.object({ id: z.uuid() });

/** How the administrator's list may be ordered (`sort=field:asc|desc`); latest activity first by default. */
export const INCIDENT_SORT_FIELDS = [
  'number',
  'recordedAt',
  'createdAt',
  'latestActivityAt',
  'priority',
  'status',
  'facilityName',
] as const;
export type TIncidentSortField = (typeof INCIDENT_SORT_FIELDS)[number];

/** Date range on when the report was recorded, both ends included (a bare date covers its whole day, UTC). */
const ZRangeEnd = z.union([z.iso.date(), ZMoment]);

/** GET /api/grievance-reports: filters, sort and page (ARCHITECTURE.md §8.11). */
export const ZGrievanceReportListQuery = ZPageQuery.extend({
  status: z.enum(INCIDENT_STATUSES).optional(),
  priority: z.coerce.number().pipe(ZIncidentPriority).optional(),
  facilityId: z.uuid().optional(),
  assigneeId: z.uuid().optional(),
  source: z.enum(INCIDENT_SOURCES).optional(),
  /** open: not closed; closed: closed with an outcome. */
  closed: z.enum(['open', 'closed']).optional(),
  from: ZRangeEnd.optional(),
  to: ZRangeEnd.optional(),
});
export type TGrievanceReportListQuery = z.infer<typeof ZGrievanceReportListQuery>;

/**
 * The assessor's /requests tabs: awaiting (assigned, no response yet), responded (a response sent),
 * submitted (the caller's own proactive scans).
 */
export const REQUEST_STATES = ['awaiting', 'responded', 'submitted'] as const;
export type TRequestState = (typeof REQUEST_STATES)[number];
export const ZRequestListQuery = ZPageQuery.extend({ state: z.enum(REQUEST_STATES).default('awaiting') });
export type TRequestListQuery = z.infer<typeof ZRequestListQuery>;

/** GET /api/incident-reports for API users. */
export const ZApiIncidentReportListQuery = ZPageQuery.extend({
  status: z.enum(INCIDENT_STATUSES).optional(),
  from: ZRangeEnd.optional(),
  to: ZRangeEnd.optional(),
});
export type TApiIncidentReportListQuery = z.infer<typeof ZApiIncidentReportListQuery>;

export const ZAssigneeQuery = ZPageQuery.omit({ sort: true }).extend({
  key: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type TAssigneeQuery = z.infer<typeof ZAssigneeQuery>;

// What the caller sees

const ZNamed = z.object({ id: z.uuid(), name: z.string() });

export const ZIncidentPerson = z
  .object({ id: z.uuid(), name: z.string(), roleName: z.string(), organisationName: z.string().nullable() })
  .meta({ id: 'IncidentPerson' });
export type TIncidentPerson = z.infer<typeof ZIncidentPerson>;

export const ZIncidentFacility = z
  .object({ id: z.uuid(), name: z.string(), roleName: z.string(), address: z.string().nullable() })
  .meta({ id: 'IncidentFacility' });
export type TIncidentFacility = z.infer<typeof ZIncidentFacility>;

export const ZLaborRisk = z
  .object({
    id: z.uuid(),
    category: ZNamed.nullable(),
    indicator: ZNamed,
    subIndicator: ZNamed,
    severity: ZIncidentSeverity,
  })
  .meta({ id: 'LaborRisk' });
export type TLaborRisk = z.infer<typeof ZLaborRisk>;

export const ZIncidentFile = z.object({ blobName: z.string(), name: z.string(), url: z.string() }).meta({ id: 'IncidentFile' });
export type TIncidentFile = z.infer<typeof ZIncidentFile>;

/**
 * Who reported: the account that recorded it and, for hotline or public intake, the name and contact the
 * person gave. `hidden` when the caller may not see them (then all three are null).
 */
export const ZIncidentReporter = z
  .object({
    hidden: z.boolean(),
    user: ZIncidentPerson.nullable(),
    name: z.string().nullable(),
    contact: z.string().nullable(),
  })
  .meta({ id: 'IncidentReporter' });
export type TIncidentReporter = z.infer<typeof ZIncidentReporter>;

export const ZReportResponse = z
  .object({
    id: z.uuid(),
    recordedAt: z.iso.datetime(),
    priority: ZIncidentPriority,
    message: z.string(),
    auditReportNumber: z.string().nullable(),
    responder: ZIncidentPerson.nullable(),
    laborRisks: z.array(ZLaborRisk),
    files: z.array(ZIncidentFile),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ReportResponse' });
export type TReportResponse = z.infer<typeof ZReportResponse>;

export const ZIncidentOutcome = z
  .object({ outcome: z.enum(INCIDENT_OUTCOMES), reasons: z.string(), closedAt: z.iso.datetime(), closedBy: ZIncidentPerson.nullable() })
  .meta({ id: 'IncidentOutcome' });
export type TIncidentOutcomeView = z.infer<typeof ZIncidentOutcome>;

/** One row of a report list. The message is left out of lists: it is read on the detail, which is audited. */
export const ZIncidentReportListItem = z
  .object({
    id: z.uuid(),
    /** IR-000042. */
    number: z.string(),
    facility: ZIncidentFacility,
    priority: ZIncidentPriority,
    source: z.enum(INCIDENT_SOURCES),
    status: z.enum(INCIDENT_STATUSES),
    assignee: ZIncidentPerson.nullable(),
    isNoFollowUp: z.boolean(),
    reason: z.enum(FOLLOW_UP_REASONS).nullable(),
    retaliationRisk: z.boolean(),
    /** The highest severity among the report's risks. */
    highestSeverity: ZIncidentSeverity,
    riskCount: z.number().int(),
    responseCount: z.number().int(),
    outcome: z.enum(INCIDENT_OUTCOMES).nullable(),
    recordedAt: z.iso.datetime(),
    latestActivityAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'IncidentReportListItem' });
export type TIncidentReportListItem = z.infer<typeof ZIncidentReportListItem>;

export const ZIncidentReportPage = pageOf(ZIncidentReportListItem).meta({ id: 'IncidentReportPage' });
export type TIncidentReportPage = z.infer<typeof ZIncidentReportPage>;

export const ZIncidentReport = ZIncidentReportListItem.extend({
  location: z.string(),
  message: z.string(),
  auditReportNumber: z.string().nullable(),
  reporter: ZIncidentReporter,
  laborRisks: z.array(ZLaborRisk),
  files: z.array(ZIncidentFile),
  /** Oldest first. */
  responses: z.array(ZReportResponse),
  closure: ZIncidentOutcome.nullable(),
  updatedAt: z.iso.datetime(),
  /** What the caller may do with it now, so screens show only the actions the server will accept. */
  can: z.object({ edit: z.boolean(), respond: z.boolean(), close: z.boolean(), readTrail: z.boolean() }),
}).meta({ id: 'IncidentReport' });
export type TIncidentReport = z.infer<typeof ZIncidentReport>;

/** API users' list: each report with its responses and risks. */
export const ZApiIncidentReportPage = pageOf(ZIncidentReport).meta({ id: 'ApiIncidentReportPage' });
export type TApiIncidentReportPage = z.infer<typeof ZApiIncidentReportPage>;

/** An Assessor or API user who may be assigned reports, with how many NEW reports wait for them. */
export const ZAssigneeCandidate = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    roleId: z.uuid(),
    roleName: z.string(),
    roleType: z.enum(['Assessor', 'API user']),
    organisationName: z.string().nullable(),
    newReportCount: z.number().int(),
  })
  .meta({ id: 'AssigneeCandidate' });
export type TAssigneeCandidate = z.infer<typeof ZAssigneeCandidate>;
export const ZAssigneeCandidatePage = pageOf(ZAssigneeCandidate).meta({ id: 'AssigneeCandidatePage' });
export type TAssigneeCandidatePage = z.infer<typeof ZAssigneeCandidatePage>;

/** GET /api/grievance-reports/facilities: producer facilities a report may name, by name, OS ID or registration number. */
export const ZReportFacilityQuery = ZPageQuery.omit({ sort: true }).extend({
  key: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type TReportFacilityQuery = z.infer<typeof ZReportFacilityQuery>;

/** A producer facility as the report pickers show it: its role and places in the reader's language. */
export const ZReportFacilityOption = z
  .object({
    id: z.uuid(),
    name: z.string(),
    roleName: z.string(),
    districtName: z.string().nullable(),
    provinceName: z.string().nullable(),
    countryName: z.string().nullable(),
    osId: z.string().nullable(),
  })
  .meta({ id: 'ReportFacilityOption' });
export type TReportFacilityOption = z.infer<typeof ZReportFacilityOption>;
export const ZReportFacilityOptionPage = pageOf(ZReportFacilityOption).meta({ id: 'ReportFacilityOptionPage' });
export type TReportFacilityOptionPage = z.infer<typeof ZReportFacilityOptionPage>;
