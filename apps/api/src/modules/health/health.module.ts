import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { healthRoutes } from './health.routes.ts';
import { HealthService } from './health.service.ts';

/** Wires the health check into the API scope. */
export async function healthModule(api: FastifyInstance, { database }: { database: DatabaseHandle }) {
  await api.register(healthRoutes, { health: new HealthService(database) });
}
