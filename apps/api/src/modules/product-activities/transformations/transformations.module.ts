import type { FastifyInstance } from 'fastify';
import type { ActivityModuleOptions } from '../shared/activity-references.ts';
import { ByProductsService } from './by-products.service.ts';
import { transformationsRoutes } from './transformations.routes.ts';
import { TransformationsService } from './transformations.service.ts';

/** Wires transformations and by-products (DOMAIN.md §4.5–4.6) into the API scope. */
export async function transformationsModule(api: FastifyInstance, { db, clock, references }: ActivityModuleOptions) {
  await api.register(transformationsRoutes, {
    transformations: new TransformationsService(db, clock, references),
    byProducts: new ByProductsService(db, clock, references),
  });
}
