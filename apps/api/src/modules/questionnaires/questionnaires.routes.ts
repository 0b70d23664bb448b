import {
  ZSaqApplySuggestions,
  ZSaqImportInput,
  ZSaqImportSummary,
  ZSaqQuestionnaire,
  ZSaqRoleParams,
  ZSaqRoleStatus,
  ZSaqTranslationEntry,
  ZSaqTranslationsSummary,
  ZSaqTranslationsUpload,
  ZSaqValidationResult,
} from '@opentrace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import { offerJsonAsFile, sendDownload } from '../../core/download.ts';
import { type IncomingFile, readFileWithFields } from '../../core/multipart.ts';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { QuestionnairesService } from './questionnaires.service.ts';

const SUPER_ADMIN_ONLY: RouteAccess = { roleCodes: ['SUPER_ADMIN'] };
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Reads the multipart form: the one `file` part and the text fields beside it. */
async function readForm(request: FastifyRequest): Promise<{ file: IncomingFile; fields: Record<string, string> }> {
  const { file, fields } = await readFileWithFields(request);
  if (!file) throw AppError.validation([{ path: 'file', message: request.t('saq.fileMissing') }]);
  return { file, fields };
}

export async function questionnairesRoutes(app: FastifyInstance, { questionnaires }: { questionnaires: QuestionnairesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['questionnaires'];

  api.get(
    '/api/saqs',
    {
      config: { access: {} },
      schema: {
        tags,
        summary: 'Roles that answer a questionnaire, with what has been uploaded for each',
        response: { 200: z.array(ZSaqRoleStatus) },
      },
    },
    async (request) => questionnaires.list(principalOf(request)),
  );

  api.get(
    '/api/saqs/:roleId',
    {
      // It shows which answers carry which risk: only administrators, who configure the questionnaires
      // and complete those of farm groups, see it; producers answering it must not.
      config: { access: { roleTypes: ['Administrator'] } },
      schema: {
        tags,
        summary: "A role's questionnaire: groups → questions → options",
        params: ZSaqRoleParams,
        response: { 200: ZSaqQuestionnaire },
      },
    },
    async (request) => questionnaires.questionnaire(principalOf(request), request.params.roleId),
  );

  api.get(
    '/api/saqs/:roleId/template',
    {
      config: { access: {}, fileResponse: XLSX_MIME },
      schema: { tags, summary: "An empty questionnaire workbook with the role's sheets and columns", params: ZSaqRoleParams },
    },
    async (request, reply) => {
      const template = await questionnaires.template(principalOf(request), request.params.roleId);
      return sendDownload(reply, { fileName: template.name, contentType: XLSX_MIME, body: template.data });
    },
  );

  api.post(
    '/api/saqs/:roleId/validate',
    {
      config: { access: SUPER_ADMIN_ONLY, configurationWrite: true, multipartFiles: 'file' },
      schema: {
        tags,
        summary: 'Validate a questionnaire workbook (multipart `file`, optional field `applySuggestions=true`)',
        description:
          'Stores the file for import and reports row errors as `Index {row}: {error}`, name suggestions and options without a known indicator pair.',
        params: ZSaqRoleParams,
        response: { 200: ZSaqValidationResult },
      },
    },
    async (request) => {
      const { file, fields } = await readForm(request);
      const applySuggestions = ZSaqApplySuggestions.safeParse(fields['applySuggestions']);
      if (!applySuggestions.success) {
        throw AppError.validation([{ path: 'applySuggestions', message: request.t('error.VALIDATION_FAILED') }]);
      }
      return questionnaires.validate(principalOf(request), request.params.roleId, file, applySuggestions.data, request.t.bind(request));
    },
  );

  api.post(
    '/api/saqs/:roleId/import',
    {
      config: { access: SUPER_ADMIN_ONLY, configurationWrite: true },
      schema: {
        tags,
        summary: "Import a validated workbook, replacing the role's questionnaire",
        params: ZSaqRoleParams,
        body: ZSaqImportInput,
        response: { 200: ZSaqImportSummary },
      },
    },
    async (request) => questionnaires.import(principalOf(request), request.params.roleId, request.body, request.t.bind(request)),
  );

  api.get(
    '/api/saqs/:roleId/translations',
    {
      config: { access: {} },
      schema: {
        tags,
        summary: 'The questionnaire texts to translate, one entry per question',
        params: ZSaqRoleParams,
        response: { 200: z.array(ZSaqTranslationEntry) },
      },
    },
    async (request, reply) => {
      const entries = await questionnaires.translations(principalOf(request), request.params.roleId);
      offerJsonAsFile(reply, 'questionnaire-translations.json');
      return entries;
    },
  );

  api.put(
    '/api/saqs/:roleId/translations',
    {
      config: { access: SUPER_ADMIN_ONLY, configurationWrite: true },
      schema: {
        tags,
        summary: 'Upload questionnaire translations (the downloaded JSON, filled in)',
        params: ZSaqRoleParams,
        body: ZSaqTranslationsUpload,
        response: { 200: ZSaqTranslationsSummary },
      },
    },
    async (request) => questionnaires.uploadTranslations(principalOf(request), request.params.roleId, request.body),
  );

  api.put(
    '/api/saqs/:roleId/facility-group-template',
    {
      config: { access: SUPER_ADMIN_ONLY, configurationWrite: true, multipartFiles: 'file' },
      schema: {
        tags,
        summary: 'Upload the facility-group template of an administrator-completed role (multipart `file`, xlsx)',
        params: ZSaqRoleParams,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      const { file } = await readForm(request);
      await questionnaires.uploadFacilityGroupTemplate(principalOf(request), request.params.roleId, file);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/saqs/:roleId/facility-group-template',
    {
      config: { access: {}, fileResponse: XLSX_MIME },
      schema: { tags, summary: 'Download the facility-group template of an administrator-completed role', params: ZSaqRoleParams },
    },
    async (request, reply) => {
      const file = await questionnaires.facilityGroupTemplate(principalOf(request), request.params.roleId);
      return sendDownload(reply, { fileName: file.name, contentType: file.mimeType, body: file.stream, sizeBytes: file.sizeBytes });
    },
  );
}
