import type { TRoleType } from '@opentrace/domain';
import type { TSignedInUser } from '../lib/session.ts';

/** A signed-in user for guard and menu tests; permissions are given as plain action names. */
export function userWith(roleType: TRoleType, actions: string[] = [], subActions: string[] = []): TSignedInUser {
  return {
    id: 'u1',
    firstName: 'Amina',
    lastName: 'Khan',
    email: 'amina@example.org',
    role: { id: 'r1', name: roleType, type: roleType },
    permissions: [
      ...actions.map((action) => ({ action, subPermissions: [] })),
      ...(subActions.length > 0
        ? [{ action: 'PRODUCT_TRACING', subPermissions: subActions.map((action) => ({ action })) }]
        : []),
    ],
  };
}
