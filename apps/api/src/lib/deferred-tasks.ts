import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/** When a task whose response has gone out may start; tests hold tasks back to see the answer come first. */
export type TaskScheduler = (start: () => void) => void;

/**
 * Work a request causes but its answer must not wait for, so that how long the answer takes says
 * nothing about what the work found (e.g. whether an account exists). It runs in this process
 * once the response has been sent; the job queue of a later issue will take it over.
 */
export class DeferredTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly schedule: TaskScheduler = (start) => setImmediate(start),
  ) {}

  /**
   * Starts `work` once `reply` has been sent (or the client went away). A failure is logged with
   * the task's name and the error's class and code only: the work may handle tokens and links.
   */
  afterResponse(reply: FastifyReply, task: string, work: () => Promise<void>): void {
    let scheduled = false;
    const begin = () => {
      if (scheduled) return;
      scheduled = true;
      const done = new Promise<void>((resolve) => {
        this.schedule(() => {
          work()
            .catch((error: unknown) => this.logger.error({ task, error: describeError(error) }, 'deferred task failed'))
            .finally(resolve);
        });
      });
      this.pending.add(done);
      void done.then(() => this.pending.delete(done));
    };
    reply.raw.once('finish', begin);
    reply.raw.once('close', begin);
  }

  /** Resolves once every task started so far has finished (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

function describeError(error: unknown): { type: string; code?: string } {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return { type: error.name, ...(typeof code === 'string' ? { code } : {}) };
}
