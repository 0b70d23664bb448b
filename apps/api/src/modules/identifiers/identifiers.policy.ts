import { can } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { definePolicy, isSuperAdmin } from '../../core/policy.ts';

export const identifiersPolicy = definePolicy<{ useIdentifierSystems: null; importRmiList: null }>({
  /**
   * Looking up and registering facility identifiers (DOMAIN.md §1.2, §10.1): a producer completing
   * its own profile, or an administrator (ONBOARDING) completing the profile of a facility whose role
   * has ADMINISTRATOR_COMPLETES_PROFILE. The similar results a registration offered are settled only
   * by the user they were offered to: the candidates are read by that user's id.
   */
  useIdentifierSystems: {
    rule: (principal) => {
      if (principal.role.type === 'Producer') return can(principal, 'COMPLETE_OWN_PROFILE');
      if (principal.role.type === 'Administrator') return can(principal, 'ONBOARDING');
      return false;
    },
    refusal: () => new AppError('FORBIDDEN', { messageKey: 'identifiers.notAllowed' }),
  },
  importRmiList: isSuperAdmin,
});
