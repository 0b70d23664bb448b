import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination.ts';
import {
  FOLLOW_UP_REASONS,
  followUpProblems,
  INCIDENT_OUTCOMES,
  MAX_INCIDENT_TEXT_LENGTH,
  ZIncidentPriority,
  ZLaborRisks,
} from './reports.ts';

/**
 * The public worker channel (issue 20, ARCHITECTURE.md §8.13): anyone reports without an account and
 * follows up with a case number and a PIN; administrators triage what arrives. Every size is bounded,
 * and nothing here can name or describe another person's report.
 */

/** What happened, as the worker writes it. */
export const MAX_PUBLIC_REPORT_MESSAGE_LENGTH = 4000;
export const MIN_PUBLIC_REPORT_MESSAGE_LENGTH = 10;
/** One piece of information added later with the case number and PIN. */
export const MAX_PUBLIC_REPORT_ADDITION_LENGTH = 2000;
/** A case takes this many additions; more means a new report. */
export const MAX_PUBLIC_REPORT_ADDITIONS = 20;
/** How to reach the worker, when they are not anonymous: a name, a phone number or an e-mail, in their words. */
export const MAX_PUBLIC_REPORT_CONTACT_LENGTH = 200;
/** Where it happened, when the worker does not find the facility. */
export const MAX_PUBLIC_REPORT_PLACE_LENGTH = 200;
export const MAX_PUBLIC_REPORT_CATEGORIES = 10;
/** What an administrator tells the reporter when deciding. */
export const MAX_PUBLIC_REPORT_DECISION_LENGTH = 1000;
/** A public facility search answers at most this many names. */
export const MAX_PUBLIC_FACILITY_RESULTS = 10;

/**
 * Case numbers and PINs: letters and digits that cannot be mistaken for one another when read aloud
 * or copied from a phone screen (no 0/O, 1/I/L), case number `WR-XXXX-XXXX` (about 40 bits, so
 * numbers are not guessable or counted), PIN 8 digits.
 */
export const CASE_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CASE_NUMBER_PATTERN = /^WR-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
export const PUBLIC_REPORT_PIN_LENGTH = 8;

/** A case number as a worker may type it: any case, spaces or missing dashes are forgiven. */
export function normaliseCaseNumber(value: string): string {
  const compact = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const body = compact.startsWith('WR') ? compact.slice(2) : compact;
  return body.length === 8 ? `WR-${body.slice(0, 4)}-${body.slice(4)}` : value.trim().toUpperCase();
}

/** A PIN as typed: spaces and dashes between the digits are forgiven. */
export function normalisePin(value: string): string {
  return value.replace(/[\s-]/g, '');
}

const ZCaseNumber = z
  .string()
  .max(40, 'validation.tooLong')
  .transform(normaliseCaseNumber)
  .pipe(z.string().regex(CASE_NUMBER_PATTERN, 'publicReports.caseNumberFormat'));
const ZPin = z
  .string()
  .max(40, 'validation.tooLong')
  .transform(normalisePin)
  .pipe(z.string().regex(/^\d{8}$/, 'publicReports.pinFormat'));

/** Statuses: NEW until an administrator opens it, IN_REVIEW, then ACCEPTED (as an incident report) or CLOSED. */
export const PUBLIC_REPORT_STATUSES = ['NEW', 'IN_REVIEW', 'ACCEPTED', 'CLOSED'] as const;
export type TPublicReportStatus = (typeof PUBLIC_REPORT_STATUSES)[number];

/** Why an administrator closes a public report without taking it up; the reporter reads it with the explanation. */
export const PUBLIC_REPORT_CLOSE_REASONS = ['NOT_ENOUGH_INFORMATION', 'OUTSIDE_SCOPE', 'DUPLICATE', 'ALREADY_RESOLVED', 'OTHER'] as const;
export type TPublicReportCloseReason = (typeof PUBLIC_REPORT_CLOSE_REASONS)[number];

const ZBoundedText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, min > 1 ? 'validation.tooShort' : 'validation.required')
    .max(max, 'validation.tooLong');

// Public (no account)

export const ZPublicFacilityQuery = z.object({
  /** At least two letters of the name: the search never lists facilities wholesale. */
  q: z.string().trim().min(2, 'validation.tooShort').max(100, 'validation.tooLong'),
});
export type TPublicFacilityQuery = z.infer<typeof ZPublicFacilityQuery>;

/** A producer facility as the public sees it: a name and a town, nothing more. */
export const ZPublicFacility = z.object({ id: z.uuid(), name: z.string(), city: z.string().nullable() }).meta({ id: 'PublicFacility' });
export type TPublicFacility = z.infer<typeof ZPublicFacility>;
export const ZPublicFacilityList = z.object({ items: z.array(ZPublicFacility) }).meta({ id: 'PublicFacilityList' });
export type TPublicFacilityList = z.infer<typeof ZPublicFacilityList>;

