import { can, type TRoleType } from '@opentrace/domain';
import type { TSignedInUser } from '../lib/session.ts';

/**
 * What a screen (and its menu entry) requires. Checks run in the order of the specification:
 * login, then permission, then role type, then any onboarding condition.
 */
export type TAccessRule = {
  /** Every one of these actions must be held. */
  permissions?: readonly string[];
  /** The user's role type must be one of these. */
  roleTypes?: readonly TRoleType[];
  /** Onboarding or configuration state, e.g. "profile completed". */
  when?: (user: TSignedInUser) => boolean;
};

/** `sign-in`: nobody is signed in. `home`: signed in but not allowed here. */
export type TAccessDecision = 'allow' | 'sign-in' | 'home';

type TCheck = (user: TSignedInUser, rule: TAccessRule) => boolean;

const CHECKS_IN_ORDER: readonly TCheck[] = [
  (user, rule) => (rule.permissions ?? []).every((action) => can(user, action)),
  (user, rule) => rule.roleTypes === undefined || rule.roleTypes.includes(user.role.type),
  (user, rule) => rule.when === undefined || rule.when(user),
];

export function decideAccess(user: TSignedInUser | null, rule: TAccessRule = {}): TAccessDecision {
  if (user === null) return 'sign-in';
  return CHECKS_IN_ORDER.every((check) => check(user, rule)) ? 'allow' : 'home';
}
