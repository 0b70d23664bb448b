import { IconLeaf } from '../../components/icons.tsx';
import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import { ORDERS_ACCESS } from './access.ts';

const TRACE_MENU = { path: '/brand-product-order', labelKey: 'orders.menu', icon: IconLeaf } as const;

export const ORDERS_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'brand-product-order',
      requires: ORDERS_ACCESS.orders,
      screen: () => import('./pages/orders-page.tsx').then((module) => ({ Component: module.OrdersPage })),
    },
    {
      path: 'brand-product-order/:id',
      requires: ORDERS_ACCESS.orders,
      screen: () => import('./pages/order-detail-page.tsx').then((module) => ({ Component: module.OrderDetailPage })),
    },
  ],
  // Spec §2 "Menu by role": after DNA test for administrators, after product activities for producers, after suppliers for brands.
  menu: [
    { ...TRACE_MENU, position: 260, id: 'admin-trace', requires: ORDERS_ACCESS.administratorMenu },
    { ...TRACE_MENU, position: 330, id: 'producer-trace', requires: ORDERS_ACCESS.producerMenu },
    { ...TRACE_MENU, position: 530, id: 'brand-trace', requires: ORDERS_ACCESS.brandMenu },
  ],
};
