import {
  normaliseCaseNumber,
  ZAcceptPublicReport,
  ZClosePublicReport,
  ZNewPublicReport,
  ZPublicFacilityList,
  ZPublicFacilityQuery,
  ZPublicReportAddition,
  ZPublicReportCategoryList,
  ZPublicReportCredentials,
  ZPublicReportDetail,
  ZPublicReportId,
  ZPublicReportListQuery,
  ZPublicReportPage,
  ZPublicReportReceipt,
  ZPublicReportStatusView,
} from '@opentrace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/app-error.ts';
import { principalOf, type RouteAccess } from '../../../core/route-access.ts';
import type { PublicReportsService } from './public-reports.service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits per client address, well below the app's general one: a worker files a report or two and
 * looks a case up now and then; a script filing or guessing gets 429 after a handful.
 */
export const PUBLIC_LIMITS = {
  searches: { max: 30, timeWindow: MINUTE },
  reports: { max: 10, timeWindow: HOUR },
  lookups: { max: 20, timeWindow: 10 * MINUTE },
  /** Attempts on one case number from any address: with 8-digit PINs, a guess succeeds once in ten million years. */
  perCase: { max: 10, windowMs: HOUR },
} as const;

/** Administrators who take in grievance reports triage the public ones. */
const TRIAGE: RouteAccess = { permissions: ['SUBMIT_GRIEVANCE_REPORTS'], roleTypes: ['Administrator'] };

/**
 * Counts every attempt on a case number (known or not, right PIN or not) whatever the address, so a
 * botnet gets no more guesses at one case than a single machine, and an unknown case number is
 * limited exactly like a real one.
 */
function perCaseLimit(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const typed = (request.body as { caseNumber?: unknown } | undefined)?.caseNumber;
    if (typeof typed !== 'string') return;
    const key = `public-report:${normaliseCaseNumber(typed.slice(0, 40))}`;
    const { count, resetInMs } = await app.accountAttempts.hit(key, PUBLIC_LIMITS.perCase.windowMs, Date.now());
    if (count > PUBLIC_LIMITS.perCase.max) {
      throw new AppError('RATE_LIMITED', { params: { seconds: Math.max(1, Math.ceil(resetInMs / 1000)) } });
    }
  };
}

export interface PublicReportsRoutesOptions {
  publicReports: PublicReportsService;
}

/** The public worker channel under /api/public (no account) and its triage under /api/public-reports. */
export async function publicReportsRoutes(app: FastifyInstance, { publicReports }: PublicReportsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['public reports'];
  const caseLimit = perCaseLimit(app);

  api.get(
    '/api/public/facilities',
    {
      config: { access: 'public', rateLimit: PUBLIC_LIMITS.searches },
      schema: {
        tags,
        summary: 'Producer facilities whose name holds the search (at least 2 letters): at most 10, only name and town. No account needed',
        security: [],
        querystring: ZPublicFacilityQuery,
        response: { 200: ZPublicFacilityList },
      },
    },
    async (request) => publicReports.searchFacilities(request.query.q),
  );

  api.get(
    '/api/public/report-categories',
    {
      config: { access: 'public', rateLimit: PUBLIC_LIMITS.searches },
      schema: {
        tags,
        summary:
          "The kinds of problem a worker may tick: the indicator list's categories and indicators, in the Language header's language",
        security: [],
        response: { 200: ZPublicReportCategoryList },
      },
    },
    async (request) => publicReports.categories(request.ctx),
  );

  api.post(
    '/api/public/reports',
    {
      config: { access: 'public', rateLimit: PUBLIC_LIMITS.reports },
      schema: {
        tags,
        summary:
          'File a report without an account. Answers a case number and a PIN, shown this once: with both, the reporter reads the outcome and adds information later',
        security: [],
        body: ZNewPublicReport,
        response: { 201: ZPublicReportReceipt },
      },
    },
    async (request, reply) => reply.code(201).send(await publicReports.file(request.body, request.ctx)),
  );

  api.post(
    '/api/public/reports/status',
    {
      config: { access: 'public', rateLimit: PUBLIC_LIMITS.lookups },
      preHandler: caseLimit,
      schema: {
        tags,
        summary:
          "A case's status and outcome, for its case number and PIN (a wrong number and a wrong PIN answer the same 404); for an accepted case, once its incident report is closed, that outcome, its reasons and date (resolution)",
        security: [],
        body: ZPublicReportCredentials,
        response: { 200: ZPublicReportStatusView },
      },
    },
    async (request) => publicReports.status(request.body),
  );

  api.post(
    '/api/public/reports/additions',
    {
      config: { access: 'public', rateLimit: PUBLIC_LIMITS.lookups },
      preHandler: caseLimit,
      schema: {
        tags,
        summary: 'Add information to a case that is not closed, with its case number and PIN. Answers the status',
        security: [],
        body: ZPublicReportAddition,
        response: { 201: ZPublicReportStatusView },
      },
    },
    async (request, reply) => reply.code(201).send(await publicReports.addInformation(request.body)),
  );

  api.get(
    '/api/public-reports',
    {
      config: { access: TRIAGE },
      schema: {
        tags,
        summary: 'Public reports to triage, 20 a page: undecided first (new, then in review), newest first; sort=receivedAt|status',
        querystring: ZPublicReportListQuery,
        response: { 200: ZPublicReportPage },
      },
    },
    async (request) => publicReports.list(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/public-reports/:id',
    {
      config: { access: TRIAGE },
      schema: {
        tags,
        summary: 'A public report with its text, additions and decision; the first reading moves it from NEW to IN_REVIEW',
        params: ZPublicReportId,
        response: { 200: ZPublicReportDetail },
      },
    },
    async (request) => publicReports.detail(principalOf(request), request.params.id, request.ctx),
  );

  api.post(
    '/api/public-reports/:id/accept',
    {
      config: { access: TRIAGE },
      schema: {
        tags,
        summary:
          'Accept an undecided public report as an incident report (source PUBLIC) with its facility, risks, priority and assignee (assigning or no follow-up needs REFER_REPORT_FOR_FOLLOW_UP). 409 once decided',
        params: ZPublicReportId,
        body: ZAcceptPublicReport,
        response: { 200: ZPublicReportDetail },
      },
    },
    async (request) => publicReports.accept(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.post(
    '/api/public-reports/:id/close',
    {
      config: { access: TRIAGE },
      schema: {
        tags,
        summary:
          'Close an undecided public report with a reason and a message the reporter reads with the case number and PIN. 409 once decided',
        params: ZPublicReportId,
        body: ZClosePublicReport,
        response: { 200: ZPublicReportDetail },
      },
    },
    async (request) => publicReports.close(principalOf(request), request.params.id, request.body, request.ctx),
  );
}
