import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { ByProductsService } from './by-products.service.ts';
import { transformationsRoutes } from './transformations.routes.ts';
import { TransformationsService } from './transformations.service.ts';

export interface ActivityModuleOptions {
  db: Database;
  clock: Clock;
  storage: FileStorage;
}

/** Wires transformations and by-products (DOMAIN.md §4.5–4.6) into the API scope. */
export async function transformationsModule(api: FastifyInstance, { db, clock }: ActivityModuleOptions) {
  await api.register(transformationsRoutes, {
    db,
    transformations: new TransformationsService(db, clock),
    byProducts: new ByProductsService(db, clock),
  });
}
