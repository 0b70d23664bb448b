import type { ComponentType } from 'react';
import type { TAccessRule } from './guards.ts';
import type { TCatalogueFile } from './i18n.ts';
import type { TPlacedMenuItem } from './menu-entries.ts';

/** A screen's module, imported only when the route opens (spec §2), so a page downloads only its own code. */
export type TLazyScreen = () => Promise<{ Component: ComponentType }>;

/** A screen in the public frame, open to visitors. */
export type TPublicRoute = {
  path: string;
  screen: TLazyScreen;
  /**
   * `send-signed-in-home`: sign-in and password screens have nothing for a signed-in user.
   * `sign-out`: opening an invitation starts from a clean slate.
   */
  onEnter?: 'send-signed-in-home' | 'sign-out';
  /** Plain documents (terms, privacy) stay readable on phones instead of the desktop notice. */
  allowSmallScreen?: boolean;
  /**
   * The catalogue files the screen reads past the first page's (app, auth), downloaded before it renders.
   * Signed-in screens need none: the signed-in layout loads every one.
   */
  catalogues?: readonly TCatalogueFile[];
};

/** A screen behind sign-in, relative to `/`; the router refuses it, and the menu hides it, unless `requires` allows. */
export type TSignedInRoute = {
  path: string;
  requires: TAccessRule;
  screen: TLazyScreen;
  /**
   * Let the screen go, and send the user home, the moment its rule stops holding while it is open: an
   * onboarding screen whose own save finishes onboarding (the route loader only checks on navigation).
   */
  leaveWhenNoLongerAllowed?: boolean;
};

/**
 * What a feature adds to the app shell (its routes.ts), data only: the shell assembles the router
 * and the menu from these fragments, through the one list in app/features.ts. Each screen's rule
 * (spec §6 "Route gating") is named once, in the feature's `<FEATURE>_ACCESS`: the router guards the
 * route with it and the menu offers the entry with it (sometimes narrowed further, never widened), so
 * the menu never links to a screen the router would refuse.
 */
export type TFeatureRoutes = {
  publicRoutes?: readonly TPublicRoute[];
  /** Pages printed to PDF by the server's headless browser: open to it, outside every frame (no header, no footer). */
  printRoutes?: readonly TPublicRoute[];
  signedInRoutes?: readonly TSignedInRoute[];
  menu?: readonly TPlacedMenuItem[];
};
