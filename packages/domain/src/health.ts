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
