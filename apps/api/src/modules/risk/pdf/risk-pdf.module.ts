import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../core/clock.ts';
import type { PdfRenderer } from '../../../lib/pdf/pdf-renderer.ts';
import { type RiskReader, RiskPdfService } from './risk-pdf.service.ts';
import { riskPdfRoutes } from './risk-pdf.routes.ts';

export interface RiskPdfModuleOptions {
  risk: RiskReader;
  clock: Clock;
  /** The app's printer (its Chromium starts on the first print and closes with the app). */
  renderer: PdfRenderer;
}

/** Wires the supplier-detail PDF, printed by the app's Chromium. */
export async function riskPdfModule(api: FastifyInstance, { risk, clock, renderer }: RiskPdfModuleOptions) {
  await api.register(riskPdfRoutes, { pdf: new RiskPdfService(risk, clock, renderer) });
}
