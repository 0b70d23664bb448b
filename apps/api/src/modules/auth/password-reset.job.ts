import { z } from 'zod';
import type { JobQueue } from '../jobs/index.ts';

export const PASSWORD_RESET_JOB = 'auth.password-reset';

const ZPasswordResetJob = z.object({ email: z.string(), ip: z.string().nullable(), userAgent: z.string().nullable() });
export type TPasswordResetJob = z.infer<typeof ZPasswordResetJob>;

/** The forgot-password form's work, done by the queue after the answer has gone out. */
export function definePasswordResetJob(queue: JobQueue, sendResetLink: (request: TPasswordResetJob) => Promise<void>): void {
  queue.define(PASSWORD_RESET_JOB, {
    payload: ZPasswordResetJob,
    handle: sendResetLink,
    // The address stays out of the operator's list: whether it has an account is what the flow protects.
    describe: () => 'password-reset request',
  });
}
