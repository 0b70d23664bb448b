import { z } from 'zod';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { OutgoingEmail } from '../../lib/mail/outgoing-email.ts';
import type { JobQueue } from '../jobs/index.ts';

export const EMAIL_JOB = 'email';

const ZOutgoingEmail: z.ZodType<OutgoingEmail> = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  template: z.string(),
});

/** `rabia@example.org` → `r…@example.org`: enough for an operator to recognise, not to harvest. */
function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}…${address.slice(at)}` : '…';
}

/** E-mail is one kind of job: the worker sends it through the configured mailer, retrying with back-off. */
export function defineEmailJob(queue: JobQueue, mailer: Mailer): void {
  queue.define(EMAIL_JOB, {
    payload: ZOutgoingEmail,
    async handle(email) {
      await mailer.send({ to: email.to, subject: email.subject, text: email.text, html: email.html ?? null });
    },
    describe: (email) => `${email.template} → ${maskAddress(email.to)}`,
  });
}
