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
      labelKey: 'facilityGroups.menuLabel',
      labelParams: { role: type.name },
      icon: IconBuilding,
      requires: ACCESS.facilityManagement,
    })),
};

/** Whether two facility types lists name the same types in the same order. */
export function sameFacilityTypes(a: readonly TFacilityType[] | undefined, b: readonly TFacilityType[]): boolean {
  return a !== undefined && a.length === b.length && a.every((type, index) => String(type.id) === String(b[index]?.id) && type.name === b[index]?.name);
}
