import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../core/request-context.ts';

/** Where a change came from, for work that runs after its request (a job carries it in its payload). */
export interface AuditOrigin {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** Who, when, from where and what; callers never pass passwords, tokens or grievance text. */
export async function recordAudit(db: Executor, request: FastifyRequest | null, entry: AuditEntry): Promise<void> {
  await recordAuditFrom(db, auditOriginOf(request), { ...entry, actorUserId: entry.actorUserId ?? request?.principal?.userId ?? null });
}

function auditOriginOf(request: FastifyRequest | null): AuditOrigin {
  return { ip: request?.ip ?? null, userAgent: request?.headers['user-agent']?.slice(0, 500) ?? null, requestId: request?.id ?? null };
}

/** The audit line of work done away from its request, from the origin the request left. */
export async function recordAuditFrom(db: Executor, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
    ip: origin.ip,
    userAgent: origin.userAgent,
    requestId: origin.requestId,
  });
}
