import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment, updatedAt } from './columns.ts';

/**
 * The durable job queue: work that must survive the request that caused it (e-mail, sweeps,
 * recalculations). Written in the same transaction as the change, so a job exists exactly when
 * its change does.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /**
     * `running` holds a lease until `run_at`: a worker that dies mid-job leaves it `running` with
     * a past `run_at`, and the next claim takes it again.
     */
    status: text('status', { enum: ['pending', 'running', 'succeeded', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: moment('run_at').notNull().defaultNow(),
    /** At most one waiting job per key (one recalculation per facility, one run per schedule slot). */
    singletonKey: text('singleton_key'),
    lastError: text('last_error'),
    finishedAt: moment('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`status in ('pending', 'running')`),
    uniqueIndex('jobs_waiting_singleton_idx')
      .on(table.singletonKey)
      .where(sql`status = 'pending'`),
    index('jobs_running_singleton_idx')
      .on(table.singletonKey)
      .where(sql`status = 'running'`),
    index('jobs_dead_idx')
      .on(table.updatedAt)
      .where(sql`status = 'dead'`),
    index('jobs_finished_idx')
      .on(table.finishedAt)
      .where(sql`status = 'succeeded'`),
  ],
);

/** The last slot each schedule enqueued, so a restarted node catches up once instead of repeating. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  lastSlotAt: moment('last_slot_at').notNull(),
  updatedAt: updatedAt(),
});
