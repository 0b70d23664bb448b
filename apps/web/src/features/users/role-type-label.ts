import type { TRoleType } from '@opentrace/domain';

const KEYS = {
  Producer: 'users.roleTypes.producer',
  Assessor: 'users.roleTypes.assessor',
  Administrator: 'users.roleTypes.administrator',
  Brand: 'users.roleTypes.brand',
  'API user': 'users.roleTypes.apiUser',
} as const satisfies Record<TRoleType, string>;

/** The translation key naming a role type (the role names themselves are data, shown as entered). */
export function roleTypeLabelKey(type: TRoleType) {
  return KEYS[type];
}
