import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { FilesService } from '../files/files.service.ts';
import { BrandProfileService } from './brand-profile.service.ts';
import { facilitiesRoutes } from './facilities.routes.ts';
import { FacilityProfileService } from './facility-profile.service.ts';

export interface FacilitiesModuleOptions {
  db: Database;
  storage: FileStorage;
  clock: Clock;
}

/** Wires the organisation profiles (producer and assessor read side, brand profile) into the API scope. */
export async function facilitiesModule(api: FastifyInstance, { db, storage, clock }: FacilitiesModuleOptions) {
  await api.register(facilitiesRoutes, {
    db,
    profiles: new FacilityProfileService(db),
    brands: new BrandProfileService(db, new FilesService(db, storage), clock),
  });
}
