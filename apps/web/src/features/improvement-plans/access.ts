import { can } from '@opentrace/domain';
import type { TAccessRule } from '../../lib/guards.ts';
import { isRegisteredProducer, needsBrandOnboarding } from '../../lib/onboarding.ts';
import type { TSignedInUser } from '../../lib/session.ts';

/** Spec §6: CAP's two sub-permissions; either opens the plans, as on the API. */
const PLAN_PERMISSIONS = ['VIEW_CAP', 'ASSIGN_CAP'] as const;
const ASSIGN = ['ASSIGN_CAP'] as const;
const onboardedBrand = (user: TSignedInUser) => !needsBrandOnboarding(user);

/**
 * Brands read their plans under /brand-cap and producers under /producer-cap (spec §2), each once past
 * its onboarding; assigning needs ASSIGN_CAP as well.
 */
export const PLANS_ACCESS = {
  brand: { roleTypes: ['Brand'], anyPermissions: PLAN_PERMISSIONS, when: onboardedBrand },
  brandAssign: { roleTypes: ['Brand'], anyPermissions: PLAN_PERMISSIONS, permissions: ASSIGN, when: onboardedBrand },
  producer: { roleTypes: ['Producer'], anyPermissions: PLAN_PERMISSIONS, when: isRegisteredProducer },
  producerAssign: { roleTypes: ['Producer'], anyPermissions: PLAN_PERMISSIONS, permissions: ASSIGN, when: isRegisteredProducer },
} as const satisfies Record<string, TAccessRule>;

export const BRAND_PLANS_PATH = '/brand-cap';
export const PRODUCER_PLANS_PATH = '/producer-cap';

/** Where the reader's plans live: a brand's or a producer's screens. */
export function plansPathFor(user: TSignedInUser | null): string {
  return user?.role.type === 'Producer' ? PRODUCER_PLANS_PATH : BRAND_PLANS_PATH;
}

export const mayAssignPlans = (user: TSignedInUser | null): boolean => user !== null && can(user, 'ASSIGN_CAP');
