import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import { DNA_TESTS_ACCESS } from './access.ts';
import { IconDna } from './components/dna-icons.tsx';

export const DNA_TESTS_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'dna-management',
      requires: DNA_TESTS_ACCESS.list,
      screen: () => import('./pages/dna-tests-page.tsx').then((module) => ({ Component: module.DnaTestsPage })),
    },
    {
      path: 'dna-management/new',
      requires: DNA_TESTS_ACCESS.record,
      screen: () => import('./pages/new-dna-test-page.tsx').then((module) => ({ Component: module.NewDnaTestPage })),
    },
    {
      path: 'dna-management/:id',
      requires: DNA_TESTS_ACCESS.list,
      screen: () => import('./pages/dna-test-detail-page.tsx').then((module) => ({ Component: module.DnaTestDetailPage })),
    },
  ],
  // Spec §2 "Menu by role": DNA test comes after QR code management in an administrator's menu.
  menu: [
    {
      position: 250,
      id: 'dna-management',
      path: '/dna-management',
      labelKey: 'dnaTests.menu',
      icon: IconDna,
      requires: DNA_TESTS_ACCESS.list,
    },
  ],
};
