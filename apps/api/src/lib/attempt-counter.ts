import type { Redis } from 'ioredis';

/** Counts attempts per key in a fixed window; shared between API nodes when backed by Redis. */
export interface AttemptCounter {
  /** Adds one attempt and returns how many the key has made in the current window, with its reset time. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetInMs: number }>;
}

export function memoryAttemptCounter(): AttemptCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs, now) {
      if (windows.size > 50_000) {
        for (const [stale, entry] of windows) if (entry.resetAt <= now) windows.delete(stale);
      }
      const current = windows.get(key);
      const entry = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
  };
}

export function redisAttemptCounter(redis: Redis, prefix: string): AttemptCounter {
  return {
    async hit(key, windowMs) {
      const name = `${prefix}${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(name).pttl(name).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(name, windowMs);
      return { count, resetInMs: ttl < 0 ? windowMs : ttl };
    },
  };
}
