import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import { type Clock, systemClock } from '../../../core/clock.ts';
import type { Database } from '../../../db/client.ts';
import type { PdfRenderer } from '../../../lib/pdf/pdf-renderer.ts';
import { EvidencePackStore } from './evidence-pack-store.ts';
import { pdfRoutes } from './pdf.routes.ts';
import { type TraceReader, TracePdfService } from './pdf.service.ts';

export interface PdfModuleOptions {
  db: Database;
  config: AppConfig;
  /** The traces service: its getTrace authorises the caller and answers in their language. */
  traces: TraceReader;
  clock?: Clock;
  /** The app's printer (its Chromium starts on the first print and closes with the app). */
  renderer: PdfRenderer;
}

/**
 * Where Chromium finds the print page: PDF_WEB_URL when set, else this server itself over loopback.
 * Loopback matters beyond speed: the pack waits in this process's memory, and a public URL behind a
 * load balancer could send the browser to another node that does not hold it. A server listening on a
 * socket file is reached at its public URL; one not listening at all (tests that inject requests) has
 * no address the browser could open, and answers null.
 */
export function ownBaseUrl(address: AddressInfo | string | null, fallback: string): string | null {
  if (!address) return null;
  if (typeof address === 'string') return fallback;
  const unspecified = address.address === '0.0.0.0' || address.address === '::';
  const host = unspecified ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Wires the evidence-pack PDF into the traces module, printed by the app's Chromium. */
export async function pdfModule(api: FastifyInstance, { db, config, traces, clock = systemClock, renderer }: PdfModuleOptions) {
  const printPageBase = () => config.pdf.webUrl ?? ownBaseUrl(api.server.address(), config.publicUrl);
  await api.register(pdfRoutes, {
    pdf: new TracePdfService(db, clock, traces, new EvidencePackStore(clock), renderer, printPageBase),
  });
}
