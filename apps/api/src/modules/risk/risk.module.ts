import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../jobs/index.ts';
import { defineRiskJobs } from './risk.jobs.ts';
import { riskRoutes } from './risk.routes.ts';
import { RiskService } from './risk.service.ts';

export interface RiskModuleOptions {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
}

/** Wires the risk engine: its recalculation jobs on the queue and the reads that explain each facility's risk. */
export async function riskModule(api: FastifyInstance, { db, clock, jobs }: RiskModuleOptions) {
  defineRiskJobs(jobs, db, clock);
  await api.register(riskRoutes, { risk: new RiskService(db, clock) });
}
