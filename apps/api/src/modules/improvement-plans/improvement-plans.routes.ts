import {
  ZExtensionDecision,
  ZExtensionRequestInput,
  ZExtensionRequestParams,
  ZImprovementPlanCheck,
  ZImprovementPlanCheckInput,
  ZImprovementPlanCommentInput,
  ZImprovementPlanDetail,
  ZImprovementPlanFilesInput,
  ZImprovementPlanId,
  ZImprovementPlanInput,
  ZImprovementPlanListQuery,
  ZImprovementPlanPage,
  ZImprovementPlanTargetDate,
  ZImprovementPlanTransition,
  ZPlanBlobParams,
  ZPlanFacilityParams,
  ZPlanFileParams,
  ZPlanIssueOptions,
  ZPlanSupplierCandidatePage,
  ZPlanSupplierCandidateQuery,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendDownload } from '../../core/download.ts';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { ImprovementPlansService } from './improvement-plans.service.ts';

/** Spec §6: CAP with ASSIGN_CAP and VIEW_CAP, for brands and producers. */
const PLAN_READERS: RouteAccess = { permissions: ['VIEW_CAP', 'ASSIGN_CAP'], roleTypes: ['Brand', 'Producer'] };
const ASSIGNERS: RouteAccess = { permissions: ['ASSIGN_CAP'], roleTypes: ['Brand', 'Producer'] };

export interface ImprovementPlansRoutesOptions {
  plans: ImprovementPlansService;
}

