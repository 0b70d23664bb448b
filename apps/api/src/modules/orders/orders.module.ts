import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../jobs/index.ts';
import { ordersRoutes } from './orders.routes.ts';
import { OrdersService } from './orders.service.ts';
import { defineOrderRiskFlagJob } from './risk-flags.job.ts';

export interface OrdersModuleOptions {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
}

/**
 * Wires orders and their order suppliers (list, place, edit, delete, supplier candidates) into the API scope,
 * and the job that flags orders whose trace reaches a facility at risk.
 */
export async function ordersModule(api: FastifyInstance, { db, clock, jobs }: OrdersModuleOptions) {
  defineOrderRiskFlagJob(jobs, db, clock);
  await api.register(ordersRoutes, { orders: new OrdersService(db, clock) });
}
