import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessCache } from '../lib/access-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route writes, but never to a table the access cache reads (ACCESS_SOURCE_TABLES): its
     * answer need not empty the cache. Only for writes that run often (product activities, their
     * uploads), where emptying it would make every caller's next request load everything again.
     */
    leavesAccessUnchanged?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write may have changed who someone is or may do: its caller's next request must not wait for
 * PostgreSQL's announcement to reach this node, so the cache is emptied before the answer leaves.
 */
export const accessInvalidationPlugin = fp(async (app: FastifyInstance, { cache }: { cache: AccessCache }) => {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method) && !request.routeOptions.config.leavesAccessUnchanged) cache.invalidate();
    done(null, payload);
  });
});
