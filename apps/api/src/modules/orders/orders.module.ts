import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import { ordersRoutes } from './orders.routes.ts';
import { OrdersService } from './orders.service.ts';

export interface OrdersModuleOptions {
  db: Database;
  clock: Clock;
}

/** Wires orders and their order suppliers (list, place, edit, delete, supplier candidates) into the API scope. */
export async function ordersModule(api: FastifyInstance, { db, clock }: OrdersModuleOptions) {
  await api.register(ordersRoutes, { orders: new OrdersService(db, clock) });
}
