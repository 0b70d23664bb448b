import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage/index.ts';

export interface ActivityModuleOptions {
  db: Database;
  clock: Clock;
  storage: FileStorage;
}

/** Wires QR code batches (DOMAIN.md §8.1) into the API scope. */
export async function qrCodesModule(_api: FastifyInstance, _options: ActivityModuleOptions) {}
