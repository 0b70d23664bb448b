import { ZAuditLogPage, ZAuditLogQuery } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../core/route-access.ts';
import type { AuditLogService } from './audit-log.service.ts';

export async function auditLogRoutes(app: FastifyInstance, { auditLog }: { auditLog: AuditLogService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/audit-log',
    {
      config: { access: { roleTypes: ['Administrator'] } },
      schema: {
        tags: ['audit log'],
        summary:
          'The audit log, newest first: sign-ins, permission failures, every read and write of a grievance report. Filter by actor, action (exact, or a prefix ending with a dot), target and date range',
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogPage },
      },
    },
    async (request) => auditLog.list(principalOf(request), request.query, request.ctx),
  );
}