/** The indicator list's categories and their indicators, in the reader's language: the "what kind of problem" choices. */
export const ZPublicReportCategory = z
  .object({
    id: z.uuid(),
    name: z.string(),
    indicators: z.array(z.object({ id: z.uuid(), name: z.string() })),
  })
  .meta({ id: 'PublicReportCategory' });
export type TPublicReportCategory = z.infer<typeof ZPublicReportCategory>;
export const ZPublicReportCategoryList = z.object({ items: z.array(ZPublicReportCategory) }).meta({ id: 'PublicReportCategoryList' });
export type TPublicReportCategoryList = z.infer<typeof ZPublicReportCategoryList>;

export const ZNewPublicReport = z
  .object({
    /** The facility found by the search, or null for "I don't know". */
    facilityId: z.uuid().nullable(),
    /** Where it happened, in the worker's words (most useful when the facility is unknown). */
    place: ZBoundedText(0, MAX_PUBLIC_REPORT_PLACE_LENGTH)
      .optional()
      .transform((value) => value || undefined),
    message: ZBoundedText(MIN_PUBLIC_REPORT_MESSAGE_LENGTH, MAX_PUBLIC_REPORT_MESSAGE_LENGTH),
    /** Indicators (from the category list) the worker thinks fit; none is fine. */
    indicatorIds: z
      .array(z.uuid())
      .max(MAX_PUBLIC_REPORT_CATEGORIES, 'validation.tooBig')
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, 'publicReports.duplicateCategory'),
    /** An anonymous report carries no contact: the case number and PIN are the way back. */
    anonymous: z.boolean(),
    contact: ZBoundedText(0, MAX_PUBLIC_REPORT_CONTACT_LENGTH)
      .optional()
      .transform((value) => value || undefined),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.anonymous && value.contact) {
      context.addIssue({ code: 'custom', path: ['contact'], message: 'publicReports.anonymousWithContact' });
    }
  })
  .meta({ id: 'NewPublicReport' });
export type TNewPublicReport = z.infer<typeof ZNewPublicReport>;
export type TNewPublicReportFields = z.input<typeof ZNewPublicReport>;

/** Shown once: only a hash of the PIN is kept, so a lost PIN cannot be sent again. */
export const ZPublicReportReceipt = z
  .object({ caseNumber: z.string(), pin: z.string(), receivedAt: z.iso.datetime() })
  .meta({ id: 'PublicReportReceipt' });
export type TPublicReportReceipt = z.infer<typeof ZPublicReportReceipt>;

export const ZPublicReportCredentials = z.object({ caseNumber: ZCaseNumber, pin: ZPin }).strict().meta({ id: 'PublicReportCredentials' });
export type TPublicReportCredentials = z.infer<typeof ZPublicReportCredentials>;
export type TPublicReportCredentialsFields = z.input<typeof ZPublicReportCredentials>;

export const ZPublicReportAddition = z
  .object({ caseNumber: ZCaseNumber, pin: ZPin, message: ZBoundedText(1, MAX_PUBLIC_REPORT_ADDITION_LENGTH) })
  .strict()
  .meta({ id: 'PublicReportAddition' });
export type TPublicReportAddition = z.infer<typeof ZPublicReportAddition>;
export type TPublicReportAdditionFields = z.input<typeof ZPublicReportAddition>;

/** The decision on a case as its reporter reads it. */
export const ZPublicReportOutcome = z.object({
  status: z.enum(['ACCEPTED', 'CLOSED']),
  /** Set when closed. */
  reason: z.enum(PUBLIC_REPORT_CLOSE_REASONS).nullable(),
  /** What the administrator wrote to the reporter. */
  message: z.string().nullable(),
  decidedAt: z.iso.datetime(),
});
export type TPublicReportOutcome = z.infer<typeof ZPublicReportOutcome>;

/**
 * How the incident report an accepted case became was closed: only its outcome, reasons and date, the
 * part written for the reporter (the close form says so); nothing else of the incident report.
 */
export const ZPublicReportResolution = z
  .object({
    outcome: z.enum(INCIDENT_OUTCOMES),
    reasons: z.string(),
    closedAt: z.iso.datetime(),
  })
  .meta({ id: 'PublicReportResolution' });
export type TPublicReportResolution = z.infer<typeof ZPublicReportResolution>;

