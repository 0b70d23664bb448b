import { can, type TPlanSide, type TRoleType } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { definePolicy, type Guard } from '../../core/policy.ts';
import type { Principal } from '../../core/principal.ts';

/** Spec §6: brands and producers hold CAP with ASSIGN_CAP and VIEW_CAP under it. */
const PLAN_ROLE_TYPES: readonly TRoleType[] = ['Brand', 'Producer'];

const holdsPlans = (principal: Principal) =>
  PLAN_ROLE_TYPES.includes(principal.role.type) && (can(principal, 'VIEW_CAP') || can(principal, 'ASSIGN_CAP'));

const withOrganisation: Guard<unknown> = {
  rule: (principal) => principal.facilityId !== null,
  refusal: () => new AppError('FORBIDDEN', { messageKey: 'plans.noFacility' }),
};

/** The two organisations of a plan. */
export interface PlanParties {
  supplierFacilityId: string;
  assignerFacilityId: string;
}

/** The facility a plan would be assigned to, as it stands to the caller. */
export interface PlanTarget {
  facilityId: string;
  /** A brand's supplier, or a producer's partner. */
  isCallersSupplier: boolean;
}

/** The side of the plan the caller's organisation is on, or null when it is on neither. */
export function sideOf(principal: Principal, plan: PlanParties): TPlanSide | null {
  if (principal.facilityId === null) return null;
  if (plan.assignerFacilityId === principal.facilityId) return 'ASSIGNER';
  if (plan.supplierFacilityId === principal.facilityId) return 'SUPPLIER';
  return null;
}

/**
 * Plans belong to the two organisations on them: anyone else gets the answer an unknown id gets. Assigning
 * needs ASSIGN_CAP and one of the caller's suppliers (a brand's linked suppliers, a producer's partners), never
 * the caller's own organisation.
 */
export const improvementPlansPolicy = definePolicy<{ listPlans: null; assign: PlanTarget; usePlan: PlanParties }>({
  listPlans: [{ rule: holdsPlans, refusal: () => new AppError('FORBIDDEN') }, withOrganisation],
  assign: [
    {
      rule: (principal) => PLAN_ROLE_TYPES.includes(principal.role.type) && can(principal, 'ASSIGN_CAP'),
      refusal: () => new AppError('FORBIDDEN'),
    },
    withOrganisation,
    {
      rule: (principal, target) => target.facilityId !== principal.facilityId,
      refusal: () => new AppError('UNPROCESSABLE', { messageKey: 'plans.ownFacility' }),
    },
    {
      rule: (_principal, target) => target.isCallersSupplier,
      refusal: () => new AppError('NOT_FOUND', { messageKey: 'plans.facilityNotFound' }),
    },
  ],
  usePlan: [
    { rule: holdsPlans, refusal: () => new AppError('FORBIDDEN') },
    withOrganisation,
    {
      rule: (principal, plan) => sideOf(principal, plan) !== null,
      refusal: () => new AppError('NOT_FOUND', { messageKey: 'plans.notFound' }),
    },
  ],
});
