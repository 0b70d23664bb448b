import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../modules/audit-log/audit-log.repository.ts';
import type { RequestContext } from '../modules/auth/auth.service.ts';

/** What services may know about the HTTP request without importing Fastify. */
export function requestContext(request: FastifyRequest, db: Database): RequestContext {
  return {
    language: request.language,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    t: (key, params) => request.t(key, params),
    audit: (entry) => recordAudit(db, request, entry),
  };
}