/** What the case number and PIN open: the case's own status and outcome, never the text or anyone's name. */
export const ZPublicReportStatusView = z
  .object({
    caseNumber: z.string(),
    status: z.enum(PUBLIC_REPORT_STATUSES),
    receivedAt: z.iso.datetime(),
    /** When the reporter last added information, if ever. */
    additionCount: z.number().int(),
    lastAdditionAt: z.iso.datetime().nullable(),
    /** Whether more information may still be added (open cases, below the cap). */
    canAddInformation: z.boolean(),
    outcome: ZPublicReportOutcome.nullable(),
    /** Set once an accepted case's incident report is closed. */
    resolution: ZPublicReportResolution.nullable(),
  })
  .meta({ id: 'PublicReportStatus' });
export type TPublicReportStatusView = z.infer<typeof ZPublicReportStatusView>;

// Triage by administrators

export const PUBLIC_REPORT_SORT_FIELDS = ['receivedAt', 'status'] as const;

export const ZPublicReportListQuery = ZPageQuery.extend({
  status: z.enum(PUBLIC_REPORT_STATUSES).optional(),
});
export type TPublicReportListQuery = z.infer<typeof ZPublicReportListQuery>;

export const ZPublicReportId = z.object({ id: z.uuid() });

const ZPublicReportFacility = z.object({ id: z.uuid(), name: z.string(), city: z.string().nullable() });

export const ZPublicReportListItem = z
  .object({
    id: z.uuid(),
    caseNumber: z.string(),
    status: z.enum(PUBLIC_REPORT_STATUSES),
    facility: ZPublicReportFacility.nullable(),
    place: z.string().nullable(),
    categoryCount: z.number().int(),
    anonymous: z.boolean(),
    /** The language the worker wrote in. */
    language: z.string(),
    receivedAt: z.iso.datetime(),
    additionCount: z.number().int(),
    lastAdditionAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PublicReportListItem' });
export type TPublicReportListItem = z.infer<typeof ZPublicReportListItem>;

export const ZPublicReportPage = pageOf(ZPublicReportListItem).meta({ id: 'PublicReportPage' });
export type TPublicReportPage = z.infer<typeof ZPublicReportPage>;

export const ZPublicReportDetail = ZPublicReportListItem.extend({
  message: z.string(),
  categories: z.array(z.object({ id: z.uuid(), name: z.string(), categoryName: z.string().nullable() })),
  /** Null for an anonymous report. */
  contact: z.string().nullable(),
  additions: z.array(z.object({ message: z.string(), addedAt: z.iso.datetime() })),
  decision: ZPublicReportOutcome.extend({
    decidedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** The incident report it became, when accepted. */
    incidentReportId: z.uuid().nullable(),
  }).nullable(),
}).meta({ id: 'PublicReportDetail' });
export type TPublicReportDetail = z.infer<typeof ZPublicReportDetail>;

export const ZClosePublicReport = z
  .object({
    reason: z.enum(PUBLIC_REPORT_CLOSE_REASONS),
    /** Read by the reporter on the PIN page, so written for them. */
    message: ZBoundedText(1, MAX_PUBLIC_REPORT_DECISION_LENGTH),
  })
  .strict()
  .meta({ id: 'ClosePublicReport' });
export type TClosePublicReport = z.infer<typeof ZClosePublicReport>;

/**
 * Accepting a public report as an incident report (source PUBLIC): what hotline intake asks for, with the
 * facility confirmed or found by the administrator. The incident's message is the administrator's summary
 * (≤ 255); the worker's own words stay on the public report it links to.
 */
export const ZAcceptPublicReport = z
  .object({
    facilityId: z.uuid(),
    location: z.string().trim().min(1, 'validation.required').max(MAX_INCIDENT_TEXT_LENGTH, 'validation.tooLong'),
    priority: ZIncidentPriority,
    laborRisks: ZLaborRisks,
    summary: z.string().trim().min(1, 'validation.required').max(MAX_INCIDENT_TEXT_LENGTH, 'validation.tooLong'),
    assigneeId: z.uuid().nullish(),
    isNoFollowUp: z.boolean().default(false),
    reason: z.enum(FOLLOW_UP_REASONS).nullish(),
    retaliationRisk: z.boolean().default(false),
    /** Read by the reporter on the PIN page. */
    message: z
      .string()
      .trim()
      .max(MAX_PUBLIC_REPORT_DECISION_LENGTH, 'validation.tooLong')
      .optional()
      .transform((value) => value || undefined),
  })
  .strict()
  .superRefine((value, context) => {
    for (const problem of followUpProblems(value)) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  })
  .meta({ id: 'AcceptPublicReport' });
export type TAcceptPublicReport = z.infer<typeof ZAcceptPublicReport>;
export type TAcceptPublicReportFields = z.input<typeof ZAcceptPublicReport>;
