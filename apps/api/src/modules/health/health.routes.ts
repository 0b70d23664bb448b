import { ZHealth, ZHealthLive, ZHealthReady } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service.ts';

export async function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database round-trip',
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (_request, reply) => {
      const answer = await health.check();
      return reply.code(answer.database === 'ok' ? 200 : 503).send(answer);
    },
  );

  routes.get(
    '/api/health/live',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['platform'],
        summary: 'Liveness: the process answers (no dependency is called)',
        response: { 200: ZHealthLive },
      },
    },
    async () => health.live(),
  );

  routes.get(
    '/api/health/ready',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['platform'],
        summary: 'Readiness: database, job queue and file storage each answered in time',
        description: 'Answers 503 naming the failing checks, so a load balancer stops sending this node traffic.',
        response: { 200: ZHealthReady, 503: ZHealthReady },
      },
    },
    async (_request, reply) => {
      const answer = await health.ready();
      return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
}
