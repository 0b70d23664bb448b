import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { insertRecords } from '../../db/raw-statement.ts';
import { jobSchedules, jobs } from '../../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;

/** A job as its cause states it; `runAt` defaults to now. */
export interface NewJob {
  kind: string;
  payload: unknown;
  runAt?: Date;
  /** While a job with this key waits, another with the same key is not added (the first will do the work). */
  singletonKey?: string;
  maxAttempts?: number;
}

/**
 * Call inside the transaction of the change that causes the job: both land, or neither. Answers the
 * new job's id, or null when a job with the same singleton key is already waiting.
 */
export async function insertJob(tx: Executor, job: NewJob, now: Date): Promise<string | null> {
  const rows = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      runAt: job.runAt ?? now,
      singletonKey: job.singletonKey ?? null,
      maxAttempts: job.maxAttempts,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: jobs.singletonKey, where: sql`status = 'pending'` })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/** Many jobs of one change (a brand's supplier import mails thousands), in a few statements; no singleton keys. */
export async function insertJobs(tx: Executor, batch: readonly Omit<NewJob, 'singletonKey'>[], now: Date): Promise<void> {
  if (batch.length === 0) return;
  await insertRecords(
    tx,
    jobs,
    batch.map((job) => ({
      kind: job.kind,
      payload: job.payload,
      runAt: job.runAt ?? now,
      maxAttempts: job.maxAttempts ?? 5,
      updatedAt: now,
    })),
  );
}

/**
 * Takes up to `limit` due jobs for this worker and leases them until `leaseUntil`. `skip locked`
 * lets several API nodes share the queue without running a job twice; a job whose lease ran out
 * (its worker died) is due again. A waiting singleton is left alone while its twin runs.
 */
export async function claimDueJobs(tx: Executor, now: Date, leaseUntil: Date, limit: number): Promise<JobRow[]> {
  const due = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        sql`${jobs.status} in ('pending', 'running')`,
        sql`${jobs.runAt} <= ${now}`,
        sql`${jobs.attempts} < ${jobs.maxAttempts}`,
        sql`(${jobs.singletonKey} is null or ${jobs.status} = 'running' or not exists (
          select 1 from ${jobs} twin
          where twin.singleton_key = ${jobs.singletonKey} and twin.status = 'running' and twin.run_at > ${now}))`,
      ),
    )
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, runAt: leaseUntil, updatedAt: now })
    .where(
      inArray(
        jobs.id,
        due.map((row) => row.id),
      ),
    )
    .returning();
}

/** Claimed jobs a stopping worker never started, due again at once as if never claimed: the attempt is not spent. */
export async function releaseJobs(db: Executor, claimed: readonly JobRow[], now: Date): Promise<void> {
  if (claimed.length === 0) return;
  await db
    .update(jobs)
    .set({ status: 'pending', attempts: sql`${jobs.attempts} - 1`, runAt: now, updatedAt: now })
    .where(
      and(
        eq(jobs.status, 'running'),
        inArray(
          jobs.id,
          claimed.map((job) => job.id),
        ),
      ),
    );
}

/**
 * Jobs whose worker died on their last allowed attempt: no attempt is left to take them again, so
 * they become dead letters instead of waiting forever.
 */
