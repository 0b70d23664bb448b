import { roleNamesAGroup } from '@opentrace/domain';
import { IconBuilding } from '../../components/icons.tsx';
import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import type { TAccessRule } from '../../lib/guards.ts';
import type { TMenuEntryFamily } from '../../lib/menu-entries.ts';
import { facilityManagementPath } from './facility-types.ts';

export const FACILITY_GROUPS_ACCESS = {
  facilityManagement: { permissions: ['ONBOARDING'], roleTypes: ['Administrator'], exceptRoleCodes: ['SUPER_ADMIN'] },
} as const satisfies Record<string, TAccessRule>;

/**
 * "View {role} group", one entry per role whose profiles an administrator completes (DOMAIN.md
 * §1.4), from the facility types list the session keeps.
 */
export const FACILITY_MANAGEMENT_MENU: TMenuEntryFamily = {
  id: 'facility-management',
  requires: FACILITY_GROUPS_ACCESS.facilityManagement,
  entriesFor: (user) =>
    (user.facilityTypes ?? []).map((type) => ({
      id: `facility-management-${type.id}`,
      path: facilityManagementPath(type),
      // "View Farm group", but "View Farm Group" for a role already named a group.
      labelKey: roleNamesAGroup(type.name) ? 'facilityGroups.menuLabelGroupRole' : 'facilityGroups.menuLabel',
      labelParams: { role: { name: type.name, ...(type.nameTranslations ? { nameTranslations: type.nameTranslations } : {}) } },
      icon: IconBuilding,
      requires: FACILITY_GROUPS_ACCESS.facilityManagement,
    })),
};

export const FACILITY_GROUPS_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'facility-management/:id',
      requires: FACILITY_GROUPS_ACCESS.facilityManagement,
      screen: () => import('./pages/facility-management-page.tsx').then((module) => ({ Component: module.FacilityManagementPage })),
    },
  ],
  menu: [{ ...FACILITY_MANAGEMENT_MENU, position: 220 }],
};
