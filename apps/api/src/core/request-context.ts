import type { TLanguage, TMessageKey, TMessageParams } from '@opentrace/domain';

/** One line of the audit trail as a use case states it; the request adds who, when and from where. */
export interface AuditEntry {
  action: string;
  actorUserId?: string | null;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
}

/** What a use case may know about the request that carries it, without importing Fastify. */
export interface RequestContext {
  language: TLanguage;
  ip: string | null;
  userAgent: string | null;
  /** A server message in the caller's language. */
  t(key: TMessageKey, params?: TMessageParams): string;
  audit(entry: AuditEntry): Promise<void>;
}
