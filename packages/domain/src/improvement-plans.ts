import { z } from 'zod';
import { pageOf, ZPageQuery } from './pagination.ts';
import { ZFileReference } from './product-activities/product-values.ts';
import { RISK_LEVELS, type TRiskLevel, ZRiskLevel } from './risk/levels.ts';

/**
 * Improvement plans, also called corrective action plans (DOMAIN.md §7; ARCHITECTURE.md §8 items 5, 7, 15).
 * An assigner (a brand, or a producer for its partners) asks a supplier to fix one labour issue (a
 * sub-indicator); the supplier shows evidence, the assigner accepts it with a new level or asks for more.
 */

export const IMPROVEMENT_PLAN_STATUSES = ['NEW', 'IN_PROGRESS', 'UNDER_REVIEW', 'RESOLVED', 'OVERDUE'] as const;
export type TImprovementPlanStatus = (typeof IMPROVEMENT_PLAN_STATUSES)[number];
export const ZImprovementPlanStatus = z.enum(IMPROVEMENT_PLAN_STATUSES);

/** Every status but Resolved: a plan still open on its issue, which blocks a second one (spec §8). */
export const UNRESOLVED_PLAN_STATUSES = [
  'NEW',
  'IN_PROGRESS',
  'UNDER_REVIEW',
  'OVERDUE',
] as const satisfies readonly TImprovementPlanStatus[];

export const VERIFICATION_METHODS = ['DESKTOP_REVIEW', 'FOLLOW_UP_VISIT'] as const;
export type TVerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** Extension periods (spec §9: weeks or months), counted from the day of the request. */
export const EXTENSION_PERIODS = ['1W', '2W', '1M', '2M', '6M', '12M'] as const;
export type TExtensionPeriod = (typeof EXTENSION_PERIODS)[number];
export const ZExtensionPeriod = z.enum(EXTENSION_PERIODS);

export const EXTENSION_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type TExtensionStatus = (typeof EXTENSION_STATUSES)[number];

/** The two sides of a plan, as the reader of it. */
export const PLAN_SIDES = ['ASSIGNER', 'SUPPLIER'] as const;
export type TPlanSide = (typeof PLAN_SIDES)[number];

/**
 * What a reader may do next, computed by the server from the status and the reader's side, so the screen
 * offers exactly the buttons the server will accept.
 */
export const PLAN_ACTIONS = [
  'SUBMIT',
  'REQUEST_EVIDENCE',
  'ACCEPT',
  'CHANGE_TARGET_DATE',
  'COMMENT',
  'ADD_FILES',
  'REQUEST_EXTENSION',
  'DECIDE_EXTENSION',
] as const;
export type TPlanAction = (typeof PLAN_ACTIONS)[number];

/** Timeline entries: every transition and decision, with who made it (none for the sweep). */
export const PLAN_EVENT_KINDS = [
  'ASSIGNED',
  'OPENED',
  'SUBMITTED',
  'EVIDENCE_REQUESTED',
  'ACCEPTED',
  'TARGET_DATE_CHANGED',
  'OVERDUE',
  'EXTENSION_REQUESTED',
  'EXTENSION_APPROVED',
  'EXTENSION_DECLINED',
  'EXTENSION_EXPIRED',
] as const;
export type TPlanEventKind = (typeof PLAN_EVENT_KINDS)[number];

/**
 * The score an accepted plan gives its sub-indicator (DOMAIN.md §7): the midpoint of the level's band on the
 * 15-point scale, so that the level the assigner chose is the level the engine shows.
 */
export const ACCEPTED_PLAN_SCORES: Record<TRiskLevel, number> = { EXTREME: 13.13, HIGH: 9.38, MEDIUM: 5.63, LOW: 2.375 };

export const MAX_PLAN_TEXT_LENGTH = 1000;
export const MAX_PLAN_COMMENT_LENGTH = 255;
export const MAX_PLAN_FILES = 10;
export const MAX_COMMENT_FILES = 5;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day as YYYY-MM-DD that exists on the calendar (no 31 February). */
export const ZCalendarDate = z
  .string()
  .regex(CALENDAR_DATE, 'validation.date')
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'validation.date');

/** An IANA time zone this runtime knows (the browser's own, as `Intl` names it). */
export const ZPlanTimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'validation.invalid');

