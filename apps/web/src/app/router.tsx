import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import type { TLazyScreen, TPublicRoute, TSignedInRoute } from '../lib/feature-routes.ts';
import { CATALOGUE_FILES_LOADED_LATER, loadCatalogues } from '../lib/i18n.ts';
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

function publicRoute({ path, screen, onEnter, allowSmallScreen, catalogues }: TPublicRoute): RouteObject {
  const enter = onEnter ? ON_ENTER[onEnter] : undefined;
  return {
    path,
    lazy: screen,
    ...(enter || catalogues
      ? {
          loader: async () => {
            enter?.();
            if (catalogues) await loadCatalogues(catalogues);
            return null;
          },
        }
      : {}),
    ...(allowSmallScreen ? { handle: smallScreenHandle } : {}),
  };
}

const signedIn = protect();

/**
 * Signed-in screens read every feature's keys (menus, shared pickers, other features' names), so the
 * layout brings all the catalogue files past the first page's at once, after the sign-in check (a
 * visitor sent to sign-in downloads none) and before any of its screens renders; once per visit.
 */
async function signedInLoader(args: LoaderFunctionArgs): Promise<null> {
  signedIn(args);
  await loadCatalogues(CATALOGUE_FILES_LOADED_LATER);
  return null;
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
        loader: signedInLoader,
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