/** Improvement plans (corrective action plans) under /api/improvement-plans, assigned under /api/facilities/{id}. */
export async function improvementPlansRoutes(app: FastifyInstance, { plans }: ImprovementPlansRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['improvement-plans'];
  const readers = { access: PLAN_READERS };
  const assigners = { access: ASSIGNERS };

  api.get(
    '/api/improvement-plans',
    {
      config: readers,
      schema: {
        tags,
        summary:
          "The plans the caller's organisation assigned (side=assigned) or received on its own facility (side=received), 20 a page; search by supplier, issue, action or IP number; newFirst puts New plans first",
        querystring: ZImprovementPlanListQuery,
        response: { 200: ZImprovementPlanPage },
      },
    },
    async (request) => plans.list(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/improvement-plans/supplier-candidates',
    {
      config: assigners,
      schema: {
        tags,
        summary: "Facilities the caller may assign a plan to: a brand's suppliers, a producer's partners",
        querystring: ZPlanSupplierCandidateQuery,
        response: { 200: ZPlanSupplierCandidatePage },
      },
    },
    async (request) => plans.candidates(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/improvement-plans/issues',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Every sub-indicator a plan may name, with its indicator and category, in the reader’s language and the list’s order',
        response: { 200: ZPlanIssueOptions },
      },
    },
    async (request) => plans.issueOptions(principalOf(request), request.ctx),
  );

  api.post(
    '/api/facilities/:facilityId/improvement-plans/check',
    {
      config: assigners,
      schema: {
        tags,
        summary: 'Whether a plan may be assigned on the issue now (one unresolved plan per supplier and issue), and the plan in the way',
        params: ZPlanFacilityParams,
        body: ZImprovementPlanCheckInput,
        response: { 200: ZImprovementPlanCheck },
      },
    },
    async (request) => plans.check(principalOf(request), request.params.facilityId, request.body),
  );

  api.post(
    '/api/facilities/:facilityId/improvement-plans',
    {
      config: assigners,
      schema: {
        tags,
        summary:
          'Assign a plan to one of your suppliers on one of its issues; the target date is today or later in timeZone. 409 while a plan on the issue is unresolved',
        params: ZPlanFacilityParams,
        body: ZImprovementPlanInput,
        response: { 201: ZImprovementPlanDetail },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await plans.assign(principalOf(request), request.params.facilityId, request.body, request.ctx)),
  );

  api.get(
    '/api/improvement-plans/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'A plan with its files, comments, timeline and extension requests, the reader’s side and what the reader may do next',
        params: ZImprovementPlanId,
        response: { 200: ZImprovementPlanDetail },
      },
    },
    async (request) => plans.detail(principalOf(request), request.params.id, request.ctx),
  );

  api.post(
    '/api/improvement-plans/:id/open',
    {
      config: readers,
      schema: {
        tags,
        summary: "The supplier opens the plan: a New plan is In progress from then on. Anyone else's open changes nothing",
        params: ZImprovementPlanId,
        response: { 200: ZImprovementPlanDetail },
      },
    },
    async (request) => plans.open(principalOf(request), request.params.id, request.ctx),
  );

  api.post(
    '/api/improvement-plans/:id/transitions',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'SUBMIT (the supplier, In progress → Under review), REQUEST_EVIDENCE with a reason or ACCEPT with the new level (the assigner, Under review → In progress or Resolved). 422 for anything else',
        params: ZImprovementPlanId,
        body: ZImprovementPlanTransition,
        response: { 200: ZImprovementPlanDetail },
      },
    },
    async (request) => plans.transition(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.put(
    '/api/improvement-plans/:id/target-date',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The assigner moves the target date (today or later) while the plan is under review',
        params: ZImprovementPlanId,
        body: ZImprovementPlanTargetDate,
        response: { 200: ZImprovementPlanDetail },
      },
    },
    async (request) => plans.changeTargetDate(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.post(
    '/api/improvement-plans/:id/files',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Add files (uploaded first through POST /api/upload/files: png, jpeg, pdf) to an unresolved plan',
        params: ZImprovementPlanId,
        body: ZImprovementPlanFilesInput,
        response: { 200: ZImprovementPlanDetail },
      },
    },
    async (request) => plans.addFiles(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.delete(
    '/api/improvement-plans/:id/files/:fileId',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Remove a file your side added to an unresolved plan',
        params: ZPlanFileParams,
        response: { 200: ZImprovementPlanDetail },
      },
    },
    async (request) => plans.removeFile(principalOf(request), request.params.id, request.params.fileId, request.ctx),
  );

  api.get(
    '/api/improvement-plans/:id/files/:blobName',
    {
      config: { ...readers, fileResponse: 'application/octet-stream' },
      schema: { tags, summary: 'A file of the plan or of one of its comments, for both sides of the plan', params: ZPlanBlobParams },
    },
    async (request, reply) =>
      sendDownload(reply, await plans.downloadFile(principalOf(request), request.params.id, request.params.blobName)),
  );

  api.post(
    '/api/improvement-plans/:id/comments',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Evidence or an answer: a text (≤ 255) and/or up to 5 files uploaded first through POST /api/upload/files',
        params: ZImprovementPlanId,
        body: ZImprovementPlanCommentInput,
        response: { 201: ZImprovementPlanDetail },
      },
    },
    async (request, reply) => reply.code(201).send(await plans.comment(principalOf(request), request.params.id, request.body, request.ctx)),
  );

  api.post(
    '/api/improvement-plans/:id/extension-requests',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'The supplier asks for more time on an overdue plan (1 or 2 weeks, 1, 2, 6 or 12 months from today); one pending at a time',
        params: ZImprovementPlanId,
        body: ZExtensionRequestInput,
        response: { 201: ZImprovementPlanDetail },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await plans.requestExtension(principalOf(request), request.params.id, request.body, request.ctx)),
  );

  api.post(
    '/api/improvement-plans/:id/extension-requests/:requestId/decision',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'The assigner approves (the plan is In progress again until the requested date; refused once that date has passed) or declines with a reason',
        params: ZExtensionRequestParams,
        body: ZExtensionDecision,
        response: { 200: ZImprovementPlanDetail },
      },
    },
    async (request) => plans.decideExtension(principalOf(request), request.params.id, request.params.requestId, request.body, request.ctx),
  );
}
