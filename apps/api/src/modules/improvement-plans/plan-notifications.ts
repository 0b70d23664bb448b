import { nameIn, type TNotificationKind, type TPlanSide } from '@opentrace/domain';
import { translationsOf } from '../../lib/reference-names.ts';
import type { Executor } from '../../db/client.ts';
import { notifyUsers } from '../notifications/index.ts';
import { findLiveColleagues, findNotificationRecipients } from '../users/index.ts';
import { findIssues, findPlan, type PlanRow } from './improvement-plans.repository.ts';
import { planReference } from './improvement-plans.rules.ts';

/**
 * Tells the users of the named sides of a plan what happened to it (ARCHITECTURE.md §8.7), in the caller's
 * transaction: the plan's reference, the supplier and the issue, never the comment's or the reason's text.
 */
export async function notifyPlanSides(
  tx: Executor,
  plan: PlanRow,
  sides: readonly TPlanSide[],
  kind: TNotificationKind,
  now: Date,
): Promise<void> {
  // One query at a time: a transaction holds one connection, which runs its statements in turn anyway.
  const row = await findPlan(tx, plan.id);
  if (!row) return;
  const [issue] = await findIssues(tx, [plan.subIndicatorId]);
  const userIds: string[] = [];
  for (const side of sides) {
    const colleagues = await findLiveColleagues(tx, side === 'ASSIGNER' ? plan.assignerFacilityId : plan.supplierFacilityId);
    userIds.push(...colleagues.map((user) => user.id));
  }
  await notifyUsers(
    tx,
    {
      recipients: await findNotificationRecipients(tx, userIds),
      kind,
      object: { type: 'improvement-plan', id: plan.id },
      // Each reader gets the issue's name in their own language.
      params: (language) => ({
        reference: planReference(plan.number),
        facility: row.supplierName,
        issue: issue ? nameIn(translationsOf(issue), language) : '—',
      }),
    },
    now,
  );
}
