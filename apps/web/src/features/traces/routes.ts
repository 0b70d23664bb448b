import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import { TRACES_ACCESS } from './access.ts';

/** The trace page has no menu entry: the order list's "Begin trace" opens it. */
export const TRACES_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'brand-product-trace/:id',
      requires: TRACES_ACCESS.view,
      screen: () => import('./pages/trace-page.tsx').then((module) => ({ Component: module.TracePage })),
    },
  ],
};
