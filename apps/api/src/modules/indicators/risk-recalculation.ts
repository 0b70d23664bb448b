import { riskRecalculateAllJob } from '@opentrace/domain';
import type { Database, Executor } from '../../db/client.ts';
import { enqueueJob } from '../jobs/index.ts';

/**
 * Runs a change of what every facility's risk reads (country scores, List of Goods rows, the indicator list's
 * severities) and queues the recalculation of every facility in the same transaction: both land, or neither.
 */
export function withRiskRecalculation<T>(db: Database, now: Date, reason: string, write: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    await enqueueJob(tx, riskRecalculateAllJob(reason), now);
    return result;
  });
}
