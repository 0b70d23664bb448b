import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import type { AccessCache } from '../../lib/access-cache.ts';
import { labelledProductsModule } from './labelled-products/labelled-products.module.ts';
import { overviewModule } from './overview/overview.module.ts';
import { ActivityReferences } from './shared/activity-references.ts';
import { tradesModule } from './trades/trades.module.ts';
import { transformationsModule } from './transformations/transformations.module.ts';

export interface ProductActivitiesModuleOptions {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  accessCache: AccessCache;
}

/** Wires every product activity (trades, transformations), their overview and the product behind a label, sharing one reference cache. */
export async function productActivitiesModule(api: FastifyInstance, { db, clock, storage, accessCache }: ProductActivitiesModuleOptions) {
  const options = { db, clock, storage, references: new ActivityReferences(accessCache) };
  await api.register(tradesModule, options);
  await api.register(transformationsModule, options);
  await api.register(overviewModule, options);
  await api.register(labelledProductsModule, options);
}
