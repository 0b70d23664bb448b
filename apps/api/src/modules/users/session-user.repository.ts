import { roleNameTranslationsOf, toGrantedPermissions, type TSessionUser } from '@opentrace/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  businessDetails,
  facilities,
  facilityRoleAttributeValues,
  roleAttributes,
  roles,
  saqQuestionnaires,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import { permissionKeysOf } from './users.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const colleague = alias(users, 'colleague');

/** The user as sign-in and GET /api/users/me describe them (spec §3): the user, role and facility in one query, then the role's attributes with the facility's answers. */
export async function loadSessionUser(db: Executor, userId: string): Promise<TSessionUser> {
  const firstColleagueId = db
    .select({ id: colleague.id })
    .from(colleague)
    .where(and(eq(colleague.facilityId, users.facilityId), isNull(colleague.deletedAt)))
    .orderBy(asc(colleague.createdAt), asc(colleague.id))
    .limit(1);
  const [row] = await db
    .select({
      user: users,
      role: roles,
      facility: facilities,
      firstColleagueId: sql<string | null>`(${firstColleagueId})`,
      completedConfiguringSystemAt: sql<
        string | null
      >`(select ${businessDetails.completedConfiguringSystemAt} from ${businessDetails} where ${businessDetails.id} = 1)`,
      permissionKeys: permissionKeysOf(users.id, users.roleId),
      uploadedSAQ: sql<boolean>`exists (select 1 from ${saqQuestionnaires} where ${saqQuestionnaires.roleId} = ${users.roleId})`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(facilities, eq(facilities.id, users.facilityId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new AppError('NOT_FOUND');
  const { user, role, facility } = row;
  const attributes = await loadRoleAttributes(db, role.id, facility?.id ?? null);
  const isFirstUser = facility !== null && row.firstColleagueId === user.id;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    language: user.language,
    status: user.status,
    userType: user.userType,
    isFirstUser,
    updatedProfileAt: iso(user.updatedProfileAt),
    completedConfiguringSystemAt: row.completedConfiguringSystemAt ? new Date(row.completedConfiguringSystemAt).toISOString() : null,
    role: {
      id: role.id,
      code: role.code,
      name: role.name,
      nameTranslations: roleNameTranslationsOf(role.nameTranslations),
      type: role.type,
      uploadedSAQ: row.uploadedSAQ,
    },
    roleAttributes: attributes,
    currentFacility: facility
      ? {
          id: facility.id,
          name: facility.name,
          answeredSaqAt: iso(facility.answeredSaqAt),
          addedPartnerAt: iso(facility.addedPartnerAt),
          firstAdmin: isFirstUser,
        }
      : null,
    permissions: toGrantedPermissions(row.permissionKeys),
    riskIndices: [],
    maximumNewRiskIndices: 0,
    createdAt: user.createdAt.toISOString(),
    createdBy: user.createdById,
  };
}

/** The role's attributes with the facility's answers; a user without a facility has no answers. */
async function loadRoleAttributes(db: Executor, roleId: string, facilityId: string | null): Promise<TSessionUser['roleAttributes']> {
  const rows = await db
    .select({ attribute: roleAttributes, value: facilityRoleAttributeValues.value, label: facilityRoleAttributeValues.label })
    .from(roleAttributes)
    .leftJoin(
      facilityRoleAttributeValues,
      and(
        eq(facilityRoleAttributeValues.attributeId, roleAttributes.id),
        facilityId ? eq(facilityRoleAttributeValues.facilityId, facilityId) : sql`false`,
      ),
    )
    .where(eq(roleAttributes.roleId, roleId))
    .orderBy(asc(roleAttributes.sortOrder));
  return rows.map(({ attribute, value, label }) => ({
    attributeId: attribute.id,
    value: value ?? null,
    label: label ?? null,
    roleAttributeType: attribute.identifierSystem,
    name: attribute.name,
    category: attribute.category,
    isOptional: attribute.isOptional,
  }));
}
