import { IconReceipt, IconShoppingCart } from '../../components/icons.tsx';
import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import type { TAccessRule } from '../../lib/guards.ts';
import { isRegisteredProducer } from '../../lib/onboarding.ts';

export const PRODUCT_ACTIVITIES_ACCESS = {
  productActivities: {
    roleTypes: ['Producer'],
    anyPermissions: ['LOG_PURCHASE', 'LOG_TRANSFORMATIONS', 'LOG_BY_PRODUCT', 'LOG_SALE', 'LOG_TRANSPORT'],
    when: isRegisteredProducer,
  },
  purchase: { roleTypes: ['Producer'], permissions: ['LOG_PURCHASE'], when: isRegisteredProducer },
  assignProductId: { roleTypes: ['Producer'], permissions: ['LOG_TRANSFORMATIONS'], when: isRegisteredProducer },
  recordByProduct: { roleTypes: ['Producer'], permissions: ['LOG_BY_PRODUCT'], when: isRegisteredProducer },
  sell: { roleTypes: ['Producer'], permissions: ['LOG_SALE'], when: isRegisteredProducer },
  transport: { roleTypes: ['Producer'], permissions: ['LOG_TRANSPORT'], when: isRegisteredProducer },
  overview: { roleTypes: ['Producer'], permissions: ['VIEW_HISTORY'], when: isRegisteredProducer },
} as const satisfies Record<string, TAccessRule>;

export const PRODUCT_ACTIVITIES_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'homepage',
      requires: PRODUCT_ACTIVITIES_ACCESS.productActivities,
      screen: () => import('./pages/homepage-page.tsx').then((module) => ({ Component: module.HomepagePage })),
    },
    {
      path: 'homepage/purchase',
      requires: PRODUCT_ACTIVITIES_ACCESS.purchase,
      screen: () => import('./pages/purchase-page.tsx').then((module) => ({ Component: module.PurchasePage })),
    },
    {
      path: 'homepage/assign-product-id',
      requires: PRODUCT_ACTIVITIES_ACCESS.assignProductId,
      screen: () => import('./pages/assign-product-id-page.tsx').then((module) => ({ Component: module.AssignProductIdPage })),
    },
    {
      path: 'homepage/record-by-product',
      requires: PRODUCT_ACTIVITIES_ACCESS.recordByProduct,
      screen: () => import('./pages/record-by-product-page.tsx').then((module) => ({ Component: module.RecordByProductPage })),
    },
    {
      path: 'homepage/sell',
      requires: PRODUCT_ACTIVITIES_ACCESS.sell,
      screen: () => import('./pages/sell-page.tsx').then((module) => ({ Component: module.SellPage })),
    },
    {
      path: 'homepage/transport',
      requires: PRODUCT_ACTIVITIES_ACCESS.transport,
      screen: () => import('./pages/transport-page.tsx').then((module) => ({ Component: module.TransportPage })),
    },
    {
      path: 'overview',
      requires: PRODUCT_ACTIVITIES_ACCESS.overview,
      screen: () => import('./pages/overview-page.tsx').then((module) => ({ Component: module.OverviewPage })),
    },
  ],
  menu: [
    {
      position: 320,
      id: 'product-activities',
      path: '/homepage',
      labelKey: 'menu.productActivities',
      icon: IconShoppingCart,
      requires: PRODUCT_ACTIVITIES_ACCESS.productActivities,
    },
    {
      position: 340,
      id: 'overview',
      path: '/overview',
      labelKey: 'menu.overview',
      icon: IconReceipt,
      requires: PRODUCT_ACTIVITIES_ACCESS.overview,
    },
  ],
};
