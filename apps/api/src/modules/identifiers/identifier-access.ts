import { can } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import type { Principal } from '../../core/principal.ts';

/**
 * Who may look up and register facility identifiers (DOMAIN.md §1.2, §10.1): a producer completing
 * its own profile, or an administrator (ONBOARDING) completing the profile of a facility whose role
 * has ADMINISTRATOR_COMPLETES_PROFILE.
 */
export function mayUseIdentifierSystems(principal: Principal): boolean {
  if (principal.role.type === 'Producer') return can(principal, 'COMPLETE_OWN_PROFILE');
  if (principal.role.type === 'Administrator') return can(principal, 'ONBOARDING');
  return false;
}

export function assertMayUseIdentifierSystems(principal: Principal): void {
  if (!mayUseIdentifierSystems(principal)) throw new AppError('FORBIDDEN', { messageKey: 'identifiers.notAllowed' });
}
