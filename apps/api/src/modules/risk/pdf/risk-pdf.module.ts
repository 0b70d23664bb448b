import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import type { Clock } from '../../../core/clock.ts';
import { ChromiumPdfRenderer, type PdfRenderer } from '../../../lib/pdf/pdf-renderer.ts';
import { type RiskReader, RiskPdfService } from './risk-pdf.service.ts';
import { riskPdfRoutes } from './risk-pdf.routes.ts';

export interface RiskPdfModuleOptions {
  risk: RiskReader;
  config: AppConfig;
  clock: Clock;
  /** The printer; headless Chromium by default. */
  renderer?: PdfRenderer;
}

/** Wires the supplier-detail PDF: its own browser, started on the first download and closed with the app. */
export async function riskPdfModule(api: FastifyInstance, { risk, config, clock, renderer }: RiskPdfModuleOptions) {
  const printer =
    renderer ??
    new ChromiumPdfRenderer({
      chromePath: config.pdf.chromePath,
      timeoutMs: config.pdf.timeoutMs,
      log: (details, message) => api.log.warn(details, message),
    });
  api.addHook('onClose', async () => printer.close());
  await api.register(riskPdfRoutes, { pdf: new RiskPdfService(risk, clock, printer) });
}
