import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { auditLogRoutes } from './audit-log.routes.ts';
import { AuditLogService } from './audit-log.service.ts';

/** Wires the administrator's audit-log listing. */
export async function auditLogModule(api: FastifyInstance, { db }: { db: Database }) {
  await api.register(auditLogRoutes, { auditLog: new AuditLogService(db) });
}
