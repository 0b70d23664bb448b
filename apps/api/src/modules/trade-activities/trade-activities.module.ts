import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { ProductLookupsService } from './product-lookups.service.ts';
import { PurchasesService } from './purchases.service.ts';
import { SalesService } from './sales.service.ts';
import { tradeActivitiesRoutes } from './trade-activities.routes.ts';
import { TransportsService } from './transports.service.ts';

export interface ActivityModuleOptions {
  db: Database;
  clock: Clock;
  storage: FileStorage;
}

/** Wires purchases, sales and transports (DOMAIN.md §4.2–4.4) into the API scope. */
export async function tradeActivitiesModule(api: FastifyInstance, { db, clock }: ActivityModuleOptions) {
  await api.register(tradeActivitiesRoutes, {
    db,
    lookups: new ProductLookupsService(db),
    purchases: new PurchasesService(db, clock),
    sales: new SalesService(db, clock),
    transports: new TransportsService(db, clock),
  });
}
