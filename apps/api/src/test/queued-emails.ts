import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { EMAIL_JOB } from '../modules/notifications/index.ts';
import type { OutgoingEmail } from '../lib/mail/outgoing-email.ts';

/** An e-mail job as tests look at it: the message and what the queue did with it. */
export interface QueuedEmail {
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  template: string;
  status: (typeof jobs.$inferSelect)['status'];
  attempts: number;
  lastError: string | null;
  runAt: Date;
  createdAt: Date;
}

/** E-mails queued to `to` (and of `template`, when given), newest first. */
export async function queuedEmails(db: Executor, to: string, template?: string): Promise<QueuedEmail[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, EMAIL_JOB),
        sql`${jobs.payload}->>'to' = ${to}`,
        template === undefined ? undefined : sql`${jobs.payload}->>'template' = ${template}`,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  return rows.map((row) => {
    const email = row.payload as OutgoingEmail;
    return {
      recipient: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      template: email.template,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      runAt: row.runAt,
      createdAt: row.createdAt,
    };
  });
}
