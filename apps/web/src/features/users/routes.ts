import { IconUsers } from '../../components/icons.tsx';
import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import type { TAccessRule } from '../../lib/guards.ts';
import { hasSavedProfile, isRegisteredProducer, isSystemConfigured, needsBrandOnboarding } from '../../lib/onboarding.ts';
import type { TSignedInUser } from '../../lib/session.ts';

/** Only an organisation's Admin users manage its colleagues (DOMAIN.md §1.3 "Organisation users"). */
const managesColleagues = (user: TSignedInUser) => user.userType === 'Admin' && user.currentFacility !== null;

export const USERS_ACCESS = {
  userManagement: {
    permissions: ['USER_MANAGEMENT'],
    roleTypes: ['Administrator'],
    exceptRoleCodes: ['SUPER_ADMIN'],
  },
  superAdminUserManagement: { permissions: ['USER_MANAGEMENT'], roleCodes: ['SUPER_ADMIN'] },
  // Spec §2's colleague management of each kind of organisation, open once its profile is.
  producerManagement: { roleTypes: ['Producer'], when: (user) => isRegisteredProducer(user) && managesColleagues(user) },
  brandManagement: { roleTypes: ['Brand'], when: (user) => !needsBrandOnboarding(user) && managesColleagues(user) },
  laborManagement: { roleTypes: ['Assessor'], when: (user) => hasSavedProfile(user) && managesColleagues(user) },
} as const satisfies Record<string, TAccessRule>;

const userManagementPage = () => import('./pages/user-management-page.tsx').then((module) => ({ Component: module.UserManagementPage }));
const colleagueManagementPage = () =>
  import('./pages/colleague-management-page.tsx').then((module) => ({ Component: module.ColleagueManagementPage }));

export const USERS_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    { path: 'user-management', requires: USERS_ACCESS.userManagement, screen: userManagementPage },
    { path: 'super-admin-user-management', requires: USERS_ACCESS.superAdminUserManagement, screen: userManagementPage },
    { path: 'producer-management', requires: USERS_ACCESS.producerManagement, screen: colleagueManagementPage },
    { path: 'brand-management', requires: USERS_ACCESS.brandManagement, screen: colleagueManagementPage },
    { path: 'labor-management', requires: USERS_ACCESS.laborManagement, screen: colleagueManagementPage },
  ],
  menu: [
    {
      position: 120,
      id: 'super-admin-user-management',
      path: '/super-admin-user-management',
      labelKey: 'menu.userManagement',
      icon: IconUsers,
      // Until the configuration wizard is finished, the super administrator sees only Configuration.
      requires: { ...USERS_ACCESS.superAdminUserManagement, when: isSystemConfigured },
    },
    {
      position: 210,
      id: 'user-management',
      path: '/user-management',
      labelKey: 'menu.userManagement',
      icon: IconUsers,
      requires: USERS_ACCESS.userManagement,
    },
    // Colleague management closes the menu of a producer, an assessor and a brand, after the profile.
    {
      position: 380,
      id: 'producer-management',
      path: '/producer-management',
      labelKey: 'menu.userManagement',
      icon: IconUsers,
      requires: USERS_ACCESS.producerManagement,
    },
    {
      position: 440,
      id: 'labor-management',
      path: '/labor-management',
      labelKey: 'menu.userManagement',
      icon: IconUsers,
      requires: USERS_ACCESS.laborManagement,
    },
    {
      position: 570,
      id: 'brand-management',
      path: '/brand-management',
      labelKey: 'menu.userManagement',
      icon: IconUsers,
      requires: USERS_ACCESS.brandManagement,
    },
  ],
};