/** The calendar day (YYYY-MM-DD) of `moment` in `timeZone`. */
export function calendarDayIn(moment: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(moment);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The day an extension runs to: the request's day plus the period. A month later is the same day of the
 * month, or the month's last day when it has no such day (31 January + 1 month = 28 or 29 February).
 */
export function extendedTargetDate(requestDay: string, period: TExtensionPeriod): string {
  const [year, month, day] = requestDay.split('-').map(Number) as [number, number, number];
  const amount = Number(period.slice(0, -1));
  if (period.endsWith('W')) {
    return new Date(Date.UTC(year, month - 1, day + amount * 7)).toISOString().slice(0, 10);
  }
  const lastDay = new Date(Date.UTC(year, month - 1 + amount + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + amount, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** Whether a plan due on `targetDate` is late at `now`: its day has ended in the assigner's time zone. */
export function isPastTargetDate(targetDate: string, now: Date, timeZone: string): boolean {
  return calendarDayIn(now, timeZone) > targetDate;
}

// Writes

const ZPlanText = z.string().trim().max(MAX_PLAN_TEXT_LENGTH, 'validation.tooLong');
const ZRequiredPlanText = ZPlanText.min(1, 'validation.required');
const ZOptionalPlanText = ZPlanText.optional().transform((value) => (value ? value : null));

/** Assigning a plan to a supplier (the facility in the path) on one of its issues. */
export const ZImprovementPlanInput = z
  .object({
    subIndicatorId: z.uuid(),
    action: ZRequiredPlanText,
    rootCause: ZOptionalPlanText,
    correctiveAction: ZOptionalPlanText,
    preventiveAction: ZOptionalPlanText,
    /** Today or later in `timeZone` (checked against the server's clock). */
    targetDate: ZCalendarDate,
    verificationMethod: z.enum(VERIFICATION_METHODS),
    /** Files uploaded first through POST /api/upload/files. */
    files: z.array(ZFileReference).max(MAX_PLAN_FILES, 'validation.tooLong').default([]),
    /** The assigner's time zone: the plan is overdue once its target day has ended there. */
    timeZone: ZPlanTimeZone.default('UTC'),
  })
  .strict()
  .meta({ id: 'NewImprovementPlan' });
export type TImprovementPlanInput = z.infer<typeof ZImprovementPlanInput>;
export type TImprovementPlanInputFields = z.input<typeof ZImprovementPlanInput>;

export const ZImprovementPlanCheckInput = z.object({ subIndicatorId: z.uuid() }).strict().meta({ id: 'ImprovementPlanCheckRequest' });
export type TImprovementPlanCheckInput = z.infer<typeof ZImprovementPlanCheckInput>;

/** Whether a plan may be assigned on the issue now; when not, the unresolved plan in the way. */
export const ZImprovementPlanCheck = z
  .object({ available: z.boolean(), blockingPlanId: z.uuid().nullable() })
  .meta({ id: 'ImprovementPlanCheck' });
export type TImprovementPlanCheck = z.infer<typeof ZImprovementPlanCheck>;

/**
 * A transition: the supplier submits its evidence ("Mark as done"); the assigner asks for more with a reason,
 * or accepts it with the issue's new level (DOMAIN.md §7).
 */
export const ZImprovementPlanTransition = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('SUBMIT') }).strict(),
    z
      .object({ action: z.literal('REQUEST_EVIDENCE'), reason: ZRequiredPlanText.max(MAX_PLAN_COMMENT_LENGTH, 'validation.tooLong') })
      .strict(),
    z.object({ action: z.literal('ACCEPT'), level: ZRiskLevel }).strict(),
  ])
  .meta({ id: 'ImprovementPlanTransition' });
export type TImprovementPlanTransition = z.infer<typeof ZImprovementPlanTransition>;

export const ZImprovementPlanTargetDate = z.object({ targetDate: ZCalendarDate }).strict().meta({ id: 'ImprovementPlanTargetDate' });
export type TImprovementPlanTargetDate = z.infer<typeof ZImprovementPlanTargetDate>;

export const ZImprovementPlanFilesInput = z
  .object({ files: z.array(ZFileReference).min(1, 'validation.required').max(MAX_PLAN_FILES, 'validation.tooLong') })
  .strict()
  .meta({ id: 'ImprovementPlanFiles' });
