import type { TDeadLetterPage } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { Principal } from '../../core/principal.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from './job-queue.ts';
import { jobsPolicy } from './jobs.policy.ts';
import { countJobsByStatus, findDeadJobs, findJob, hasWaitingTwin, requeueDeadJob } from './jobs.repository.ts';

/** The operator's view of the queue: dead letters, and sending one back for another try. */
export class JobsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly queue: JobQueue,
  ) {}

  async listDeadLetters(principal: Principal, query: { page: number; perPage: number }): Promise<TDeadLetterPage> {
    await jobsPolicy.authorize(principal, 'operateQueue', null);
    const [{ rows, total }, counts] = await Promise.all([
      findDeadJobs(this.db, { limit: query.perPage, offset: (query.page - 1) * query.perPage }),
      countJobsByStatus(this.db),
    ]);
    return {
      items: rows.map((job) => ({
        id: job.id,
        kind: job.kind,
        summary: this.queue.describe(job),
        attempts: job.attempts,
        lastError: job.lastError,
        createdAt: job.createdAt.toISOString(),
        failedAt: job.updatedAt.toISOString(),
      })),
      total,
      page: query.page,
      perPage: query.perPage,
      counts,
    };
  }

  /** Back in the queue with fresh attempts; refused when it is not a dead letter or its twin already waits. */
  async retry(principal: Principal, id: string, context: RequestContext): Promise<void> {
    await jobsPolicy.authorize(principal, 'operateQueue', null);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const job = await findJob(tx, id);
      if (!job || job.status !== 'dead') throw new AppError('NOT_FOUND', { messageKey: 'jobs.notDead' });
      if (job.singletonKey && (await hasWaitingTwin(tx, job.singletonKey))) {
        throw new AppError('CONFLICT', { messageKey: 'jobs.twinWaiting' });
      }
      await requeueDeadJob(tx, id, now);
    });
    await context.audit({ action: 'jobs.dead-letter.retried', targetType: 'job', targetId: id });
  }
}
