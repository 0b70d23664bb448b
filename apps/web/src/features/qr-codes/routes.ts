import { IconTag } from '../../components/icons.tsx';
import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import type { TAccessRule } from '../../lib/guards.ts';

export const QR_CODES_ACCESS = {
  qrCodeManagement: { permissions: ['GENERATE_QR_CODES'], roleTypes: ['Administrator'], exceptRoleCodes: ['SUPER_ADMIN'] },
  /** A label's link opens for anyone signed in; the page shows only what the server lets that user see. */
  labelLink: {},
} as const satisfies Record<string, TAccessRule>;

export const QR_CODES_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'qr-code-management',
      requires: QR_CODES_ACCESS.qrCodeManagement,
      screen: () => import('./pages/qr-code-management-page.tsx').then((module) => ({ Component: module.QrCodeManagementPage })),
    },
    {
      path: 'qr-code-history',
      requires: QR_CODES_ACCESS.qrCodeManagement,
      screen: () => import('./pages/qr-code-history-page.tsx').then((module) => ({ Component: module.QrCodeHistoryPage })),
    },
    {
      path: 'q/:code',
      requires: QR_CODES_ACCESS.labelLink,
      screen: () => import('./pages/qr-code-product-page.tsx').then((module) => ({ Component: module.QrCodeProductPage })),
    },
  ],
  menu: [
    {
      position: 240,
      id: 'qr-code-management',
      path: '/qr-code-management',
      labelKey: 'qrCodes.menu',
      icon: IconTag,
      requires: QR_CODES_ACCESS.qrCodeManagement,
    },
  ],
};