export async function buryAbandonedJobs(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: 'dead', lastError: 'The worker stopped during the last attempt.', updatedAt: now })
    .where(and(eq(jobs.status, 'running'), sql`${jobs.runAt} <= ${now}`, sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Only the worker holding this attempt may close it: a worker whose lease ran out must not overwrite a rerun. */
const heldAttempt = (job: Pick<JobRow, 'id' | 'attempts'>) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

/** Closes the attempts that succeeded, in one statement for a whole batch. */
export async function markSucceeded(db: Executor, done: readonly Pick<JobRow, 'id' | 'attempts'>[], now: Date): Promise<void> {
  if (done.length === 0) return;
  const held = JSON.stringify(done.map((job) => ({ id: job.id, attempts: job.attempts })));
  await db
    .update(jobs)
    .set({ status: 'succeeded', finishedAt: now, lastError: null, updatedAt: now })
    .where(
      and(
        eq(jobs.status, 'running'),
        sql`(${jobs.id}, ${jobs.attempts}) in (select (held->>'id')::uuid, (held->>'attempts')::int from jsonb_array_elements(${held}::jsonb) held)`,
      ),
    );
}

export async function markRetry(
  db: Executor,
  job: Pick<JobRow, 'id' | 'attempts'>,
  error: string,
  retryAt: Date,
  now: Date,
): Promise<void> {
  await db.update(jobs).set({ status: 'pending', lastError: error, runAt: retryAt, updatedAt: now }).where(heldAttempt(job));
}

export async function markDead(db: Executor, job: Pick<JobRow, 'id' | 'attempts'>, error: string, now: Date): Promise<void> {
  await db.update(jobs).set({ status: 'dead', lastError: error, finishedAt: now, updatedAt: now }).where(heldAttempt(job));
}

export async function findDeadJobs(db: Executor, page: { limit: number; offset: number }): Promise<{ rows: JobRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(eq(jobs.status, 'dead'))
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(jobs).where(eq(jobs.status, 'dead')),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findJob(db: Executor, id: string): Promise<JobRow | undefined> {
  return (await db.select().from(jobs).where(eq(jobs.id, id)).limit(1))[0];
}

/** A dead letter back in the queue with a fresh set of attempts; false when it is not dead (any more). */
export async function requeueDeadJob(tx: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: now, lastError: null, finishedAt: null, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Whether a job with this singleton key is waiting (a retried dead letter would be its duplicate). */
export async function hasWaitingTwin(db: Executor, singletonKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.singletonKey, singletonKey), eq(jobs.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

/** How many jobs are in each state, for operators and health. */
export async function countJobsByStatus(db: Executor): Promise<Record<JobRow['status'], number>> {
  const rows = await db.select({ status: jobs.status, total: count() }).from(jobs).groupBy(jobs.status);
  const counts = { pending: 0, running: 0, succeeded: 0, dead: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/**
 * The queue as operators watch it, without the succeeded history: waiting, running, dead, and how many
 * of the waiting ones are retries after a failed attempt.
 */
export async function countQueuedJobs(db: Executor): Promise<{ pending: number; retrying: number; running: number; dead: number }> {
  const rows = await db
    .select({
      status: jobs.status,
      total: count(),
      failed: sql<number>`count(*) filter (where ${jobs.lastError} is not null)`.mapWith(Number),
    })
    .from(jobs)
    .where(inArray(jobs.status, ['pending', 'running', 'dead']))
    .groupBy(jobs.status);
  const counts = { pending: 0, retrying: 0, running: 0, dead: 0 };
  for (const row of rows) {
    if (row.status === 'succeeded') continue;
    counts[row.status] = row.total;
    if (row.status === 'pending') counts.retrying = row.failed;
  }
  return counts;
}

/** Jobs of these kinds still to run (waiting or running): work that will still move what readers see. */
export async function countJobsOfKinds(db: Executor, kinds: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(jobs)
    .where(and(inArray(jobs.kind, [...kinds]), inArray(jobs.status, ['pending', 'running'])));
  return row?.total ?? 0;
}

/** Finished jobs are history, not records: kept a while for operators, then removed. */
export async function deleteSucceededBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'succeeded'), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** The schedule's last enqueued slot, locked until the caller's transaction ends so one node decides. */
export async function lockScheduleSlot(tx: Executor, name: string): Promise<Date | null> {
  const rows = await tx.select({ lastSlotAt: jobSchedules.lastSlotAt }).from(jobSchedules).where(eq(jobSchedules.name, name)).for('update');
  return rows[0]?.lastSlotAt ?? null;
}

export async function saveScheduleSlot(tx: Executor, name: string, slot: Date, now: Date): Promise<void> {
  await tx
    .insert(jobSchedules)
    .values({ name, lastSlotAt: slot, updatedAt: now })
    .onConflictDoUpdate({ target: jobSchedules.name, set: { lastSlotAt: slot, updatedAt: now } });
}
