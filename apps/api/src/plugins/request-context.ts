import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestContext } from '../core/request-context.ts';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../modules/audit-log/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the use cases may know about this request; routes hand it to services instead of the request. */
    ctx: RequestContext;
  }
}

function contextOf(request: FastifyRequest, db: Database): RequestContext {
  return {
    language: request.language,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    t: (key, params) => request.t(key, params),
    audit: (entry) => recordAudit(db, request, entry),
  };
}

/** Gives every request its `ctx`, so no route needs the database handle to build one. */
export const requestContextPlugin = fp(async (app: FastifyInstance, { db }: { db: Database }) => {
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest) {
      return contextOf(this, db);
    },
  });
});
