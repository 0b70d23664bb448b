import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import type { FilesService } from '../files/index.ts';
import { BrandProfileService } from './brand-profile.service.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { FacilityProfileService } from './facility-profile.service.ts';

export interface FacilitiesModuleOptions {
  db: Database;
  /** The upload service with the daily quota, for brand logos. */
  files: FilesService;
  clock: Clock;
}

/** Wires the organisation profiles (producer and assessor read side, brand profile) into the API scope. */
export async function profilesModule(api: FastifyInstance, { db, files, clock }: FacilitiesModuleOptions) {
  await api.register(profilesRoutes, {
    profiles: new FacilityProfileService(db),
    brands: new BrandProfileService(db, files, clock),
  });
}
