import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { qrCodesRoutes } from './qr-codes.routes.ts';
import { QrCodesService } from './qr-codes.service.ts';

export interface ActivityModuleOptions {
  db: Database;
  clock: Clock;
  storage: FileStorage;
}

/** Wires QR code batches (DOMAIN.md §8.1) into the API scope. */
export async function qrCodesModule(api: FastifyInstance, { db, clock }: ActivityModuleOptions) {
  await api.register(qrCodesRoutes, { db, qrCodes: new QrCodesService(db, clock) });
}
