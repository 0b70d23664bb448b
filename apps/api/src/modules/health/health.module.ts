import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { healthRoutes } from './health.routes.ts';
import { HealthService } from './health.service.ts';

/** Wires the health checks into the API scope. */
export async function healthModule(api: FastifyInstance, { database, storage }: { database: DatabaseHandle; storage: FileStorage }) {
  await api.register(healthRoutes, { health: new HealthService(database, storage) });
}
