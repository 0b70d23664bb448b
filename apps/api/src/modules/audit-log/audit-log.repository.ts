import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../core/request-context.ts';

/** Who, when, from where and what; callers never pass passwords, tokens or grievance text. */
export async function recordAudit(db: Executor, request: FastifyRequest | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? request?.principal?.userId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
    ip: request?.ip ?? null,
    userAgent: request?.headers['user-agent']?.slice(0, 500) ?? null,
    requestId: request?.id ?? null,
  });
}
