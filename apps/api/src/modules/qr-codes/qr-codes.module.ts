import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import { qrCodesRoutes } from './qr-codes.routes.ts';
import { QrCodesService } from './qr-codes.service.ts';

/** Wires QR code batches (DOMAIN.md §8.1) into the API scope. */
export async function qrCodesModule(api: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  await api.register(qrCodesRoutes, { qrCodes: new QrCodesService(db, clock) });
}
