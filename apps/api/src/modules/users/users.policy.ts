import { can } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { definePolicy, isSignedIn } from '../../core/policy.ts';
import type { RoleRow, UserRow } from './users.repository.ts';

const forbidden = (messageKey: 'users.onlySuperAdminInvitesSuperAdmin' | 'users.superAdminProtected' | 'users.superAdminStatusFixed') =>
  new AppError('FORBIDDEN', { messageKey });

export const usersPolicy = definePolicy<{
  manageOwnAccount: null;
  manageUsers: null;
  inviteWithRole: RoleRow;
  manageUser: RoleRow;
  changeStatus: RoleRow;
  manageColleagues: null;
  manageColleague: UserRow;
}>({
  /** One's own session, profile and account: every signed-in user. */
  manageOwnAccount: isSignedIn,
  /** The platform's user list: what the user management screens open with. */
  manageUsers: (principal) => can(principal, 'USER_MANAGEMENT'),
  /** Only a super administrator makes another one. */
  inviteWithRole: {
    rule: (principal, role) => role.code !== 'SUPER_ADMIN' || principal.role.code === 'SUPER_ADMIN',
    refusal: () => forbidden('users.onlySuperAdminInvitesSuperAdmin'),
  },
  /** The super administrator's account is managed by a super administrator only, never by an Administrator. */
  manageUser: {
    rule: (principal, role) => role.code !== 'SUPER_ADMIN' || principal.role.code === 'SUPER_ADMIN',
    refusal: () => forbidden('users.superAdminProtected'),
  },
  /** The super administrator is never deactivated, not even by itself. */
  changeStatus: { rule: (_principal, role) => role.code !== 'SUPER_ADMIN', refusal: () => forbidden('users.superAdminStatusFixed') },
  /** An organisation's Admin user manages its colleagues. */
  manageColleagues: {
    rule: (principal) => principal.facilityId !== null && principal.userType === 'Admin',
    refusal: () => new AppError('FORBIDDEN', { messageKey: 'users.notOrganisationAdmin' }),
  },
  /** Only colleagues of the same organisation; another organisation's user answers like a missing one. */
  manageColleague: {
    rule: (principal, user) => principal.facilityId !== null && user.facilityId === principal.facilityId,
    refusal: () => new AppError('NOT_FOUND'),
  },
});
