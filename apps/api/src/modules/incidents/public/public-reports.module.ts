import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../core/clock.ts';
import type { Database } from '../../../db/client.ts';
import { publicReportsRoutes } from './public-reports.routes.ts';
import { PublicReportsService } from './public-reports.service.ts';

export interface PublicReportsModuleOptions {
  db: Database;
  clock: Clock;
}

/** Wires the public worker channel and its triage into the API scope; registered by the incidents module. */
export async function publicReportsModule(api: FastifyInstance, { db, clock }: PublicReportsModuleOptions) {
  await api.register(publicReportsRoutes, { publicReports: new PublicReportsService(db, clock) });
}
