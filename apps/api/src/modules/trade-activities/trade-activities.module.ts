import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage/index.ts';

export interface ActivityModuleOptions {
  db: Database;
  clock: Clock;
  storage: FileStorage;
}

/** Wires purchases, sales and transports (DOMAIN.md §4.2–4.4) into the API scope. */
export async function tradeActivitiesModule(_api: FastifyInstance, _options: ActivityModuleOptions) {}
