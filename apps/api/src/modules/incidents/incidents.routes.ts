import {
  MAX_INCIDENT_FILES,
  ZApiIncidentReportForm,
  ZApiIncidentReportListQuery,
  ZApiIncidentReportPage,
  ZApiReportResponseForm,
  ZAssigneeCandidatePage,
  ZAuditLogPage,
  ZAssigneeQuery,
  ZCloseReportInput,
  ZGrievanceReportEdit,
  ZGrievanceReportInput,
  ZGrievanceReportListQuery,
  ZIncidentReport,
  ZIncidentReportId,
  ZIncidentReportPage,
  ZProactiveReportInput,
  ZReportFacilityOptionPage,
  ZReportFacilityQuery,
  ZReportResponseInput,
  ZReportTrailQuery,
  ZRequestListQuery,
} from '@opentrace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import { sendDownload } from '../../core/download.ts';
import { readMultipartForm } from '../../core/multipart.ts';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import { toFieldErrors } from '../../lib/validation-messages.ts';
import type { IncidentsService } from './incidents.service.ts';

/** Administrator screens (spec §2 grievance-reports): hotline intake, list, edit, close. */
const ADMINISTRATORS: RouteAccess = { permissions: ['SUBMIT_GRIEVANCE_REPORTS'], roleTypes: ['Administrator'] };
const REFERRERS: RouteAccess = { permissions: ['REFER_REPORT_FOR_FOLLOW_UP'], roleTypes: ['Administrator'] };
/** The assessor's /requests (spec §2): any assessor who submits or views reports. */
const ASSESSORS: RouteAccess = {
  permissions: ['PROACTIVE_ASSESSMENTS', 'REACTIVE_ASSESSMENTS', 'VIEW_ONLY_MY_REPORTS', 'VIEW_ALL_REPORTS'],
  roleTypes: ['Assessor'],
};
/** Who may file a report and so picks its facility; the policy pairs each role type with its permission. */
const REPORT_FILERS: RouteAccess = {
  permissions: ['SUBMIT_GRIEVANCE_REPORTS', 'PROACTIVE_ASSESSMENTS'],
  roleTypes: ['Administrator', 'Assessor'],
};
const API_USERS: RouteAccess = {
  permissions: ['PROACTIVE_ASSESSMENTS_VIA_API', 'REACTIVE_ASSESSMENTS_VIA_API', 'GET_INCIDENT_REPORT_VIA_API'],
  roleTypes: ['API user'],
};
/** Everyone who may read a report somewhere; the policy decides which. */
const REPORT_READERS: RouteAccess = { roleTypes: ['Administrator', 'Assessor', 'API user'] };

const FILES_FIELD = 'files';
const ZReportFileParams = z.object({ id: z.uuid(), blobName: z.string().min(1).max(255) });

/** A multipart form's text fields against a schema, with field errors in the caller's language. */
function parseForm<T extends z.ZodType>(schema: T, fields: Record<string, string>, request: FastifyRequest): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    message: issue.message,
    params: { ...issue, input: fields[String(issue.path[0])] },
  }));
  throw AppError.validation(toFieldErrors(issues, 'body', request.language));
}

async function readForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'incidents.jsonOrMultipart' });
  return readMultipartForm(request, FILES_FIELD, MAX_INCIDENT_FILES + 1);
}

export interface IncidentsRoutesOptions {
  incidents: IncidentsService;
}

