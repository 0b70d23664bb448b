import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { PdfRenderer } from '../../lib/pdf/pdf-renderer.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { BusinessDetailsService } from '../configuration/index.ts';
import { qrCodesRoutes } from './qr-codes.routes.ts';
import { QrCodesService } from './qr-codes.service.ts';
import { type LogoSource, QrLabelsService } from './qr-labels.service.ts';

export interface QrCodesModuleOptions {
  db: Database;
  clock: Clock;
  config: AppConfig;
  storage: FileStorage;
  pdf: PdfRenderer;
}

/** The business details' logo, as a label prints it; anything stored there that is not an image is left off. */
function logoSource(businessDetails: BusinessDetailsService): LogoSource {
  return async () => {
    const logo = await businessDetails.logo();
    if (!logo) return null;
    if (!logo.mimeType.startsWith('image/')) {
      logo.stream.destroy();
      return null;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of logo.stream as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(chunk));
    return `data:${logo.mimeType};base64,${Buffer.concat(chunks).toString('base64')}`;
  };
}

/** Wires QR code batches and their printed labels (DOMAIN.md §8.1), printed by the app's Chromium. */
export async function qrCodesModule(api: FastifyInstance, { db, clock, config, storage, pdf }: QrCodesModuleOptions) {
  const logo = logoSource(new BusinessDetailsService(db, storage, clock));
  await api.register(qrCodesRoutes, {
    qrCodes: new QrCodesService(db, clock),
    labels: new QrLabelsService(db, clock, pdf, config.publicUrl, logo),
  });
}
