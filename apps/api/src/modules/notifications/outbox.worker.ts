import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { claimDueEmails, markFailed, markSent } from './outbox.repository.ts';

export interface OutboxWorker {
  /** Sends what is due now; returns how many messages were attempted. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createOutboxWorker(options: {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  logger: FastifyBaseLogger;
  intervalMs: number;
}): OutboxWorker {
  const { db, mailer, clock, logger, intervalMs } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function drainOnce(): Promise<number> {
    const batch = await db.transaction((tx) => claimDueEmails(tx, clock.now(), 20));
    for (const row of batch) {
      try {
        await mailer.send({ to: row.recipient, subject: row.subject, text: row.textBody, html: row.htmlBody });
        await markSent(db, row.id, clock.now());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn({ outboxId: row.id, template: row.template, reason }, 'e-mail delivery failed');
        await markFailed(db, row, reason, clock.now());
      }
    }
    return batch.length;
  }

  const drain = () => {
    running ??= drainOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    drain,
    start() {
      timer = setInterval(() => {
        drain().catch((error: unknown) => logger.error({ err: error }, 'outbox worker failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
