import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { AppFrame } from './layouts/app-frame.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import type { TRouteHandle } from './route-handle.ts';
import { protect, publicOnly, redirectHome, signOutFirst } from './route-loaders.ts';

/*
 * Every screen and layout loads on demand (spec §2), so the first page downloads only its own code.
 * Only the frame, the loader and the error screen are bundled up front: the error screen must work
 * precisely when downloading a screen fails.
 */

const publicLayout = () =>
  import('./layouts/public-layout.tsx').then((module) => ({ Component: module.PublicLayout }));

const notFound = () =>
  import('./pages/not-found-page.tsx').then((module) => ({ Component: module.NotFoundPage }));

const documentHandle: TRouteHandle = { allowSmallScreen: true };

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppFrame,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        lazy: publicLayout,
        children: [
          {
            path: 'sign-in',
            loader: publicOnly,
            lazy: () =>
              import('../features/auth/pages/sign-in-page.tsx').then((module) => ({
                Component: module.SignInPage,
              })),
          },
          {
            path: 'forgot-password',
            loader: publicOnly,
            lazy: () =>
              import('../features/auth/pages/forgot-password-page.tsx').then((module) => ({
                Component: module.ForgotPasswordPage,
              })),
          },
          {
            path: 'reset-password',
            loader: publicOnly,
            lazy: () =>
              import('../features/auth/pages/reset-password-page.tsx').then((module) => ({
                Component: module.ResetPasswordPage,
              })),
          },
          {
            path: 'sign-up',
            loader: signOutFirst,
            lazy: () =>
              import('../features/auth/pages/sign-up-page.tsx').then((module) => ({
                Component: module.SignUpPage,
              })),
          },
          {
            path: 'term-conditions',
            handle: documentHandle,
            lazy: () =>
              import('../features/legal/pages/terms-page.tsx').then((module) => ({
                Component: module.TermsPage,
              })),
          },
          {
            path: 'privacy-policy',
            handle: documentHandle,
            lazy: () =>
              import('../features/legal/pages/privacy-page.tsx').then((module) => ({
                Component: module.PrivacyPage,
              })),
          },
          { path: '404', lazy: notFound },
          { path: '*', lazy: notFound },
        ],
      },
      {
        path: '/',
        loader: protect(),
        // The session can end between navigations, so the sign-in check runs on every one.
        shouldRevalidate: () => true,
        lazy: () =>
          import('./layouts/signed-in-layout.tsx').then((module) => ({
            Component: module.SignedInLayout,
          })),
        children: [{ index: true, loader: redirectHome }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
