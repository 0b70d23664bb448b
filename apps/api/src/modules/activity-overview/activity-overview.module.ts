import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { activityOverviewRoutes } from './activity-overview.routes.ts';
import { CalculationsService } from './calculations.service.ts';
import { HistoriesService } from './histories.service.ts';

export interface ActivityModuleOptions {
  db: Database;
  clock: Clock;
  storage: FileStorage;
}

/** Wires the history, mass balance and margin of error (DOMAIN.md §5.5–5.6) into the API scope. */
export async function activityOverviewModule(api: FastifyInstance, { db, clock, storage }: ActivityModuleOptions) {
  await api.register(activityOverviewRoutes, {
    db,
    histories: new HistoriesService(db, clock, storage),
    calculations: new CalculationsService(db),
  });
}
