import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import { PLANS_ACCESS } from './access.ts';
import { IconPlan } from './components/plan-icons.tsx';

const plansPage = () => import('./pages/plans-page.tsx').then((module) => ({ Component: module.PlansPage }));
const newPlanPage = () => import('./pages/new-plan-page.tsx').then((module) => ({ Component: module.NewPlanPage }));
const planDetailPage = () => import('./pages/plan-detail-page.tsx').then((module) => ({ Component: module.PlanDetailPage }));

const PLANS_MENU = { labelKey: 'improvementPlans.menu', icon: IconPlan } as const;

export const IMPROVEMENT_PLANS_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    { path: 'brand-cap', requires: PLANS_ACCESS.brand, screen: plansPage },
    { path: 'brand-cap/new', requires: PLANS_ACCESS.brandAssign, screen: newPlanPage },
    { path: 'brand-cap/:id', requires: PLANS_ACCESS.brand, screen: planDetailPage },
    { path: 'producer-cap', requires: PLANS_ACCESS.producer, screen: plansPage },
    { path: 'producer-cap/new', requires: PLANS_ACCESS.producerAssign, screen: newPlanPage },
    { path: 'producer-cap/:id', requires: PLANS_ACCESS.producer, screen: planDetailPage },
  ],
  // Spec §2 "Menu by role": after manage partners for producers, after trace product for brands.
  menu: [
    { ...PLANS_MENU, position: 360, id: 'producer-cap', path: '/producer-cap', requires: PLANS_ACCESS.producer },
    { ...PLANS_MENU, position: 540, id: 'brand-cap', path: '/brand-cap', requires: PLANS_ACCESS.brand },
  ],
};
