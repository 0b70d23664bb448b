import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import { type JobSchedule, latestDueSlot, parseSchedule } from './job-schedule.ts';
import {
  buryAbandonedJobs,
  claimDueJobs,
  deleteSucceededBefore,
  insertJob,
  type JobRow,
  lockScheduleSlot,
  markDead,
  markRetry,
  markSucceeded,
  releaseJobs,
  saveScheduleSlot,
} from './jobs.repository.ts';

/** What a handler knows of the attempt it runs. */
export interface JobContext {
  jobId: string;
  attempt: number;
  now: Date;
}

export interface JobKind<TPayload> {
  /** Checked before every attempt: a payload that no longer fits is a dead letter at once, not five failures. */
  payload: z.ZodType<TPayload>;
  handle(payload: TPayload, context: JobContext): Promise<void>;
  /** How long an attempt may run before another worker may take the job again. */
  leaseMs?: number;
  /** A line for the dead-letter list; never secrets (e-mail bodies carry links that sign people in). */
  describe?(payload: TPayload): string;
}

/** A failure that retrying cannot fix: the job goes to the dead letters at once. */
export class PermanentJobError extends Error {}

export interface JobQueue {
  define<TPayload>(kind: string, definition: JobKind<TPayload>): void;
  schedule(schedule: JobSchedule): void;
  /** The dead-letter line of a job, from its kind's `describe`. */
  describe(job: Pick<JobRow, 'kind' | 'payload'>): string;
  /** Runs every job due now (and enqueues due schedule slots) until none is left; answers how many attempts ran. */
  drain(): Promise<number>;
  start(): void;
  /**
   * Claims and starts nothing more, hands back claimed jobs not yet started, and waits for the attempts
   * in hand, so a restart neither loses nor repeats them; a drain asked for afterwards runs nothing.
   */
  stop(): Promise<void>;
  /** Hears every failed attempt (operators count them); `final` when the job went to the dead letters. */
  onFailure(listener: (failure: JobFailure) => void): void;
}

export interface JobFailure {
  kind: string;
  final: boolean;
}

export interface JobQueueOptions {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  pollIntervalMs: number;
  /** Attempts of one batch run side by side (SMTP round trips overlap; the database serialises the rest). */
  concurrency?: number;
  /** Succeeded jobs are kept this long for operators, then pruned by the queue's own schedule. */
  keepSucceededMs?: number;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const BATCH = 40;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min … capped at an hour: a mail server that is down gets room to come back. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_RETRY_MS);
}

