import { ZHealth } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { API_VERSION } from '../../lib/paths.ts';

export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
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
      const databaseOk = await database.ping().then(
        () => true,
        () => false,
      );
      return reply.code(databaseOk ? 200 : 503).send({
        status: databaseOk ? 'ok' : 'degraded',
        database: databaseOk ? 'ok' : 'unavailable',
        version: API_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
