import type { FastifyInstance } from 'fastify';
import type { ActivityModuleOptions } from '../activity-core/activity-references.ts';
import { qrCodesRoutes } from './qr-codes.routes.ts';
import { QrCodesService } from './qr-codes.service.ts';

/** Wires QR code batches (DOMAIN.md §8.1) into the API scope. */
export async function qrCodesModule(api: FastifyInstance, { db, clock }: ActivityModuleOptions) {
  await api.register(qrCodesRoutes, { db, qrCodes: new QrCodesService(db, clock) });
}
