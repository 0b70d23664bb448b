import type { FastifyInstance } from 'fastify';
import type { ActivityModuleOptions } from '../shared/activity-references.ts';
import { labelledProductsRoutes } from './labelled-products.routes.ts';
import { LabelledProductsService } from './labelled-products.service.ts';

/** Wires the product behind a label's link (DOMAIN.md §8.1) into the API scope. */
export async function labelledProductsModule(api: FastifyInstance, { db }: ActivityModuleOptions) {
  await api.register(labelledProductsRoutes, { labelledProducts: new LabelledProductsService(db) });
}
