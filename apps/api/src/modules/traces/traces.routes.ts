import { ZOrderId, ZTrace, ZTraceQuery } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { TracesService } from './traces.service.ts';

/** Trace product (spec §2): in the administrator, producer and brand menus, with TRACE_PRODUCT. */
const TRACE: RouteAccess = { permissions: ['TRACE_PRODUCT'], roleTypes: ['Brand', 'Producer', 'Administrator'] };

export interface TracesRoutesOptions {
  traces: TracesService;
}

/** An order's trace (issue "Tracing"), under /api/orders/{id}/trace. */
export async function tracesRoutes(app: FastifyInstance, { traces }: TracesRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['traces'];

  api.get(
    '/api/orders/:id/trace',
    {
      config: { access: TRACE },
      schema: {
        tags,
        summary: "The order's trace: nodes, links with how each was found, confidence, plausibility flags, transformations and list rows",
        description:
          'Served from the cache while no facility on the trace has logged an activity since it was computed; `fresh=true` computes it afresh without touching the cache.',
        params: ZOrderId,
        querystring: ZTraceQuery,
        response: { 200: ZTrace },
      },
    },
    async (request) => traces.getTrace(principalOf(request), request.params.id, request.ctx, { cache: !request.query.fresh }),
  );

  api.post(
    '/api/orders/:id/trace/reset',
    {
      config: { access: TRACE },
      schema: {
        tags,
        summary: 'Reset the trace: forget the cached trace, so the next read computes it afresh (204)',
        params: ZOrderId,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await traces.resetTrace(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );
}
