import { ORDER_RISK_FLAG_JOB, ZOrderRiskFlagJob, nameIn, type TLanguage, type TOrderRiskFlagJob } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import { findLiveIndicators } from '../indicators/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { findFacilityName } from './orders.repository.ts';
import { findLiveColleagues, findNotificationRecipients } from '../users/index.ts';
import { findOrdersReaching, insertOrderRiskFlags } from './risk-flags.repository.ts';

/** A notification param is a short label: the issues are named, several joined, and cut where they grow long. */
const MAX_ISSUE_TEXT = 200;

/**
 * Flags every order whose trace reaches the facility and tells each newly flagged order's owner (its
 * organisation's users, or the administrator who placed an administration order), naming the facility and
 * the issues: never a report's text. Running twice flags and notifies once.
 */
export function defineOrderRiskFlagJob(jobs: JobQueue, db: Database, clock: Clock): void {
  jobs.define(ORDER_RISK_FLAG_JOB, {
    payload: ZOrderRiskFlagJob,
    describe: (flag) => `Orders reaching facility ${flag.facilityId} (${flag.reason})`,
    handle: (flag) => flagOrders(db, clock.now(), flag),
  });
}

async function flagOrders(db: Database, now: Date, flag: TOrderRiskFlagJob): Promise<void> {
  const reached = await findOrdersReaching(db, flag.facilityId);
  if (reached.length === 0) return;
  const [facility, indicators] = await Promise.all([findFacilityName(db, flag.facilityId), findLiveIndicators(db, flag.subIndicatorIds)]);
  // Each reader gets the issues' names in their own language, in the e-mail and in the app alike.
  const issueIn = (language: TLanguage) =>
    indicators
      .map((row) => nameIn(translationsOf(row), language))
      .join(', ')
      .slice(0, MAX_ISSUE_TEXT) || '—';
  await db.transaction(async (tx) => {
    const flagged = await insertOrderRiskFlags(
      tx,
      reached.map((order) => ({
        orderId: order.id,
        facilityId: flag.facilityId,
        reason: flag.reason,
        key: flag.key,
        level: flag.level,
        subIndicatorIds: flag.subIndicatorIds,
        createdAt: now,
      })),
    );
    for (const order of reached.filter((candidate) => flagged.has(candidate.id))) {
      const userIds = order.ownerFacilityId
        ? (await findLiveColleagues(tx, order.ownerFacilityId)).map((user) => user.id)
        : order.createdById
          ? [order.createdById]
          : [];
      await notifyUsers(
        tx,
        {
          recipients: await findNotificationRecipients(tx, userIds),
          kind: 'order-risk-flag',
          object: { type: 'order', id: order.id },
          params: (language) => ({ reference: order.purchaseOrderNumber, facility: facility ?? '—', issue: issueIn(language) }),
        },
        now,
      );
    }
  });
}
