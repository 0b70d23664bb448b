import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage/index.ts';

export interface ActivityModuleOptions {
  db: Database;
  clock: Clock;
  storage: FileStorage;
}

/** Wires the history, mass balance and margin of error (DOMAIN.md §5.5–5.6) into the API scope. */
export async function activityOverviewModule(_api: FastifyInstance, _options: ActivityModuleOptions) {}
