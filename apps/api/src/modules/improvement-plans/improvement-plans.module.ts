import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { improvementPlansRoutes } from './improvement-plans.routes.ts';
import { ImprovementPlansService } from './improvement-plans.service.ts';
import { scheduleImprovementPlanSweep } from './overdue-sweep.job.ts';

export interface ImprovementPlansModuleOptions {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  jobs: JobQueue;
}

/** Wires improvement plans (assignment, transitions, evidence, extensions) and their hourly overdue sweep. */
export async function improvementPlansModule(api: FastifyInstance, { db, clock, storage, jobs }: ImprovementPlansModuleOptions) {
  scheduleImprovementPlanSweep(jobs, db, clock);
  await api.register(improvementPlansRoutes, { plans: new ImprovementPlansService(db, clock, storage) });
}
