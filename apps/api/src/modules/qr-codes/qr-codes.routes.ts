import {
  ZQrCodeBatchDetail,
  ZQrCodeBatchesDeleted,
  ZQrCodeBatchId,
  ZQrCodeBatchInput,
  ZQrCodeBatchListQuery,
  ZQrCodeBatchPage,
  ZQrLabelSheetQuery,
  ZQrLabelsQuery,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../core/download.ts';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { QrCodesService } from './qr-codes.service.ts';
import type { QrLabelsService } from './qr-labels.service.ts';

/** QR screens need GENERATE_QR_CODES on an Administrator role (spec §6). */
const QR_CODE_MANAGERS = { permissions: ['GENERATE_QR_CODES'], roleTypes: ['Administrator'] } satisfies RouteAccess;

const ZCodesFileQuery = z.object({
  shortToken: z.string().optional(),
  isAssigned: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export interface QrCodesRoutesOptions {
  qrCodes: QrCodesService;
  labels: QrLabelsService;
}

export async function qrCodesRoutes(app: FastifyInstance, { qrCodes, labels }: QrCodesRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['qr-codes'];

  api.post(
    '/api/qr-code-batches',
    {
      config: { leavesAccessUnchanged: true, access: QR_CODE_MANAGERS },
      schema: {
        tags,
        summary:
          'Generate a batch of `quantity` (1–1000) QR codes: random nine-digit numbers no batch has ever had. 409 when a live batch already has this name (compared regardless of case)',
        body: ZQrCodeBatchInput,
        response: { 201: ZQrCodeBatchDetail },
      },
    },
    async (request, reply) => reply.code(201).send(await qrCodes.generate(principalOf(request), request.body, request.ctx)),
  );

  api.get(
    '/api/qr-code-batches',
    {
      config: { access: QR_CODE_MANAGERS },
      schema: {
        tags,
        summary:
          'Batches, newest first: `incomplete` (some code not yet dispensed; the default) or `completed` (the history), with code counts per status',
        querystring: ZQrCodeBatchListQuery,
        response: { 200: ZQrCodeBatchPage },
      },
    },
    async (request) => qrCodes.list(principalOf(request), request.query),
  );

  api.get(
    '/api/qr-code-batches/:id',
    {
      config: { access: QR_CODE_MANAGERS },
      schema: {
        tags,
        summary: 'A batch with its codes in numeric order and their statuses',
        params: ZQrCodeBatchId,
        response: { 200: ZQrCodeBatchDetail },
      },
    },
    async (request) => qrCodes.detail(principalOf(request), request.params.id),
  );

  api.get(
    '/api/qr-code-batches/:id/codes.csv',
    {
      config: { access: { ...QR_CODE_MANAGERS, allowShortToken: true }, fileResponse: 'text/csv' },
      schema: {
        tags,
        summary:
          'The batch\'s codes as CSV for the label printer (code, printed label "xxx xxx xxx", status); isAssigned=true keeps only ACTIVE and DISPENSED codes. Bearer token or ?shortToken=',
        params: ZQrCodeBatchId,
        querystring: ZCodesFileQuery,
      },
    },
    async (request, reply) => {
      const file = await qrCodes.codesFile(principalOf(request), request.params.id, request.query.isAssigned);
      return sendDownload(reply, { fileName: file.fileName, contentType: 'text/csv; charset=utf-8', body: file.body });
    },
  );

  api.get(
    '/api/qr-code-batches/:id/labels.zip',
    {
      config: { access: { ...QR_CODE_MANAGERS, allowShortToken: true }, fileResponse: 'application/zip' },
      schema: {
        tags,
        summary:
          'The batch\'s printed labels as a zip of one PDF per code (`{code}.pdf`, 50 × 30 mm): the configured logo, the QR (error correction H) carrying the code, or with content=link `{PUBLIC_URL}/q/{code}`, the code printed "xxx xxx xxx", and blank lot and bale number boxes in the caller\'s language. assignedOnly=true keeps the ACTIVE and DISPENSED codes (422 when there are none). 503 without Chromium. Bearer token or ?shortToken=',
        params: ZQrCodeBatchId,
        querystring: ZQrLabelsQuery.extend({ shortToken: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { assignedOnly, content } = request.query;
      return sendDownload(reply, await labels.zip(principalOf(request), request.params.id, { assignedOnly, content }, request.ctx));
    },
  );

  api.get(
    '/api/qr-code-batches/:id/labels.pdf',
    {
      config: { access: { ...QR_CODE_MANAGERS, allowShortToken: true }, fileResponse: 'application/pdf' },
      schema: {
        tags,
        summary:
          "The batch's labels as one PDF: layout=label for label printers (one 50 × 30 mm label per page) or layout=a4 (sheets of 3 × 8 labels with lines to cut along); assignedOnly and content as for labels.zip. Bearer token or ?shortToken=",
        params: ZQrCodeBatchId,
        querystring: ZQrLabelSheetQuery.extend({ shortToken: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { assignedOnly, content, layout } = request.query;
      return sendDownload(
        reply,
        await labels.sheet(principalOf(request), request.params.id, { assignedOnly, content, layout }, request.ctx),
      );
    },
  );

  api.delete(
    '/api/qr-code-batches/:id',
    {
      config: { leavesAccessUnchanged: true, access: QR_CODE_MANAGERS },
      schema: {
        tags,
        summary: 'Delete a completed batch (every code dispensed); 422 while any code is unused or on a product',
        params: ZQrCodeBatchId,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await qrCodes.remove(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );

  api.delete(
    '/api/qr-code-batches',
    {
      config: { leavesAccessUnchanged: true, access: QR_CODE_MANAGERS },
      schema: { tags, summary: 'Delete every completed batch; says how many were deleted', response: { 200: ZQrCodeBatchesDeleted } },
    },
    async (request) => qrCodes.removeCompleted(principalOf(request), request.ctx),
  );
}
