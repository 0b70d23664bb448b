import type { TAccessRule } from '../../lib/guards.ts';
import { isRegisteredProducer, needsBrandOnboarding } from '../../lib/onboarding.ts';
import type { TSignedInUser } from '../../lib/session.ts';

const TRACE = ['TRACE_PRODUCT'] as const;
const registeredProducer = isRegisteredProducer;
const onboardedBrand = (user: TSignedInUser) => !needsBrandOnboarding(user);

/**
 * One route serves all three role types (spec §2: /brand-product-order is on the administrator,
 * producer and brand menus), each behind its own onboarding state, as the API checks the caller.
 */
function mayTrace(user: TSignedInUser): boolean {
  if (user.role.type === 'Producer') return registeredProducer(user);
  if (user.role.type === 'Brand') return onboardedBrand(user);
  return user.role.type === 'Administrator';
}

export const ORDERS_ACCESS = {
  orders: {
    permissions: TRACE,
    roleTypes: ['Brand', 'Producer', 'Administrator'],
    // The super administrator configures the platform; administrator screens are not theirs.
    exceptRoleCodes: ['SUPER_ADMIN'],
    when: mayTrace,
  },
  administratorMenu: { permissions: TRACE, roleTypes: ['Administrator'], exceptRoleCodes: ['SUPER_ADMIN'] },
  producerMenu: { permissions: TRACE, roleTypes: ['Producer'], when: registeredProducer },
  brandMenu: { permissions: TRACE, roleTypes: ['Brand'], when: onboardedBrand },
} as const satisfies Record<string, TAccessRule>;
