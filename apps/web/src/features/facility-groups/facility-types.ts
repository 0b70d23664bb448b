import type { TAdministratorCompletedRole, TSaqRoleStatus } from '@opentrace/domain';
import type { TSignedInUser } from '../../lib/session.ts';

type TFacilityType = NonNullable<TSignedInUser['facilityTypes']>[number];

/** Spec §2: the facility type's id and name travel as parameters of its screen's path. */
export function facilityManagementPath(type: TFacilityType): string {
  return `/facility-management/${encodeURIComponent(String(type.id))}?name=${encodeURIComponent(type.name)}`;
}

/**
 * The facility types whose groups an administrator can work with: groups are imported against the
 * role's questionnaire through its template (DOMAIN.md §10.3), so a role missing either would lead
 * to a screen where nothing can be done.
 */
export function facilityGroupTypes(roles: readonly TAdministratorCompletedRole[], statuses: readonly TSaqRoleStatus[]): TFacilityType[] {
  const ready = new Set(
    statuses.filter((status) => status.hasQuestionnaire && status.hasFacilityGroupTemplate).map((status) => status.roleId),
  );
  return roles.filter((role) => ready.has(role.id)).map(({ id, name, nameTranslations }) => ({ id, name, nameTranslations }));
}

const sameTranslations = (a: TFacilityType['nameTranslations'], b: TFacilityType['nameTranslations']) => a?.fr === b?.fr && a?.ur === b?.ur;

/** Whether two facility types lists name the same types, in every language, in the same order. */
export function sameFacilityTypes(a: readonly TFacilityType[] | undefined, b: readonly TFacilityType[]): boolean {
  return (
    a !== undefined &&
    a.length === b.length &&
    a.every(
      (type, index) =>
        String(type.id) === String(b[index]?.id) &&
        type.name === b[index]?.name &&
        sameTranslations(type.nameTranslations, b[index]?.nameTranslations),
    )
  );
}
