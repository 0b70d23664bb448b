import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import type { FilesService } from '../files/index.ts';
import { facilityGroupsRoutes } from './facility-groups.routes.ts';
import { FacilityGroupsService } from './facility-groups.service.ts';

export interface FacilityGroupsModuleOptions {
  db: Database;
  clock: Clock;
  files: FilesService;
  storage: FileStorage;
}

/** Wires farm groups and their farm imports into the API scope. */
export async function facilityGroupsModule(api: FastifyInstance, { db, clock, files, storage }: FacilityGroupsModuleOptions) {
  await api.register(facilityGroupsRoutes, { facilityGroups: new FacilityGroupsService(db, files, storage, clock) });
}
