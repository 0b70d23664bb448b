import type { FastifyInstance } from 'fastify';
import type { ActivityModuleOptions } from '../shared/activity-references.ts';
import { ProductLookupsService } from './product-lookups.service.ts';
import { PurchasesService } from './purchases.service.ts';
import { SalesService } from './sales.service.ts';
import { tradesRoutes } from './trades.routes.ts';
import { TransportsService } from './transports.service.ts';

/** Wires purchases, sales and transports (DOMAIN.md §4.2–4.4) into the API scope. */
export async function tradesModule(api: FastifyInstance, { db, clock, references }: ActivityModuleOptions) {
  await api.register(tradesRoutes, {
    lookups: new ProductLookupsService(db, references),
    purchases: new PurchasesService(db, clock, references),
    sales: new SalesService(db, clock, references),
    transports: new TransportsService(db, clock, references),
  });
}
