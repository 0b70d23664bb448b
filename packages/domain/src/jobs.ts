import { z } from 'zod';
import { pageOf, ZPageQuery } from './pagination.ts';

/** A job that failed its last attempt: what an operator needs to decide on a retry, never its payload. */
export const ZDeadLetter = z.object({
  id: z.uuid(),
  kind: z.string(),
  /** A line from the job's kind (an e-mail's template and masked recipient), never secrets. */
  summary: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime(),
});
export type TDeadLetter = z.infer<typeof ZDeadLetter>;

export const ZDeadLetterQuery = ZPageQuery.omit({ sort: true });
export const ZDeadLetterPage = pageOf(ZDeadLetter).extend({
  /** Jobs in each state right now, so the screen shows whether the queue is moving. */
  counts: z.object({ pending: z.number().int(), running: z.number().int(), succeeded: z.number().int(), dead: z.number().int() }),
});
export type TDeadLetterPage = z.infer<typeof ZDeadLetterPage>;

export const ZJobId = z.object({ id: z.uuid() });
