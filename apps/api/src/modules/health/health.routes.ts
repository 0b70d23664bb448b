import { ZHealth } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service.ts';

export async function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
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
}
