import { can, type TGrantedPermission, type TRoleType } from '@opentrace/domain';

/**
 * Who may sign in (DOMAIN.md §1.3): the super administrator and API users always,
 * administrators with ONBOARDING, everyone else only with COMPLETE_OWN_PROFILE — roles whose
 * profile an administrator completes (farms, mines) never sign in.
 */
export function maySignIn(role: { code: string | null; type: TRoleType }, holder: { permissions: readonly TGrantedPermission[] }): boolean {
  if (role.code === 'SUPER_ADMIN' || role.type === 'API user') return true;
  if (role.type === 'Administrator') return can(holder, 'ONBOARDING');
  return can(holder, 'COMPLETE_OWN_PROFILE');
}
