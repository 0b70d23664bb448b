import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import { RISK_ACCESS } from './access.ts';
import { IconChartBars } from './components/risk-icons.tsx';

export const RISK_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'risk-overview',
      requires: RISK_ACCESS.overview,
      screen: () => import('./pages/risk-overview-page.tsx').then((module) => ({ Component: module.RiskOverviewPage })),
    },
  ],
  // After user management, the administrators' home, whose list links each facility's detail.
  menu: [
    {
      position: 215,
      id: 'risk-overview',
      path: '/risk-overview',
      labelKey: 'risk.menu',
      icon: IconChartBars,
      requires: RISK_ACCESS.overview,
    },
  ],
};
