import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { startingWith } from '../../db/like-patterns.ts';
import { and, asc, count, desc, eq, gte, like, lte, sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index.ts';
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

export interface AuditFilters {
  actorUserId?: string;
  /** An exact action, or a prefix when it ends with a dot. */
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

export interface AuditRow {
  id: string;
  createdAt: Date;
  action: string;
  actorUserId: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}

/** One page of the audit log, newest first (or oldest first for a trail), with the actor's name. */
export async function findAuditPage(
  db: Executor,
  filters: AuditFilters,
  page: { page: number; perPage: number },
  order: 'newest' | 'oldest' = 'newest',
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(
    filters.actorUserId ? eq(auditLog.actorUserId, filters.actorUserId) : undefined,
    filters.action
      ? filters.action.endsWith('.')
        ? like(auditLog.action, startingWith(filters.action))
        : eq(auditLog.action, filters.action)
      : undefined,
    filters.targetType ? eq(auditLog.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(auditLog.targetId, filters.targetId) : undefined,
    filters.from ? gte(auditLog.createdAt, filters.from) : undefined,
    filters.to ? lte(auditLog.createdAt, filters.to) : undefined,
  );
  const direction = order === 'newest' ? desc : asc;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        action: auditLog.action,
        actorUserId: auditLog.actorUserId,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorEmail: users.email,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        ip: sql<string | null>`host(${auditLog.ip})`,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(direction(auditLog.createdAt), direction(auditLog.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}