/** Incident (grievance) reports: administrators, assessors (/requests) and API users (issue 20, Reports). */
export async function incidentsRoutes(app: FastifyInstance, { incidents }: IncidentsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['incident reports'];

  api.post(
    '/api/grievance-reports',
    {
      config: { access: ADMINISTRATORS },
      schema: {
        tags,
        summary:
          'Log a hotline report. Assigning it or marking it "no follow-up" needs REFER_REPORT_FOR_FOLLOW_UP; the assignee must be an Assessor or API user holding REACTIVE_ASSESSMENTS(_VIA_API)',
        body: ZGrievanceReportInput,
        response: { 201: ZIncidentReport },
      },
    },
    async (request, reply) => reply.code(201).send(await incidents.createHotline(principalOf(request), request.body, request.ctx)),
  );

  api.get(
    '/api/grievance-reports',
    {
      config: { access: ADMINISTRATORS },
      schema: {
        tags,
        summary: 'Reports, latest activity first: filter by status, priority, facility, assignee, source, open or closed, and date range',
        querystring: ZGrievanceReportListQuery,
        response: { 200: ZIncidentReportPage },
      },
    },
    async (request) => incidents.list(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/grievance-reports/assignees',
    {
      config: { access: ADMINISTRATORS },
      schema: {
        tags,
        summary:
          'Who can be assigned reports (Assessor or API-user roles with reactive assessments), by role then name, with their NEW reports',
        querystring: ZAssigneeQuery,
        response: { 200: ZAssigneeCandidatePage },
      },
    },
    async (request) => incidents.assignees(principalOf(request), request.query),
  );

  api.get(
    '/api/grievance-reports/facilities',
    {
      config: { access: REPORT_FILERS },
      schema: {
        tags,
        summary:
          'Producer facilities a report may name (live facilities of a Producer role), by name; `key` searches the name, OS ID and registration number',
        querystring: ZReportFacilityQuery,
        response: { 200: ZReportFacilityOptionPage },
      },
    },
    async (request) => incidents.facilities(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/grievance-reports/:id',
    {
      config: { access: ADMINISTRATORS },
      schema: {
        tags,
        summary: 'A report with its risks, files, responses and outcome',
        params: ZIncidentReportId,
        response: { 200: ZIncidentReport },
      },
    },
    async (request) => incidents.detail(principalOf(request), request.params.id, request.ctx),
  );

  api.get(
    '/api/grievance-reports/:id/trail',
    {
      config: { access: { roleTypes: ['Administrator'] } },
      schema: {
        tags,
        summary: "The report's audit trail, oldest first: who read or changed it, when, from where and what (never its message)",
        params: ZIncidentReportId,
        querystring: ZReportTrailQuery,
        response: { 200: ZAuditLogPage },
      },
    },
    async (request) => incidents.trail(principalOf(request), request.params.id, request.query, request.ctx),
  );

  api.put(
    '/api/grievance-reports/:id',
    {
      config: { access: REFERRERS },
      schema: {
        tags,
        summary:
          'Change the assignee, follow-up, reason and retaliation flag, and the risks as a diff (added pairs, changed severities, removed risk ids). 409 once closed',
        params: ZIncidentReportId,
        body: ZGrievanceReportEdit,
        response: { 200: ZIncidentReport },
      },
    },
    async (request) => incidents.edit(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.post(
    '/api/grievance-reports/:id/close',
    {
      config: { access: ADMINISTRATORS },
      schema: {
        tags,
        summary: 'Close the case with its outcome (founded, unfounded, referred) and the reasons for it. 409 when already closed',
        params: ZIncidentReportId,
        body: ZCloseReportInput,
        response: { 200: ZIncidentReport },
      },
    },
    async (request) => incidents.close(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.post(
    '/api/requests',
    {
      config: { access: { permissions: ['PROACTIVE_ASSESSMENTS'], roleTypes: ['Assessor'] } },
      schema: {
        tags,
        summary: 'Record a proactive scan of a producer facility (no assignee; the date may not be in the future)',
        body: ZProactiveReportInput,
        response: { 201: ZIncidentReport },
      },
    },
    async (request, reply) => reply.code(201).send(await incidents.createProactive(principalOf(request), request.body, request.ctx)),
  );

  api.get(
    '/api/requests',
    {
      config: { access: ASSESSORS },
      schema: {
        tags,
        summary: "The assessor's requests: awaiting a response, responded, or the caller's own proactive scans (submitted)",
        querystring: ZRequestListQuery,
        response: { 200: ZIncidentReportPage },
      },
    },
    async (request) => incidents.listRequests(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/requests/:id',
    {
      config: { access: ASSESSORS },
      schema: {
        tags,
        summary: 'A request; the first open by its assignee turns it from NEW to VIEWED',
        params: ZIncidentReportId,
        response: { 200: ZIncidentReport },
      },
    },
    async (request) => incidents.detail(principalOf(request), request.params.id, request.ctx),
  );

  api.post(
    '/api/requests/:id/responses',
    {
      config: { access: { permissions: ['REACTIVE_ASSESSMENTS'], roleTypes: ['Assessor'] } },
      schema: {
        tags,
        summary:
          'Respond to a request (the assignee, or a holder of VIEW_ALL_REPORTS): files are uploaded first through POST /api/upload/files (png, jpeg, pdf). Sets the report to RESPONSE_SENT',
        params: ZIncidentReportId,
        body: ZReportResponseInput,
        response: { 201: ZIncidentReport },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await incidents.respond(principalOf(request), request.params.id, request.body, request.ctx)),
  );

  api.post(
    '/api/incident-reports',
    {
      config: { access: { permissions: ['PROACTIVE_ASSESSMENTS_VIA_API'], roleTypes: ['API user'] }, multipartFiles: FILES_FIELD },
      schema: {
        tags,
        summary:
          'Submit a report (multipart/form-data): facilityId, location, recordedAt (ISO 8601, not in the future), priority (1–5), laborRisks (a JSON string such as [{"indicatorId":"…","subIndicatorId":"…","severity":3}]), message (≤ 255), optional auditReportNumber and retaliationRisk, and up to 5 `files` (png, jpeg, pdf; 10 MB each)',
        description:
          'Example: `curl -H "Authorization: Bearer $TOKEN" -F facilityId=… -F location="Main gate" -F recordedAt=2026-11-20T09:30:00Z -F priority=2 -F \'laborRisks=[{"indicatorId":"…","subIndicatorId":"…","severity":3}]\' -F message="Wages withheld" -F files=@photo.jpg https://…/api/incident-reports`',
        response: { 201: ZIncidentReport },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readForm(request);
      if (files.length > MAX_INCIDENT_FILES) throw new AppError('TOO_MANY_FILES', { params: { max: MAX_INCIDENT_FILES } });
      const form = parseForm(ZApiIncidentReportForm, fields, request);
      return reply.code(201).send(await incidents.createViaApi(principalOf(request), form, files, request.ctx));
    },
  );

  api.get(
    '/api/incident-reports',
    {
      config: { access: API_USERS },
      schema: {
        tags,
        summary:
          'Reports the API user may see (its own and those assigned to it, or all with VIEW_ALL_REPORTS), with their risks and responses',
        querystring: ZApiIncidentReportListQuery,
        response: { 200: ZApiIncidentReportPage },
      },
    },
    async (request) => incidents.listForApi(principalOf(request), request.query, request.ctx),
  );

  api.post(
    '/api/incident-reports/:id/responses',
    {
      config: { access: { permissions: ['REACTIVE_ASSESSMENTS_VIA_API'], roleTypes: ['API user'] }, multipartFiles: FILES_FIELD },
      schema: {
        tags,
        summary:
          'Respond to a report assigned to the API user (any report with VIEW_ALL_REPORTS), multipart/form-data: recordedAt, priority, laborRisks (a JSON string), message, optional auditReportNumber and up to 5 `files`',
        params: ZIncidentReportId,
        response: { 201: ZIncidentReport },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readForm(request);
      if (files.length > MAX_INCIDENT_FILES) throw new AppError('TOO_MANY_FILES', { params: { max: MAX_INCIDENT_FILES } });
      const form = parseForm(ZApiReportResponseForm, fields, request);
      return reply.code(201).send(await incidents.respondViaApi(principalOf(request), request.params.id, form, files, request.ctx));
    },
  );

  api.get(
    '/api/incident-reports/:id/files/:blobName',
    {
      config: { access: REPORT_READERS, fileResponse: 'application/octet-stream' },
      schema: {
        tags,
        summary: 'A file attached to a report or to one of its responses, for whoever may read the report',
        params: ZReportFileParams,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await incidents.downloadFile(principalOf(request), request.params.id, request.params.blobName, request.ctx)),
  );
}