/** Error text kept on the job: the class and message, bounded, never a stack. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 1000);
}

/**
 * The durable job queue (ARCHITECTURE.md §2): jobs live in the `jobs` table, written in the same
 * transaction as their cause, claimed with `FOR UPDATE SKIP LOCKED`, retried with back-off, and
 * left as dead letters after their last attempt. The same code runs on PGlite and PostgreSQL, and
 * time comes only from the injected clock, so tests drive retries and schedules by moving it.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, clock, logger, pollIntervalMs } = options;
  const concurrency = options.concurrency ?? 8;
  const kinds = new Map<string, JobKind<unknown>>();
  const schedules = new Map<string, { schedule: JobSchedule; cron: ReturnType<typeof parseSchedule> }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopping = false;

  async function enqueueDueSlots(): Promise<void> {
    for (const { schedule, cron } of schedules.values()) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const lastSlot = await lockScheduleSlot(tx, schedule.name);
        // A schedule seen for the first time starts from now: its first run is its next slot.
        if (!lastSlot) return saveScheduleSlot(tx, schedule.name, now, now);
        const slot = latestDueSlot(cron, lastSlot, now);
        if (!slot) return;
        await insertJob(
          tx,
          { kind: schedule.kind, payload: { ...schedule.payload, slot: slot.toISOString() }, singletonKey: `schedule:${schedule.name}` },
          now,
        );
        await saveScheduleSlot(tx, schedule.name, slot, now);
      });
    }
  }

  const failureListeners: ((failure: JobFailure) => void)[] = [];
  const failed = (kind: string, final: boolean) => {
    for (const listener of failureListeners) listener({ kind, final });
  };

  /** Runs one attempt; answers whether it succeeded (the batch marks those together). */
  async function attempt(job: JobRow): Promise<boolean> {
    const kind = kinds.get(job.kind);
    const now = clock.now();
    const log = { jobId: job.id, kind: job.kind, attempt: job.attempts };
    if (!kind) {
      logger.error(log, 'job of an unknown kind');
      await markDead(db, job, `No handler for jobs of kind "${job.kind}".`, now);
      failed(job.kind, true);
      return false;
    }
    const payload = kind.payload.safeParse(job.payload);
    if (!payload.success) {
      logger.error(log, 'job payload does not fit its kind');
      const fields = payload.error.issues.map((issue) => issue.path.join('.')).join(', ');
      await markDead(db, job, `The payload does not fit the kind: ${fields}`, now);
      failed(job.kind, true);
      return false;
    }
    try {
      await kind.handle(payload.data, { jobId: job.id, attempt: job.attempts, now });
      return true;
    } catch (error) {
      const reason = reasonOf(error);
      const finished = clock.now();
      if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
        logger.error({ ...log, reason }, 'job failed for good');
        await markDead(db, job, reason, finished);
        failed(job.kind, true);
      } else {
        logger.warn({ ...log, reason }, 'job failed, will retry');
        await markRetry(db, job, reason, new Date(finished.getTime() + retryDelayMs(job.attempts)), finished);
        failed(job.kind, false);
      }
      return false;
    }
  }

  /**
   * Runs `batch` with at most `concurrency` attempts in flight, then closes the ones that succeeded.
   * Once stopping, no further attempt starts, and the jobs not started are handed back at once: left
   * leased to this worker, no other would take them before the lease ran out, minutes later.
   */
  async function runBatch(batch: JobRow[]): Promise<void> {
    const queue = [...batch];
    const succeeded: JobRow[] = [];
    const lanes = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let job = stopping ? undefined : queue.shift(); job; job = stopping ? undefined : queue.shift()) {
        if (await attempt(job)) succeeded.push(job);
      }
    });
    await Promise.all(lanes);
    await markSucceeded(db, succeeded, clock.now());
    await releaseJobs(db, queue, clock.now());
  }

  async function drainOnce(): Promise<number> {
    if (stopping) return 0;
    await enqueueDueSlots();
    let attempted = 0;
    for (;;) {
      if (stopping) return attempted;
      const now = clock.now();
      await buryAbandonedJobs(db, now);
      const batch = await db.transaction((tx) => claimDueJobs(tx, now, new Date(now.getTime() + leaseOf(kinds)), BATCH));
      if (batch.length === 0) return attempted;
      attempted += batch.length;
      await runBatch(batch);
    }
  }

  const drain = () => {
    running ??= drainOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  const queue: JobQueue = {
    onFailure(listener) {
      failureListeners.push(listener);
    },
    define(kind, definition) {
      if (kinds.has(kind)) throw new Error(`Job kind "${kind}" is defined twice.`);
      kinds.set(kind, definition as JobKind<unknown>);
    },
    schedule(schedule) {
      if (schedules.has(schedule.name)) throw new Error(`Schedule "${schedule.name}" is defined twice.`);
      schedules.set(schedule.name, { schedule, cron: parseSchedule(schedule) });
    },
    describe(job) {
      const kind = kinds.get(job.kind);
      const payload = kind?.payload.safeParse(job.payload);
      return kind?.describe && payload?.success ? kind.describe(payload.data) : job.kind;
    },
    drain,
    start() {
      timer = setInterval(() => {
        drain().catch((error: unknown) => logger.error({ reason: reasonOf(error) }, 'job worker failed'));
      }, pollIntervalMs);
      timer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };

  const keepSucceededMs = options.keepSucceededMs ?? 14 * 24 * 3_600_000;
  queue.define('jobs.prune', {
    payload: z.object({ slot: z.string() }),
    async handle(_payload, { now }) {
      await deleteSucceededBefore(db, new Date(now.getTime() - keepSucceededMs));
    },
  });
  queue.schedule({ name: 'jobs.prune', cron: '30 3 * * *', timezone: 'UTC', kind: 'jobs.prune' });
  return queue;
}

/** One lease for a whole batch: the longest any defined kind asks for. */
function leaseOf(kinds: Map<string, JobKind<unknown>>): number {
  let lease = DEFAULT_LEASE_MS;
  for (const kind of kinds.values()) lease = Math.max(lease, kind.leaseMs ?? DEFAULT_LEASE_MS);
  return lease;
}
