import { IconBuilding } from '../../components/icons.tsx';
import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import type { TAccessRule } from '../../lib/guards.ts';
import { isRegisteredProducer } from '../../lib/onboarding.ts';

export const PARTNERS_ACCESS = {
  managePartners: { roleTypes: ['Producer'], permissions: ['INVITE_PARTNERS'], when: isRegisteredProducer },
} as const satisfies Record<string, TAccessRule>;

export const PARTNERS_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'manage-partners',
      requires: PARTNERS_ACCESS.managePartners,
      screen: () => import('./pages/manage-partners-page.tsx').then((module) => ({ Component: module.ManagePartnersPage })),
    },
  ],
  menu: [
    {
      position: 350,
      id: 'manage-partners',
      path: '/manage-partners',
      labelKey: 'partners.menu',
      icon: IconBuilding,
      requires: PARTNERS_ACCESS.managePartners,
    },
  ],
};
