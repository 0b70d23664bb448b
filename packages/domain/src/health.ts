import { z } from 'zod';

export const ZHealth = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'unavailable']),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });
export type THealth = z.infer<typeof ZHealth>;

/** Answered without touching any dependency: a process that answers at all is alive. */
export const ZHealthLive = z
  .object({
    status: z.literal('alive'),
    uptimeSeconds: z.number().int(),
  })
  .meta({ id: 'HealthLive' });
export type THealthLive = z.infer<typeof ZHealthLive>;

export const READINESS_CHECKS = ['database', 'jobs', 'storage'] as const;
export const ZReadinessCheckName = z.enum(READINESS_CHECKS);
export type TReadinessCheckName = z.infer<typeof ZReadinessCheckName>;

/** One dependency's answer; never the error itself, since the endpoint is public. */
export const ZReadinessCheck = z.object({
  status: z.enum(['ok', 'unavailable', 'timeout']),
  durationMs: z.number().int().nonnegative(),
});
export type TReadinessCheck = z.infer<typeof ZReadinessCheck>;

/** Whether this node should be sent traffic: every dependency it needs answered in time. */
export const ZHealthReady = z
  .object({
    status: z.enum(['ready', 'unready']),
    checks: z.object({ database: ZReadinessCheck, jobs: ZReadinessCheck, storage: ZReadinessCheck }),
    /** The checks that did not answer ok, so an operator reads the cause from the probe itself. */
    failing: z.array(ZReadinessCheckName),
  })
  .meta({ id: 'HealthReady' });
export type THealthReady = z.infer<typeof ZHealthReady>;
