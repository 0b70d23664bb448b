import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { PdfRenderer } from '../../lib/pdf/pdf-renderer.ts';
import type { JobQueue } from '../jobs/index.ts';
import { riskPdfModule } from './pdf/risk-pdf.module.ts';
import { defineRiskJobs } from './risk.jobs.ts';
import { riskRoutes } from './risk.routes.ts';
import { RiskService } from './risk.service.ts';

export interface RiskModuleOptions {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  config: AppConfig;
  pdf: PdfRenderer;
}

/** Wires the risk engine: its recalculation jobs on the queue and the reads that explain each facility's risk. */
export async function riskModule(api: FastifyInstance, { db, clock, jobs, pdf }: RiskModuleOptions) {
  defineRiskJobs(jobs, db, clock);
  const risk = new RiskService(db, clock);
  await api.register(riskRoutes, { risk });
  await riskPdfModule(api, { risk, clock, renderer: pdf });
}
