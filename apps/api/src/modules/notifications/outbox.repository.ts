import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { OutgoingEmail } from '../../lib/mail/outgoing-email.ts';
import { insertRecords } from '../../db/raw-statement.ts';

/**
 * Call inside the transaction of the change that causes the message: both land, or neither.
 * `now` comes from the application clock, the same one the worker reads.
 */
export async function enqueueEmail(tx: Executor, email: OutgoingEmail, now: Date): Promise<void> {
  await enqueueEmails(tx, [email], now);
}

/** Many messages of one change at once (a brand's supplier import), in a few statements. */
export async function enqueueEmails(tx: Executor, emails: readonly OutgoingEmail[], now: Date): Promise<void> {
  await insertRecords(
    tx,
    outbox,
    emails.map((email) => ({
      availableAt: now,
      recipient: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      template: email.template,
    })),
  );
}

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Takes due messages for this worker. `skip locked` lets several API nodes share the outbox
 * without sending a message twice.
 */
export async function claimDueEmails(tx: Executor, now: Date, limit: number): Promise<OutboxRow[]> {
  const due = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.availableAt, now)))
    .orderBy(asc(outbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, availableAt: new Date(now.getTime() + 5 * 60_000) })
    .where(
      inArray(
        outbox.id,
        due.map((row) => row.id),
      ),
    )
    .returning();
}

export async function markSent(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(outbox).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(outbox.id, id));
}

export const MAX_ATTEMPTS = 5;

/** Retries back off; after MAX_ATTEMPTS the message is marked failed for an operator to see. */
export async function markFailed(db: Executor, row: OutboxRow, error: string, now: Date): Promise<void> {
  const finalFailure = row.attempts >= MAX_ATTEMPTS;
  await db
    .update(outbox)
    .set({
      status: finalFailure ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      availableAt: new Date(now.getTime() + 2 ** row.attempts * 30_000),
    })
    .where(eq(outbox.id, row.id));
}
