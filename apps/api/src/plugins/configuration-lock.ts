import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { AppError } from '../core/app-error.ts';
import { configurationCompletedAt } from '../modules/configuration/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes the system configuration: once configuration is complete it answers 409
     * CONFIGURATION_LOCKED until a super administrator switches back (ARCHITECTURE.md §8.1).
     */
    configurationWrite?: boolean;
  }
}

/** Runs after authentication and before the body is read, so a locked write changes nothing. */
export const configurationLockPlugin = fp(async (app: FastifyInstance, { db }: { db: Database }) => {
  async function refuseWhenLocked(_request: FastifyRequest): Promise<void> {
    if ((await configurationCompletedAt(db)) !== null) throw new AppError('CONFIGURATION_LOCKED');
  }
  app.addHook('onRoute', (route) => {
    if (!route.config?.configurationWrite) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, refuseWhenLocked];
  });
});
