import { can, type TRoleType } from '@opentrace/domain';
import type { TSignedInUser } from './session.ts';

/**
 * What a screen (and its menu entry) requires. Checks run in the order of the specification:
 * login, then permission, then role type and role code, then any onboarding condition.
 */
export type TAccessRule = {
  /** Every one of these actions must be held. */
  permissions?: readonly string[];
  /** At least one of these actions must be held (a screen grouping several activities). */
  anyPermissions?: readonly string[];
  /** The user's role type must be one of these. */
  roleTypes?: readonly TRoleType[];
  /** The user's role code must be one of these (SUPER_ADMIN screens). */
  roleCodes?: readonly string[];
  /** The user's role code must be none of these (administrator screens are not the super admin's). */
  exceptRoleCodes?: readonly string[];
  /** Onboarding or configuration state, e.g. "profile completed". */
  when?: (user: TSignedInUser) => boolean;
};

/** `sign-in`: nobody is signed in. `home`: signed in but not allowed here. */
export type TAccessDecision = 'allow' | 'sign-in' | 'home';

type TCheck = (user: TSignedInUser, rule: TAccessRule) => boolean;

const codeOf = (user: TSignedInUser) => user.role.code ?? '';

const CHECKS_IN_ORDER: readonly TCheck[] = [
  (user, rule) => (rule.permissions ?? []).every((action) => can(user, action)),
  (user, rule) => rule.anyPermissions === undefined || rule.anyPermissions.some((action) => can(user, action)),
  (user, rule) => rule.roleTypes === undefined || rule.roleTypes.includes(user.role.type),
  (user, rule) => rule.roleCodes === undefined || rule.roleCodes.includes(codeOf(user)),
  (user, rule) => !(rule.exceptRoleCodes ?? []).includes(codeOf(user)),
  (user, rule) => rule.when === undefined || rule.when(user),
];

export function decideAccess(user: TSignedInUser | null, rule: TAccessRule = {}): TAccessDecision {
  if (user === null) return 'sign-in';
  return CHECKS_IN_ORDER.every((check) => check(user, rule)) ? 'allow' : 'home';
}
