import { toGrantedPermissions, type TSessionUser } from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findFirstFacilityUserId, findPermissionKeys, findUserWithRoleAndFacility } from './users.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The user as sign-in and GET /api/users/me describe them (spec §3). */
export async function loadSessionUser(db: Executor, userId: string): Promise<TSessionUser> {
  const found = await findUserWithRoleAndFacility(db, userId);
  if (!found) throw new AppError('NOT_FOUND');
  const { user, role, facility } = found;
  const [permissionKeys, firstUserId] = await Promise.all([
    findPermissionKeys(db, user.id, role.id),
    facility ? findFirstFacilityUserId(db, facility.id) : Promise.resolve(undefined),
  ]);
  const isFirstUser = firstUserId === user.id;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    status: user.status,
    userType: user.userType,
    isFirstUser,
    updatedProfileAt: iso(user.updatedProfileAt),
    completedConfiguringSystemAt: null,
    role: { id: role.id, code: role.code, name: role.name, type: role.type, uploadedSAQ: false },
    roleAttributes: [],
    currentFacility: facility
      ? { id: facility.id, name: facility.name, answeredSaqAt: null, addedPartnerAt: null, firstAdmin: isFirstUser }
      : null,
    permissions: toGrantedPermissions(permissionKeys),
    riskIndices: [],
    maximumNewRiskIndices: 0,
    createdAt: user.createdAt.toISOString(),
    createdBy: user.createdById,
  };
}
