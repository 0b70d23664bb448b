import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { identifiersRoutes } from './identifiers.routes.ts';
import { LocalFacilityRegistry } from './local-facility-registry.ts';
import type { OpenSupplyHub } from './open-supply-hub.ts';
import { OpenSupplyHubClient } from './open-supply-hub-client.ts';
import { OarIdsService } from './oar-ids.service.ts';
import { RmiListService } from './rmi-list.service.ts';

export interface IdentifiersModuleOptions {
  db: Database;
  clock: Clock;
  openSupplyHub: AppConfig['openSupplyHub'];
}

/** Wires facility identifiers (Open Supply Hub, RMI) into the API scope. */
export async function identifiersModule(api: FastifyInstance, { db, clock, openSupplyHub }: IdentifiersModuleOptions) {
  const registry: OpenSupplyHub = openSupplyHub ? new OpenSupplyHubClient(openSupplyHub) : new LocalFacilityRegistry(db);
  await api.register(identifiersRoutes, {
    db,
    oarIds: new OarIdsService(db, registry, clock, api.log),
    rmiList: new RmiListService(db, clock),
  });
}
