import { ZEvidencePack, ZEvidencePackQuery, ZOrderId, ZTracePdfQuery } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendDownload } from '../../../core/download.ts';
import { principalOf, type RouteAccess } from '../../../core/route-access.ts';
import type { TracePdfService } from './pdf.service.ts';

/** Who traces products (spec §2); the download opens in a new tab, so a short token may stand in for the bearer. */
const TRACE_PDF_ACCESS: RouteAccess = {
  permissions: ['TRACE_PRODUCT'],
  roleTypes: ['Brand', 'Producer', 'Administrator'],
  allowShortToken: true,
};

/** The evidence-pack PDF of an order's trace, and the pack its print page reads. */
export async function pdfRoutes(app: FastifyInstance, { pdf }: { pdf: TracePdfService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['traces'];

  api.get(
    '/api/orders/:id/trace/pdf',
    {
      config: { access: TRACE_PDF_ACCESS, fileResponse: 'application/pdf' },
      schema: {
        tags,
        summary:
          'trace-{PO}.pdf: the evidence pack (requester, order, trace status and confidence, flow chart, one row per stage, risk, external risk by country, index of documents) in the caller’s language, dates in `timezone`',
        description:
          'Printed by headless Chromium from the app’s own /pdf-preview page. 503 when no Chromium is installed (set CHROME_PATH) or printing fails; 404 for an order of another organisation.',
        params: ZOrderId,
        querystring: ZTracePdfQuery,
      },
    },
    async (request, reply) => sendDownload(reply, await pdf.download(principalOf(request), request.params.id, request.query, request.ctx)),
  );

  api.get(
    '/api/pdf-export',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The evidence pack behind a print token, for the /pdf-preview page; 404 once the token is used or 30 minutes old',
        querystring: ZEvidencePackQuery,
        response: { 200: ZEvidencePack },
      },
    },
    async (request) => pdf.read(request.query.token),
  );
}
