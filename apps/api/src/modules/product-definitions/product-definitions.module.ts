import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import { ProductDefinitionTranslationsService } from './product-definition-translations.service.ts';
import { productDefinitionsRoutes } from './product-definitions.routes.ts';
import { ProductDefinitionsService } from './product-definitions.service.ts';

/** Wires product definitions and their attributes (wizard step 3) into the API scope. */
export async function productDefinitionsModule(api: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  await api.register(productDefinitionsRoutes, {
    products: new ProductDefinitionsService(db, clock),
    translations: new ProductDefinitionTranslationsService(db, clock),
  });
}
