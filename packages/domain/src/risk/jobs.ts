import { z } from 'zod';

/*
 * The risk engine's jobs (ARCHITECTURE.md §8.15), named here so that every module whose data feeds risk can
 * queue a recalculation in its own transaction without depending on the risk module.
 */

export const RISK_FACILITY_JOB = 'risk.facility-changed';
export const RISK_ALL_JOB = 'risk.recalculate-all';

export const ZRiskFacilityJob = z.object({ facilityId: z.uuid() });
export const ZRiskAllJob = z.object({ reason: z.string().max(100) });

/** One waiting job per facility: ten answers saved in a row cost one recalculation. */
export function riskRecalculationJob(facilityId: string) {
  return { kind: RISK_FACILITY_JOB, payload: { facilityId }, singletonKey: `risk:${facilityId}` };
}

export const ORDER_RISK_FLAG_JOB = 'orders.flag-risk';

export const ZOrderRiskFlagJob = z.object({
  facilityId: z.uuid(),
  reason: z.enum(['RISK_LEVEL', 'FOUNDED_REPORT']),
  /** What makes the flag one of a kind: the level and the day it was reached, or the report. */
  key: z.string().max(100),
  level: z.enum(['EXTREME', 'HIGH', 'MEDIUM', 'LOW']).nullable(),
  subIndicatorIds: z.array(z.uuid()).max(20),
});
export type TOrderRiskFlagJob = z.infer<typeof ZOrderRiskFlagJob>;

/** Flags the open orders whose trace reaches the facility and tells their owners (issue 21 "Reports reach traces"). */
export function orderRiskFlagJob(flag: TOrderRiskFlagJob) {
  return { kind: ORDER_RISK_FLAG_JOB, payload: flag, singletonKey: `order-flag:${flag.facilityId}:${flag.reason}:${flag.key}` };
}

/** Every facility, after the method, the weights or the indicator list changed. */
export function riskRecalculateAllJob(reason: string) {
  return { kind: RISK_ALL_JOB, payload: { reason }, singletonKey: 'risk:all' };
}
