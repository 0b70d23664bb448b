import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Clock } from '../../core/clock.ts';
import { openPostgres, type DatabaseHandle } from '../../db/client.ts';
import type { PdfRenderer } from '../../lib/pdf/pdf-renderer.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { traceExportsModule } from './export/exports.module.ts';
import { pdfModule } from './pdf/pdf.module.ts';
import { tracesRoutes } from './traces.routes.ts';
import { TracesService } from './traces.service.ts';

export interface TracesModuleOptions {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  storage: FileStorage;
  pdf: PdfRenderer;
}

/**
 * Wires order traces into the API scope. On PostgreSQL with DATABASE_REPLICA_URL set, the trace's reads
 * go to that replica (ARCHITECTURE.md §5: read replicas for trace and reporting queries); the cache and
 * the order itself stay on the primary.
 */
export async function tracesModule(api: FastifyInstance, { config, database, clock, storage, pdf }: TracesModuleOptions) {
  const replicaUrl = config.database.replicaUrl;
  const replica = database.driver === 'postgres' && replicaUrl ? openPostgres(replicaUrl, config.database.poolSize) : null;
  if (replica) api.addHook('onClose', () => replica.close());
  const traces = new TracesService(database.db, replica?.db ?? database.db, clock);
  await api.register(tracesRoutes, { traces });
  await traceExportsModule(api, { db: database.db, clock, storage, traces });
  await pdfModule(api, { db: database.db, config, traces, clock, renderer: pdf });
}
