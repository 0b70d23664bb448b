import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { AppFrame } from './layouts/app-frame.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import type { TRouteHandle } from './route-handle.ts';
import { ACCESS } from './access-rules.ts';
import { protect, publicOnly, redirectHome, signOutFirst } from './route-loaders.ts';

/*
 * Every screen and layout loads on demand (spec §2), so the first page downloads only its own code.
 * Only the frame, the loader and the error screen are bundled up front: the error screen must work
 * precisely when downloading a screen fails.
 */

const publicLayout = () => import('./layouts/public-layout.tsx').then((module) => ({ Component: module.PublicLayout }));

const notFound = () => import('./pages/not-found-page.tsx').then((module) => ({ Component: module.NotFoundPage }));

const documentHandle: TRouteHandle = { allowSmallScreen: true };

const userManagementPage = () =>
  import('../features/users/pages/user-management-page.tsx').then((module) => ({
    Component: module.UserManagementPage,
  }));

const colleagueManagementPage = () =>
  import('../features/users/pages/colleague-management-page.tsx').then((module) => ({
    Component: module.ColleagueManagementPage,
  }));

const settingsPage = () => import('../features/users/pages/settings-page.tsx').then((module) => ({ Component: module.SettingsPage }));

const configurationPage = () => import('./pages/configuration-page.tsx').then((module) => ({ Component: module.ConfigurationPage }));

const superAdminSettingsPage = () =>
  import('./pages/super-admin-settings-page.tsx').then((module) => ({ Component: module.SuperAdminSettingsPage }));

// ── partners ──
const managePartnersPage = () => import('./pages/manage-partners-page.tsx').then((module) => ({ Component: module.ManagePartnersPage }));

// ── facility-groups ──
const facilityManagementPage = () =>
  import('./pages/facility-management-page.tsx').then((module) => ({ Component: module.FacilityManagementPage }));

// ── product activities ──
const homepagePage = () => import('./pages/homepage-page.tsx').then((module) => ({ Component: module.HomepagePage }));
const purchasePage = () => import('./pages/purchase-page.tsx').then((module) => ({ Component: module.PurchasePage }));
const sellPage = () => import('./pages/sell-page.tsx').then((module) => ({ Component: module.SellPage }));
const transportPage = () => import('./pages/transport-page.tsx').then((module) => ({ Component: module.TransportPage }));
const assignProductIdPage = () =>
  import('./pages/assign-product-id-page.tsx').then((module) => ({ Component: module.AssignProductIdPage }));
const recordByProductPage = () =>
  import('./pages/record-by-product-page.tsx').then((module) => ({ Component: module.RecordByProductPage }));
const overviewPage = () => import('./pages/overview-page.tsx').then((module) => ({ Component: module.OverviewPage }));
const qrCodeManagementPage = () =>
  import('./pages/qr-code-management-page.tsx').then((module) => ({ Component: module.QrCodeManagementPage }));
const qrCodeHistoryPage = () => import('./pages/qr-code-history-page.tsx').then((module) => ({ Component: module.QrCodeHistoryPage }));

// ── profiles ──
const onboardPage = () => import('./pages/onboard-page.tsx').then((module) => ({ Component: module.OnboardPage }));
const producerProfilePage = () => import('./pages/producer-profile-page.tsx').then((module) => ({ Component: module.ProducerProfilePage }));
const auditorOnboardPage = () => import('./pages/auditor-onboard-page.tsx').then((module) => ({ Component: module.AuditorOnboardPage }));
const auditorProfilePage = () => import('./pages/auditor-profile-page.tsx').then((module) => ({ Component: module.AuditorProfilePage }));
const brandOnboardPage = () => import('./pages/brand-onboard-page.tsx').then((module) => ({ Component: module.BrandOnboardPage }));
const brandProfilePage = () => import('./pages/brand-profile-page.tsx').then((module) => ({ Component: module.BrandProfilePage }));

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
        // Each screen declares what it requires (access-rules.ts); the menu offers it under the same rule.
        children: [
          { index: true, loader: redirectHome },
          { path: 'configuration', loader: protect(ACCESS.configuration), lazy: configurationPage },
          { path: 'user-management', loader: protect(ACCESS.userManagement), lazy: userManagementPage },
          // ── facility-groups ──
          { path: 'facility-management/:id', loader: protect(ACCESS.facilityManagement), lazy: facilityManagementPage },
          // ── product activities ──
          { path: 'qr-code-management', loader: protect(ACCESS.qrCodeManagement), lazy: qrCodeManagementPage },
          { path: 'qr-code-history', loader: protect(ACCESS.qrCodeManagement), lazy: qrCodeHistoryPage },
          { path: 'settings', loader: protect(ACCESS.settings), lazy: settingsPage },
          {
            path: 'super-admin-user-management',
            loader: protect(ACCESS.superAdminUserManagement),
            lazy: userManagementPage,
          },
          { path: 'super-admin-settings', loader: protect(ACCESS.superAdminSettings), lazy: superAdminSettingsPage },
          // ── profiles ──
          { path: 'onboard', loader: protect(ACCESS.producerOnboard), lazy: onboardPage },
          { path: 'my-profile', loader: protect(ACCESS.producerProfile), lazy: producerProfilePage },
          { path: 'producer-management', loader: protect(ACCESS.producerManagement), lazy: colleagueManagementPage },
          { path: 'brand-management', loader: protect(ACCESS.brandManagement), lazy: colleagueManagementPage },
          { path: 'labor-management', loader: protect(ACCESS.laborManagement), lazy: colleagueManagementPage },
          // ── product activities ──
          {
            path: 'homepage',
            children: [
              { index: true, loader: protect(ACCESS.productActivities), lazy: homepagePage },
              { path: 'purchase', loader: protect(ACCESS.purchase), lazy: purchasePage },
              { path: 'assign-product-id', loader: protect(ACCESS.assignProductId), lazy: assignProductIdPage },
              { path: 'record-by-product', loader: protect(ACCESS.recordByProduct), lazy: recordByProductPage },
              { path: 'sell', loader: protect(ACCESS.sell), lazy: sellPage },
              { path: 'transport', loader: protect(ACCESS.transport), lazy: transportPage },
            ],
          },
          { path: 'overview', loader: protect(ACCESS.overview), lazy: overviewPage },
          // ── partners ──
          { path: 'manage-partners', loader: protect(ACCESS.managePartners), lazy: managePartnersPage },
          // ── profiles ──
          { path: 'brand-onboard', loader: protect(ACCESS.brandOnboard), lazy: brandOnboardPage },
          { path: 'brand-profile', loader: protect(ACCESS.brandProfile), lazy: brandProfilePage },
          { path: 'auditor-onboard', loader: protect(ACCESS.assessorOnboard), lazy: auditorOnboardPage },
          { path: 'auditor-profile', loader: protect(ACCESS.assessorProfile), lazy: auditorProfilePage },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
