import type { TFeatureRoutes } from '../../lib/feature-routes.ts';

export const AUTH_ROUTES: TFeatureRoutes = {
  publicRoutes: [
    {
      path: 'sign-in',
      onEnter: 'send-signed-in-home',
      screen: () => import('./pages/sign-in-page.tsx').then((module) => ({ Component: module.SignInPage })),
    },
    {
      path: 'forgot-password',
      onEnter: 'send-signed-in-home',
      screen: () => import('./pages/forgot-password-page.tsx').then((module) => ({ Component: module.ForgotPasswordPage })),
    },
    {
      path: 'reset-password',
      onEnter: 'send-signed-in-home',
      screen: () => import('./pages/reset-password-page.tsx').then((module) => ({ Component: module.ResetPasswordPage })),
    },
    {
      path: 'sign-up',
      onEnter: 'sign-out',
      screen: () => import('./pages/sign-up-page.tsx').then((module) => ({ Component: module.SignUpPage })),
    },
  ],
};
