import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../core/app-error.ts';
import { type AttemptCounter, memoryAttemptCounter, redisAttemptCounter } from '../lib/attempt-counter.ts';
import { isWebAppRequest } from './web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts sign-in and reset attempts per account (the per-address limit is the plugin's). */
    accountAttempts: AttemptCounter;
  }
}

interface RateLimitOptions {
  perMinute: number;
  /** For each user of an 'API user' role. */
  apiUserPerMinute: number;
  redisUrl?: string;
}

/**
 * A generous global limit per client address, tighter limits per route (sign-in, password reset)
 * in route config. With REDIS_URL the counters are shared by every API node. The web app's own
 * page and files are not counted: one cold load fetches a hundred of them, so an office behind one
 * address would otherwise be locked out of the app after a few loads.
 *
 * Users of an 'API user' role also have a limit of their own (DOMAIN.md §11), counted per user
 * whatever address they call from, so one integration cannot crowd out the people using the app.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.decorate('accountAttempts', redis ? redisAttemptCounter(redis, 'opentrace-account-attempts:') : memoryAttemptCounter());
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'opentrace-rate-limit:' } : {}),
    skipOnError: true,
    allowList: (request) => isWebAppRequest(request),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });

  const perApiUser = app.createRateLimit({
    max: options.apiUserPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-user:${request.principal?.userId}`,
    allowList: (request) => request.principal?.role.type !== 'API user',
  });
  // The caller is known only once the route's authentication has run, so this counts before validation instead of on arrival.
  app.addHook('preValidation', async (request, reply) => {
    const limit = await perApiUser(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', limit.ttlInSeconds);
    throw new AppError('RATE_LIMITED', { params: { seconds: Math.max(1, limit.ttlInSeconds) } });
  });
});
