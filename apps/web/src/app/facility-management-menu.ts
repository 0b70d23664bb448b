import { roleNamesAGroup, type TAdministratorCompletedRole, type TSaqRoleStatus } from '@opentrace/domain';
import { IconBuilding } from '../components/icons.tsx';
import type { TSignedInUser } from '../lib/session.ts';
import { ACCESS } from './access-rules.ts';
import type { TMenuEntryFamily } from './menu.ts';

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

/**
 * "View {role} group", one entry per role whose profiles an administrator completes (DOMAIN.md
 * §1.4), from the facility types list the session keeps.
 */
export const FACILITY_MANAGEMENT_MENU: TMenuEntryFamily = {
  id: 'facility-management',
  requires: ACCESS.facilityManagement,
  entriesFor: (user) =>
    (user.facilityTypes ?? []).map((type) => ({
      id: `facility-management-${type.id}`,
      path: facilityManagementPath(type),
      // "View Farm group", but "View Farm Group" for a role already named a group.
      labelKey: roleNamesAGroup(type.name) ? 'facilityGroups.menuLabelGroupRole' : 'facilityGroups.menuLabel',
      labelParams: { role: { name: type.name, ...(type.nameTranslations ? { nameTranslations: type.nameTranslations } : {}) } },
      icon: IconBuilding,
      requires: ACCESS.facilityManagement,
    })),
};

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
