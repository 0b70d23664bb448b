import { ZOrderId } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../../core/download.ts';
import { principalOf, type RouteAccess } from '../../../core/route-access.ts';
import type { TraceExportsService } from './exports.service.ts';

/** Who traces products (spec §2); downloads open in a new browser tab, which cannot send the bearer token. */
const TRACE_DOWNLOADERS: RouteAccess = {
  permissions: ['TRACE_PRODUCT'],
  roleTypes: ['Brand', 'Producer', 'Administrator'],
  allowShortToken: true,
};
const EPCIS_MIME = 'application/ld+json';

export interface TraceExportsRoutesOptions {
  exports: TraceExportsService;
}

/** The order's trace as files: its documents as a zip, and the trace as EPCIS 2.0. */
export async function traceExportsRoutes(app: FastifyInstance, { exports }: TraceExportsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['traces'];
  const querystring = z.object({ shortToken: z.string().optional() });

  api.get(
    '/api/orders/:id/trace/documents',
    {
      config: { access: TRACE_DOWNLOADERS, fileResponse: 'application/zip' },
      schema: {
        tags,
        summary:
          "trace-documents-{PO}.zip: the documents of the order's traced transactions (bearer token, or ?shortToken=) in folders purchaseProofs (purchase proofs and their products' certifications), invoices, packing-lists and certifications (the other traced products'), each file once, clashing names numbered, with index.csv listing each file's transaction, parties, date and document number. A trace without documents gives a zip holding only the index. 404 for another organisation's order",
        params: ZOrderId,
        querystring,
      },
    },
    async (request, reply) => {
      const download = await exports.documents(principalOf(request), request.params.id, request.ctx);
      return sendDownload(reply, { fileName: download.fileName, contentType: 'application/zip', body: download.body });
    },
  );

  api.get(
    '/api/orders/:id/trace/epcis',
    {
      config: { access: TRACE_DOWNLOADERS, fileResponse: EPCIS_MIME },
      schema: {
        tags,
        summary:
          "trace-{PO}.epcis.jsonld: the trace as a GS1 EPCIS 2.0 JSON-LD document: a TransactionEvent (ADD, po/inv/desadv business transactions) per purchase and sale, ObjectEvents shipping and receiving per transport, a TransformationEvent per transformation, class-level quantities in KGM; parties as urn:opentrace:facility:{id}, product classes as urn:opentrace:class:{productDefinitionId}. 404 for another organisation's order",
        params: ZOrderId,
        querystring,
      },
    },
    async (request, reply) => {
      const download = await exports.epcis(principalOf(request), request.params.id, request.ctx);
      return sendDownload(reply, { fileName: download.fileName, contentType: EPCIS_MIME, body: JSON.stringify(download.body) });
    },
  );
}
