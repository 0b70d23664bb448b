import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import type { FilesService } from '../files/index.ts';
import { incidentsRoutes } from './incidents.routes.ts';
import { IncidentsService } from './incidents.service.ts';
import { publicReportsModule } from './public/public-reports.module.ts';

export interface IncidentsModuleOptions {
  db: Database;
  clock: Clock;
  files: FilesService;
  storage: FileStorage;
}

/** Wires incident (grievance) reports: intake, lists, assignment, responses, edits and closing. */
export async function incidentsModule(api: FastifyInstance, { db, clock, files, storage }: IncidentsModuleOptions) {
  await api.register(incidentsRoutes, { incidents: new IncidentsService(db, clock, files, storage) });
  await publicReportsModule(api, { db, clock });
}
