import type { TAccessRule } from '../../lib/guards.ts';
import { isRegisteredProducer, needsBrandOnboarding } from '../../lib/onboarding.ts';
import type { TSignedInUser } from '../../lib/session.ts';

/**
 * Spec §6: trace product needs TRACE_PRODUCT. A brand traces once onboarded, a producer once
 * registered (its own output), an administrator always; the API applies the same rule to each order.
 */
function mayTrace(user: TSignedInUser): boolean {
  if (user.role.type === 'Brand') return !needsBrandOnboarding(user);
  if (user.role.type === 'Producer') return isRegisteredProducer(user);
  return true;
}

export const TRACES_ACCESS = {
  view: { roleTypes: ['Brand', 'Producer', 'Administrator'], permissions: ['TRACE_PRODUCT'], when: mayTrace },
} as const satisfies Record<string, TAccessRule>;
