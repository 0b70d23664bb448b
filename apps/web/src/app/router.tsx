import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import type { TLazyScreen, TPublicRoute, TSignedInRoute } from '../lib/feature-routes.ts';
import { FEATURES } from './features.ts';
import { AppFrame } from './layouts/app-frame.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import type { TRouteHandle } from './route-handle.ts';
import { protect, publicOnly, redirectHome, signOutFirst } from './route-loaders.ts';
import { StayWhileAllowed } from './stay-while-allowed.tsx';

/*
 * Every screen and layout loads on demand (spec §2), so the first page downloads only its own code.
 * Only the frame, the loader and the error screen are bundled up front: the error screen must work
 * precisely when downloading a screen fails.
 */

const publicLayout = () => import('./layouts/public-layout.tsx').then((module) => ({ Component: module.PublicLayout }));

const notFound = () => import('./pages/not-found-page.tsx').then((module) => ({ Component: module.NotFoundPage }));

const ON_ENTER = { 'send-signed-in-home': publicOnly, 'sign-out': signOutFirst } as const;

const smallScreenHandle: TRouteHandle = { allowSmallScreen: true };

function publicRoute({ path, screen, onEnter, allowSmallScreen }: TPublicRoute): RouteObject {
  return {
    path,
    lazy: screen,
    ...(onEnter ? { loader: ON_ENTER[onEnter] } : {}),
    ...(allowSmallScreen ? { handle: smallScreenHandle } : {}),
  };
}

// Each screen declares what it requires (its feature's routes.ts); the menu offers it under the same rule.
function signedInRoute({ path, requires, screen, leaveWhenNoLongerAllowed }: TSignedInRoute): RouteObject {
  const lazy: TLazyScreen = leaveWhenNoLongerAllowed
    ? () =>
        screen().then(({ Component }) => ({
          Component: () => (
            <StayWhileAllowed rule={requires}>
              <Component />
            </StayWhileAllowed>
          ),
        }))
    : screen;
  return { path, loader: protect(requires), lazy };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppFrame,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      ...FEATURES.flatMap((feature) => feature.printRoutes ?? []).map(publicRoute),
      {
        lazy: publicLayout,
        children: [
          ...FEATURES.flatMap((feature) => feature.publicRoutes ?? []).map(publicRoute),
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
        children: [
          { index: true, loader: redirectHome },
          ...FEATURES.flatMap((feature) => feature.signedInRoutes ?? []).map(signedInRoute),
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
