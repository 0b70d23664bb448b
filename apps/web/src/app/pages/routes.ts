import { IconAdjustments, IconSettings, IconUserCircle } from '../../components/icons.tsx';
import { SUPPLIERS_ACCESS } from '../../features/suppliers/access.ts';
import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import type { TAccessRule } from '../../lib/guards.ts';
import { hasSavedProfile, isRegisteredProducer, isSystemConfigured, needsBrandOnboarding } from '../../lib/onboarding.ts';

/*
 * The screens that compose several features (the configuration wizard's steps, a profile with its
 * account sections, the administrators' settings with their e-mail switches, onboarding with its
 * questionnaire and partners, a supplier's detail with its risk), declared by the app in the same shape as a feature's routes.ts.
 */

export const APP_PAGES_ACCESS = {
  configuration: { roleCodes: ['SUPER_ADMIN'], when: (user) => !isSystemConfigured(user) },
  superAdminSettings: { roleCodes: ['SUPER_ADMIN'] },
  settings: { roleTypes: ['Administrator'], exceptRoleCodes: ['SUPER_ADMIN'] },
  producerOnboard: { roleTypes: ['Producer'], when: (user) => !isRegisteredProducer(user) },
  producerProfile: { roleTypes: ['Producer'], when: isRegisteredProducer },
  assessorOnboard: { roleTypes: ['Assessor'], permissions: ['ONBOARDING'], when: (user) => !hasSavedProfile(user) },
  assessorProfile: { roleTypes: ['Assessor'], when: hasSavedProfile },
  brandOnboard: { roleTypes: ['Brand'], when: needsBrandOnboarding },
  brandProfile: { roleTypes: ['Brand'], when: (user) => !needsBrandOnboarding(user) },
} as const satisfies Record<string, TAccessRule>;

export const APP_PAGES_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'configuration',
      requires: APP_PAGES_ACCESS.configuration,
      screen: () => import('./configuration-page.tsx').then((module) => ({ Component: module.ConfigurationPage })),
    },
    {
      path: 'super-admin-settings',
      requires: APP_PAGES_ACCESS.superAdminSettings,
      screen: () => import('./super-admin-settings-page.tsx').then((module) => ({ Component: module.SuperAdminSettingsPage })),
    },
    {
      path: 'settings',
      requires: APP_PAGES_ACCESS.settings,
      screen: () => import('./admin-settings-page.tsx').then((module) => ({ Component: module.AdminSettingsPage })),
    },
    {
      path: 'onboard',
      requires: APP_PAGES_ACCESS.producerOnboard,
      leaveWhenNoLongerAllowed: true,
      screen: () => import('./onboard-page.tsx').then((module) => ({ Component: module.OnboardPage })),
    },
    {
      path: 'my-profile',
      requires: APP_PAGES_ACCESS.producerProfile,
      screen: () => import('./producer-profile-page.tsx').then((module) => ({ Component: module.ProducerProfilePage })),
    },
    {
      path: 'auditor-onboard',
      requires: APP_PAGES_ACCESS.assessorOnboard,
      leaveWhenNoLongerAllowed: true,
      screen: () => import('./auditor-onboard-page.tsx').then((module) => ({ Component: module.AuditorOnboardPage })),
    },
    {
      path: 'auditor-profile',
      requires: APP_PAGES_ACCESS.assessorProfile,
      screen: () => import('./auditor-profile-page.tsx').then((module) => ({ Component: module.AuditorProfilePage })),
    },
    {
      path: 'brand-onboard',
      requires: APP_PAGES_ACCESS.brandOnboard,
      leaveWhenNoLongerAllowed: true,
      screen: () => import('./brand-onboard-page.tsx').then((module) => ({ Component: module.BrandOnboardPage })),
    },
    {
      path: 'brand-profile',
      requires: APP_PAGES_ACCESS.brandProfile,
      screen: () => import('./brand-profile-page.tsx').then((module) => ({ Component: module.BrandProfilePage })),
    },
    {
      path: 'brand-suppliers/:id',
      requires: SUPPLIERS_ACCESS.detail,
      screen: () => import('./supplier-detail-page.tsx').then((module) => ({ Component: module.SupplierDetailWithRiskPage })),
    },
  ],
  menu: [
    // The super administrator sees Configuration until the wizard is finished, then user management and settings.
    {
      position: 110,
      id: 'configuration',
      path: '/configuration',
      labelKey: 'menu.configuration',
      icon: IconAdjustments,
      requires: APP_PAGES_ACCESS.configuration,
    },
    {
      position: 130,
      id: 'super-admin-settings',
      path: '/super-admin-settings',
      labelKey: 'menu.settings',
      icon: IconSettings,
      requires: { ...APP_PAGES_ACCESS.superAdminSettings, when: isSystemConfigured },
    },
    // An administrator's settings close the menu.
    {
      position: 290,
      id: 'settings',
      path: '/settings',
      labelKey: 'menu.settings',
      icon: IconSettings,
      requires: APP_PAGES_ACCESS.settings,
    },
    // Until registered, a producer, an assessor or a brand sees only onboarding.
    {
      position: 310,
      id: 'onboard',
      path: '/onboard',
      labelKey: 'facilityProfile.menu.onboard',
      icon: IconUserCircle,
      requires: APP_PAGES_ACCESS.producerOnboard,
    },
    // Profiles come before colleague management, so an assessor colleague's home stays their profile (a brand's is Suppliers).
    {
      position: 370,
      id: 'my-profile',
      path: '/my-profile',
      labelKey: 'menu.myProfile',
      icon: IconUserCircle,
      requires: APP_PAGES_ACCESS.producerProfile,
    },
    {
      position: 410,
      id: 'auditor-onboard',
      path: '/auditor-onboard',
      labelKey: 'facilityProfile.menu.auditorOnboard',
      icon: IconUserCircle,
      requires: APP_PAGES_ACCESS.assessorOnboard,
    },
    {
      position: 430,
      id: 'auditor-profile',
      path: '/auditor-profile',
      labelKey: 'menu.myProfile',
      icon: IconUserCircle,
      requires: APP_PAGES_ACCESS.assessorProfile,
    },
    {
      position: 510,
      id: 'brand-onboard',
      path: '/brand-onboard',
      labelKey: 'facilityProfile.menu.brandOnboard',
      icon: IconUserCircle,
      requires: APP_PAGES_ACCESS.brandOnboard,
    },
    {
      position: 560,
      id: 'brand-profile',
      path: '/brand-profile',
      labelKey: 'menu.myProfile',
      icon: IconUserCircle,
      requires: APP_PAGES_ACCESS.brandProfile,
    },
  ],
};
