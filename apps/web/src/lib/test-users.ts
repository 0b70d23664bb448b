import type { TRoleType } from '@opentrace/domain';
import type { TSignedInUser } from './session.ts';

/**
 * A signed-in user for guard and menu tests; permissions are given as plain action names. By
 * default the user has finished onboarding nowhere: no saved profile, no partner, no SAQ.
 */
export function userWith(roleType: TRoleType, actions: string[] = [], subActions: string[] = []): TSignedInUser {
  return {
    id: 'u1',
    firstName: 'Amina',
    lastName: 'Khan',
    email: 'amina@example.org',
    userType: roleType === 'Administrator' ? null : 'Admin',
    isFirstUser: false,
    updatedProfileAt: null,
    completedConfiguringSystemAt: null,
    role: { id: 'r1', code: null, name: roleType, nameTranslations: {}, type: roleType, uploadedSAQ: false },
    currentFacility: null,
    permissions: [
      ...actions.map((action) => ({ action, subPermissions: [] })),
      ...(subActions.length > 0 ? [{ action: 'PRODUCT_TRACING', subPermissions: subActions.map((action) => ({ action })) }] : []),
    ],
  };
}
