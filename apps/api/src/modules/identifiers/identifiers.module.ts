import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import { identifiersRoutes } from './identifiers.routes.ts';
import { LocalFacilityRegistry } from './local-facility-registry.ts';
import type { OpenSupplyHub } from './open-supply-hub.ts';
import { OpenSupplyHubClient } from './open-supply-hub-client.ts';
import { OarIdsService } from './oar-ids.service.ts';
import { RmiListService } from './rmi-list.service.ts';

export interface IdentifiersModuleOptions {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'openSupplyHub'>;
}

/** Wires facility identifiers (Open Supply Hub, RMI) into the API scope. */
export async function identifiersModule(api: FastifyInstance, { db, clock, config }: IdentifiersModuleOptions) {
  const { openSupplyHub } = config;
  const registry: OpenSupplyHub = openSupplyHub ? new OpenSupplyHubClient(openSupplyHub) : new LocalFacilityRegistry(db);
  await api.register(identifiersRoutes, {
    oarIds: new OarIdsService(db, registry, clock, api.log),
    rmiList: new RmiListService(db, clock),
  });
}
