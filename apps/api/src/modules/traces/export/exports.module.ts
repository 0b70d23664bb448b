import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../core/clock.ts';
import type { Database } from '../../../db/client.ts';
import type { FileStorage } from '../../../lib/storage/storage.ts';
import { traceExportsRoutes } from './exports.routes.ts';
import { type TraceSource, TraceExportsService } from './exports.service.ts';

export interface TraceExportsModuleOptions {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  /** The traces module's service: the exports show the trace it computes, for the callers it allows. */
  traces: TraceSource;
}

/** Wires the trace's downloads (documents zip, EPCIS 2.0) into the API scope. */
export async function traceExportsModule(api: FastifyInstance, { db, clock, storage, traces }: TraceExportsModuleOptions) {
  await api.register(traceExportsRoutes, { exports: new TraceExportsService(db, clock, storage, traces) });
}
