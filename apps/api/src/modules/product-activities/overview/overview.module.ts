import type { FastifyInstance } from 'fastify';
import type { ActivityModuleOptions } from '../shared/activity-references.ts';
import { overviewRoutes } from './overview.routes.ts';
import { CalculationsService } from './calculations.service.ts';
import { HistoriesService } from './histories.service.ts';

/** Wires the history, mass balance and margin of error (DOMAIN.md §5.5–5.6) into the API scope. */
export async function overviewModule(api: FastifyInstance, { db, clock, storage, references }: ActivityModuleOptions) {
  await api.register(overviewRoutes, {
    histories: new HistoriesService(db, clock, storage, references),
    calculations: new CalculationsService(db, references),
  });
}
