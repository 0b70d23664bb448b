import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { ConfigurationBundleService } from './bundle/bundle-import.ts';
import { configurationBundleRoutes } from './bundle/bundle.routes.ts';
import { BusinessDetailsService } from './business-details.service.ts';
import { configurationRoutes } from './configuration.routes.ts';
import { RiskMethodService } from './risk-method.service.ts';

export interface ConfigurationModuleOptions {
  db: Database;
  clock: Clock;
  storage: FileStorage;
}

/** Wires the configuration wizard's own steps and the configuration bundle into the API scope. */
export async function configurationModule(api: FastifyInstance, { db, clock, storage }: ConfigurationModuleOptions) {
  await api.register(configurationRoutes, {
    businessDetails: new BusinessDetailsService(db, storage, clock),
    riskMethod: new RiskMethodService(db, clock),
  });
  await api.register(configurationBundleRoutes, { bundles: new ConfigurationBundleService(db, storage, clock) });
}
