import type { Executor } from '../../db/client.ts';
import type { OutgoingEmail } from '../../lib/mail/outgoing-email.ts';
import { enqueueJobs } from '../jobs/index.ts';
import { EMAIL_JOB } from './email.job.ts';

/**
 * Call inside the transaction of the change that causes the message: both land, or neither.
 * `now` comes from the application clock, the same one the job queue reads.
 */
export async function enqueueEmail(tx: Executor, email: OutgoingEmail, now: Date): Promise<void> {
  await enqueueEmails(tx, [email], now);
}

/** Many messages of one change at once (a brand's supplier import), in a few statements. */
export async function enqueueEmails(tx: Executor, emails: readonly OutgoingEmail[], now: Date): Promise<void> {
  await enqueueJobs(
    tx,
    emails.map((email) => ({ kind: EMAIL_JOB, payload: email })),
    now,
  );
}
