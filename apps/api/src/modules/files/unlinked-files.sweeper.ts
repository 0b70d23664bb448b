import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { z } from 'zod';
import type { JobQueue } from '../jobs/index.ts';
import { markUnlinkedFilesRemoved } from './files.repository.ts';

export interface UnlinkedFilesSweeper {
  /** Removes files nothing links to once they are older than the configured age; returns how many. */
  sweep(): Promise<number>;
}

const BATCH = 200;

/**
 * Uploads that no activity, profile, logo or import ever linked would otherwise stay forever. The
 * sweep is idempotent (a removed file is never seen again) and catches up after downtime, since it
 * looks at ages rather than at what happened since the last run. Time comes from the injected clock.
 */
export function createUnlinkedFilesSweeper(options: {
  db: Database;
  storage: FileStorage;
  clock: Clock;
  logger: FastifyBaseLogger;
  maxAgeMs: number;
}): UnlinkedFilesSweeper {
  const { db, storage, clock, logger, maxAgeMs } = options;
  let running: Promise<number> | undefined;

  async function sweepOnce(): Promise<number> {
    let removed = 0;
    for (;;) {
      const now = clock.now();
      const blobNames = await markUnlinkedFilesRemoved(db, new Date(now.getTime() - maxAgeMs), now, BATCH);
      // The rows are already marked removed, so a failed delete leaves bytes nobody can reach; log them for the operator.
      const results = await Promise.allSettled(blobNames.map((blobName) => storage.delete(blobName)));
      results.forEach((result, index) => {
        if (result.status === 'rejected')
          logger.warn({ blobName: blobNames[index], err: result.reason }, 'could not delete an unlinked upload');
      });
      removed += blobNames.length;
      if (blobNames.length < BATCH) break;
    }
    if (removed > 0) logger.info({ removed }, 'removed unlinked uploads');
    return removed;
  }

  return {
    sweep() {
      running ??= sweepOnce().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}

/** Every hour, on one node of however many run, through the job queue. */
export function scheduleUnlinkedFilesSweep(queue: JobQueue, sweeper: UnlinkedFilesSweeper): void {
  queue.define('files.sweep-unlinked', {
    payload: z.object({ slot: z.string() }),
    async handle() {
      await sweeper.sweep();
    },
  });
  queue.schedule({ name: 'files.sweep-unlinked', cron: '15 * * * *', timezone: 'UTC', kind: 'files.sweep-unlinked' });
}
