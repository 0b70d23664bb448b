import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from './job-queue.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { JobsService } from './jobs.service.ts';

export interface JobsModuleOptions {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
}

/** Wires the operator's side of the job queue (dead letters, retry) into the API scope. */
export async function jobsModule(api: FastifyInstance, { db, clock, jobs }: JobsModuleOptions) {
  await api.register(jobsRoutes, { jobs: new JobsService(db, clock, jobs) });
}
