import { IconTruck } from '../../components/icons.tsx';
import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import { SUPPLIERS_ACCESS } from './access.ts';

export const SUPPLIERS_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'brand-suppliers',
      requires: SUPPLIERS_ACCESS.view,
      screen: () => import('./pages/brand-suppliers-page.tsx').then((module) => ({ Component: module.BrandSuppliersPage })),
    },
  ],
  menu: [
    {
      position: 520,
      id: 'brand-suppliers',
      path: '/brand-suppliers',
      labelKey: 'suppliers.menu',
      icon: IconTruck,
      requires: SUPPLIERS_ACCESS.view,
    },
  ],
};
