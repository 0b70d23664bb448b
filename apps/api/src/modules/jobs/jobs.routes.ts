import { ZDeadLetterPage, ZDeadLetterQuery, ZJobId } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { JobsService } from './jobs.service.ts';

const SUPER_ADMIN_ONLY: RouteAccess = { roleCodes: ['SUPER_ADMIN'] };

export interface JobsRoutesOptions {
  jobs: JobsService;
}

/** The job queue's dead letters for the super administrator, under /api/jobs. */
export async function jobsRoutes(app: FastifyInstance, { jobs }: JobsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['jobs'];
  const config = { access: SUPER_ADMIN_ONLY };

  api.get(
    '/api/jobs/dead-letters',
    {
      config,
      schema: {
        tags,
        summary: 'Jobs that failed their last attempt, newest failure first, with the count of jobs in each state',
        querystring: ZDeadLetterQuery,
        response: { 200: ZDeadLetterPage },
      },
    },
    async (request) => jobs.listDeadLetters(principalOf(request), request.query),
  );

  api.post(
    '/api/jobs/dead-letters/:id/retry',
    {
      config,
      schema: {
        tags,
        summary: 'Put a dead letter back in the queue with fresh attempts (409 when the same work already waits)',
        params: ZJobId,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await jobs.retry(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send(null);
    },
  );
}