export type TImprovementPlanFilesInput = z.infer<typeof ZImprovementPlanFilesInput>;

/** Evidence: a text, files, or both. */
export const ZImprovementPlanCommentInput = z
  .object({
    text: z.string().trim().max(MAX_PLAN_COMMENT_LENGTH, 'validation.tooLong').default(''),
    files: z.array(ZFileReference).max(MAX_COMMENT_FILES, 'validation.tooLong').default([]),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.text === '' && value.files.length === 0) context.addIssue({ code: 'custom', path: ['text'], message: 'plans.emptyComment' });
  })
  .meta({ id: 'NewImprovementPlanComment' });
export type TImprovementPlanCommentInput = z.infer<typeof ZImprovementPlanCommentInput>;
export type TImprovementPlanCommentInputFields = z.input<typeof ZImprovementPlanCommentInput>;

export const ZExtensionRequestInput = z
  .object({
    period: ZExtensionPeriod,
    reason: z.string().trim().max(MAX_PLAN_COMMENT_LENGTH, 'validation.tooLong').default(''),
  })
  .strict()
  .meta({ id: 'NewExtensionRequest' });
export type TExtensionRequestInput = z.infer<typeof ZExtensionRequestInput>;

/** The assigner's decision; a decline says why. */
export const ZExtensionDecision = z
  .discriminatedUnion('decision', [
    z.object({ decision: z.literal('APPROVE') }).strict(),
    z.object({ decision: z.literal('DECLINE'), reason: ZRequiredPlanText.max(MAX_PLAN_COMMENT_LENGTH, 'validation.tooLong') }).strict(),
  ])
  .meta({ id: 'ExtensionDecision' });
export type TExtensionDecision = z.infer<typeof ZExtensionDecision>;

// Params and queries

export const ZImprovementPlanId = z.object({ id: z.uuid() });
export const ZPlanFacilityParams = z.object({ facilityId: z.uuid() });
export const ZPlanFileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
export const ZPlanBlobParams = z.object({ id: z.uuid(), blobName: z.string().min(1).max(255) });
export const ZExtensionRequestParams = z.object({ id: z.uuid(), requestId: z.uuid() });

export const PLAN_SORT_FIELDS = ['targetDate', 'status', 'createdAt', 'updatedAt'] as const;

