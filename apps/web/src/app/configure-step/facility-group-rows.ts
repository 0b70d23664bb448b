import type { TAdministratorCompletedRole, TSaqRoleStatus } from '@opentrace/domain';

/**
 * Where a role's facility-group template stands: uploaded, missing, or not possible yet because
 * an administrator does not complete the role's questionnaire (DOMAIN.md §10.3).
 */
export type TFacilityGroupTemplateState = 'uploaded' | 'missing' | 'needsAdministratorSaq';

export type TFacilityGroupRow = { roleId: string; roleName: string; state: TFacilityGroupTemplateState };

/** One row per role whose profile an administrator completes: the roles that have facility groups. */
export function facilityGroupRows(
  roles: readonly TAdministratorCompletedRole[],
  questionnaires: readonly TSaqRoleStatus[],
): TFacilityGroupRow[] {
  return roles.map((role) => {
    const questionnaire = questionnaires.find((candidate) => candidate.roleId === role.id);
    const state: TFacilityGroupTemplateState =
      questionnaire?.completion !== 'ADMINISTRATOR'
        ? 'needsAdministratorSaq'
        : questionnaire.hasFacilityGroupTemplate
          ? 'uploaded'
          : 'missing';
    return { roleId: role.id, roleName: role.name, state };
  });
}
