import { z } from 'zod';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../jobs/index.ts';
import {
  decideExtension,
  findExpiredExtensions,
  findPlansPastTargetDate,
  insertEvent,
  lockPlan,
  updatePlan,
} from './improvement-plans.repository.ts';
import { notifyPlanSides } from './plan-notifications.ts';

const PLAN_SWEEP_JOB = 'improvement-plans.sweep';

/**
 * Marks Overdue the unresolved plans whose target day has ended in their assigner's time zone, telling both
 * sides once, and declines the extension requests still pending once their requested day has ended (telling
 * the supplier). It works from the data, not from the hour it runs for: a sweep after downtime catches up
 * on everything missed, and a second sweep finds nothing left to do.
 */
export async function sweepImprovementPlans(db: Database, now: Date): Promise<{ overdue: number; expired: number }> {
  let overdue = 0;
  for (const { id } of await findPlansPastTargetDate(db, now)) {
    // One transaction per plan: a plan changed meanwhile is seen locked and re-read, never marked twice.
    overdue += await db.transaction(async (tx) => {
      const plan = await lockPlan(tx, id);
      if (!plan || plan.status === 'OVERDUE' || plan.status === 'RESOLVED') return 0;
      await updatePlan(tx, id, { status: 'OVERDUE', updatedAt: now });
      await insertEvent(tx, { planId: id, kind: 'OVERDUE', fromStatus: plan.status, toStatus: 'OVERDUE', createdAt: now });
      await notifyPlanSides(tx, plan, ['ASSIGNER', 'SUPPLIER'], 'plan-overdue', now);
      return 1;
    });
  }
  let expired = 0;
  for (const request of await findExpiredExtensions(db, now)) {
    expired += await db.transaction(async (tx) => {
      const plan = await lockPlan(tx, request.planId);
      const declined =
        plan !== undefined &&
        (await decideExtension(tx, request.id, {
          status: 'DECLINED',
          expired: true,
          decisionReason: null,
          decidedById: null,
          decidedAt: now,
        }));
      if (!plan || !declined) return 0;
      await insertEvent(tx, { planId: plan.id, kind: 'EXTENSION_EXPIRED', createdAt: now });
      await notifyPlanSides(tx, plan, ['SUPPLIER'], 'plan-extension-declined', now);
      return 1;
    });
  }
  return { overdue, expired };
}

/** Hourly on one node, through the job queue; a slot missed while the API was down runs once on its return. */
export function scheduleImprovementPlanSweep(queue: JobQueue, db: Database, clock: Clock): void {
  queue.define(PLAN_SWEEP_JOB, {
    payload: z.object({ slot: z.string() }),
    async handle() {
      await sweepImprovementPlans(db, clock.now());
    },
  });
  queue.schedule({ name: PLAN_SWEEP_JOB, cron: '5 * * * *', timezone: 'UTC', kind: PLAN_SWEEP_JOB });
}