export const ZImprovementPlanListQuery = ZPageQuery.extend({
  /** `assigned`: the plans the caller's organisation assigned; `received`: the plans on its own facility. */
  side: z.enum(['assigned', 'received']).default('assigned'),
  status: ZImprovementPlanStatus.optional(),
  facilityId: z.uuid().optional(),
  /** Supplier name, issue or plan number. */
  key: z.string().trim().max(100, 'validation.tooLong').optional(),
  /** `true`: New plans before the others, whatever the sort. */
  newFirst: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type TImprovementPlanListQuery = z.infer<typeof ZImprovementPlanListQuery>;

/** The facilities the caller may assign a plan to: a brand's suppliers, a producer's partners. */
export const ZPlanSupplierCandidateQuery = ZPageQuery.omit({ sort: true }).extend({
  key: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type TPlanSupplierCandidateQuery = z.infer<typeof ZPlanSupplierCandidateQuery>;

// Reads

const ZPlanParty = z.object({ id: z.uuid(), name: z.string() });

/** The issue in the reader's language, with where it sits in the indicator list. */
export const ZPlanIssue = z
  .object({ subIndicatorId: z.uuid(), name: z.string(), indicatorName: z.string(), categoryName: z.string() })
  .meta({ id: 'ImprovementPlanIssue' });
export type TPlanIssue = z.infer<typeof ZPlanIssue>;

export const ZImprovementPlanSummary = z
  .object({
    id: z.uuid(),
    /** As people quote it: IP-12. */
    reference: z.string(),
    supplier: ZPlanParty,
    assigner: ZPlanParty,
    issue: ZPlanIssue,
    action: z.string(),
    status: ZImprovementPlanStatus,
    targetDate: ZCalendarDate,
    /** Whether the supplier has marked the plan done at least once ("Not submitted" until then). */
    evidenceSubmitted: z.boolean(),
    acceptedLevel: ZRiskLevel.nullable(),
    pendingExtension: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ImprovementPlanSummary' });
export type TImprovementPlanSummary = z.infer<typeof ZImprovementPlanSummary>;

export const ZImprovementPlanPage = pageOf(ZImprovementPlanSummary).meta({ id: 'ImprovementPlanPage' });
export type TImprovementPlanPage = z.infer<typeof ZImprovementPlanPage>;

export const ZPlanFile = z
  .object({
    id: z.uuid(),
    name: z.string(),
    blobName: z.string(),
    url: z.string(),
    addedBy: z.enum(PLAN_SIDES),
    addedAt: z.string(),
    /** Whether the reader may remove it: their own side added it and the plan is not resolved. */
    removable: z.boolean(),
  })
  .meta({ id: 'ImprovementPlanFile' });
export type TPlanFile = z.infer<typeof ZPlanFile>;

export const ZPlanComment = z
  .object({
    id: z.uuid(),
    side: z.enum(PLAN_SIDES),
    authorName: z.string(),
    text: z.string(),
    files: z.array(ZPlanFile.omit({ removable: true })),
    createdAt: z.string(),
  })
  .meta({ id: 'ImprovementPlanComment' });
export type TPlanComment = z.infer<typeof ZPlanComment>;

export const ZPlanEvent = z
  .object({
    id: z.uuid(),
    kind: z.enum(PLAN_EVENT_KINDS),
    /** Null for the overdue sweep. */
    actorName: z.string().nullable(),
    side: z.enum(PLAN_SIDES).nullable(),
    fromStatus: ZImprovementPlanStatus.nullable(),
    toStatus: ZImprovementPlanStatus.nullable(),
    reason: z.string().nullable(),
    level: ZRiskLevel.nullable(),
    targetDate: ZCalendarDate.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ImprovementPlanEvent' });
export type TPlanEvent = z.infer<typeof ZPlanEvent>;

export const ZExtensionRequest = z
  .object({
    id: z.uuid(),
    period: ZExtensionPeriod,
    reason: z.string(),
    /** The day the plan would run to. */
    requestedTargetDate: ZCalendarDate,
    status: z.enum(EXTENSION_STATUSES),
    /** Declined by the sweep because its day passed before a decision. */
    expired: z.boolean(),
    decisionReason: z.string().nullable(),
    requestedAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'ExtensionRequest' });
export type TExtensionRequest = z.infer<typeof ZExtensionRequest>;

export const ZImprovementPlanDetail = ZImprovementPlanSummary.extend({
  rootCause: z.string().nullable(),
  correctiveAction: z.string().nullable(),
  preventiveAction: z.string().nullable(),
  verificationMethod: z.enum(VERIFICATION_METHODS),
  timeZone: z.string(),
  resolvedAt: z.string().nullable(),
  viewerSide: z.enum(PLAN_SIDES),
  allowedActions: z.array(z.enum(PLAN_ACTIONS)),
  files: z.array(ZPlanFile),
  comments: z.array(ZPlanComment),
  events: z.array(ZPlanEvent),
  extensionRequests: z.array(ZExtensionRequest),
}).meta({ id: 'ImprovementPlanDetail' });
export type TImprovementPlanDetail = z.infer<typeof ZImprovementPlanDetail>;

export const ZPlanSupplierCandidate = z
  .object({ id: z.uuid(), name: z.string(), roleName: z.string() })
  .meta({ id: 'ImprovementPlanSupplierCandidate' });
export const ZPlanSupplierCandidatePage = pageOf(ZPlanSupplierCandidate).meta({ id: 'ImprovementPlanSupplierCandidatePage' });
export type TPlanSupplierCandidatePage = z.infer<typeof ZPlanSupplierCandidatePage>;

/** The issues a plan can name: every sub-indicator of the indicator list, in the reader's language. */
export const ZPlanIssueOptions = z.array(ZPlanIssue).meta({ id: 'ImprovementPlanIssueOptions' });
export type TPlanIssueOptions = z.infer<typeof ZPlanIssueOptions>;

/** Levels an assigner may accept a plan with ("No weight" is refused, DOMAIN.md §7). */
export const ACCEPTABLE_PLAN_LEVELS = RISK_LEVELS;
