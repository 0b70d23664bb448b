import {
  ZFacilityGroupDetail,
  ZFacilityGroupFarmParams,
  ZFacilityGroupImportInput,
  ZFacilityGroupImportResult,
  ZFacilityGroupListQuery,
  ZFacilityGroupPage,
  ZFacilityGroupParams,
  ZFacilityGroupRoleQuery,
  ZFacilityGroupUpdateInput,
  ZFacilityGroupValidateFields,
  ZFacilityGroupValidation,
  ZFarmAnswers,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import { sendDownload } from '../../core/download.ts';
import { readFileWithFields } from '../../core/multipart.ts';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { FacilityGroupsService } from './facility-groups.service.ts';

/** Administrators who onboard facilities; the super administrator does not (DOMAIN.md §1.4). */
const ADMINISTRATORS: RouteAccess = { permissions: ['ONBOARDING'], roleTypes: ['Administrator'] };
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface FacilityGroupsRoutesOptions {
  facilityGroups: FacilityGroupsService;
}

export async function facilityGroupsRoutes(app: FastifyInstance, { facilityGroups }: FacilityGroupsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['facility-groups'];
  const config = { access: ADMINISTRATORS };

  api.get(
    '/api/facility-groups',
    {
      config,
      schema: {
        tags,
        summary: "A role's facility (farm) groups, by group ID, searchable by ID or name",
        querystring: ZFacilityGroupListQuery,
        response: { 200: ZFacilityGroupPage },
      },
    },
    async (request) => facilityGroups.list(principalOf(request), request.query, request.language),
  );

  api.get(
    '/api/facility-groups/template',
    {
      config: { ...config, fileResponse: XLSX_MIME },
      schema: { tags, summary: "The role's blank facility-group template (xlsx)", querystring: ZFacilityGroupRoleQuery },
    },
    async (request, reply) => {
      const file = await facilityGroups.blankTemplate(principalOf(request), request.query.roleId);
      return sendDownload(reply, { fileName: file.name, contentType: file.mimeType, body: file.stream, sizeBytes: file.sizeBytes });
    },
  );

  api.post(
    '/api/facility-groups/validate-import-template',
    {
      config: { ...config, multipartFiles: 'file' },
      schema: {
        tags,
        summary: 'Check a filled facility-group template (multipart `file` ≤10 MB, fields `roleId` and, for an update, `facilityGroupId`)',
        description:
          'Reports row errors per sheet as `Index {row}: {error}` with counts; an error-free file is kept and its `fileId` returned for import-data.',
        response: { 200: ZFacilityGroupValidation },
      },
    },
    async (request) => {
      const { file, fields } = await readFileWithFields(request);
      const parsed = ZFacilityGroupValidateFields.safeParse(fields);
      if (!parsed.success) {
        throw AppError.validation(
          parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: request.t('validation.invalid', { field: issue.path.join('.') }),
          })),
        );
      }
      if (!file) throw AppError.validation([{ path: 'file', message: request.t('facilityGroups.fileMissing') }]);
      return facilityGroups.validate(principalOf(request), parsed.data, file, request.ctx);
    },
  );

  api.post(
    '/api/facility-groups/import-data',
    {
      config,
      schema: {
        tags,
        summary: 'Create a group, its farms and their self-assessments from a validated file',
        body: ZFacilityGroupImportInput,
        response: { 201: ZFacilityGroupImportResult },
      },
    },
    async (request, reply) => reply.code(201).send(await facilityGroups.importNew(principalOf(request), request.body, request.ctx)),
  );

  api.get(
    '/api/facility-groups/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A group with its farms and their questionnaire completion',
        params: ZFacilityGroupParams,
        response: { 200: ZFacilityGroupDetail },
      },
    },
    async (request) => facilityGroups.detail(principalOf(request), request.params.id, request.language),
  );

  api.get(
    '/api/facility-groups/:id/farms/:farmId/answers',
    {
      config,
      schema: {
        tags,
        summary: "A farm's answers, question texts in the request language",
        params: ZFacilityGroupFarmParams,
        response: { 200: ZFarmAnswers },
      },
    },
    async (request) => facilityGroups.farmAnswers(principalOf(request), request.params.id, request.params.farmId, request.language),
  );

  api.get(
    '/api/facility-groups/:id/template',
    {
      config: { ...config, fileResponse: XLSX_MIME },
      schema: {
        tags,
        summary: "The role's template filled with the group's data, to edit and upload as its update",
        params: ZFacilityGroupParams,
      },
    },
    async (request, reply) => {
      const file = await facilityGroups.prefilledTemplate(principalOf(request), request.params.id);
      return sendDownload(reply, { fileName: file.name, contentType: XLSX_MIME, body: file.data });
    },
  );

  api.put(
    '/api/facility-groups/:id/import-data',
    {
      config,
      schema: {
        tags,
        summary: "Replace a group's data and answers with its validated, edited pre-filled template",
        params: ZFacilityGroupParams,
        body: ZFacilityGroupUpdateInput,
        response: { 200: ZFacilityGroupImportResult },
      },
    },
    async (request) => facilityGroups.importUpdate(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.delete(
    '/api/facility-groups/:id',
    {
      config,
      schema: { tags, summary: 'Delete a group and its farms', params: ZFacilityGroupParams, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await facilityGroups.remove(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );
}
