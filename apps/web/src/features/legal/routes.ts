import type { TFeatureRoutes } from '../../lib/feature-routes.ts';

export const LEGAL_ROUTES: TFeatureRoutes = {
  publicRoutes: [
    {
      path: 'term-conditions',
      allowSmallScreen: true,
      catalogues: ['legal'],
      screen: () => import('./pages/terms-page.tsx').then((module) => ({ Component: module.TermsPage })),
    },
    {
      path: 'privacy-policy',
      allowSmallScreen: true,
      catalogues: ['legal'],
      screen: () => import('./pages/privacy-page.tsx').then((module) => ({ Component: module.PrivacyPage })),
    },
  ],
};
