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

/**
 * A generous global limit per client address, tighter limits per route (sign-in, password reset)
 * in route config. With REDIS_URL the counters are shared by every API node. The web app's own
 * page and files are not counted: one cold load fetches a hundred of them, so an office behind one
 * address would otherwise be locked out of the app after a few loads.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { perMinute: number; redisUrl?: string }) => {
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
});
