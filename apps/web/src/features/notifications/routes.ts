import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import { NOTIFICATIONS_ACCESS } from './access.ts';

/** The bell sits in the signed-in header (app/layouts); its full list and the e-mail switches are one screen. */
export const NOTIFICATIONS_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'notifications',
      requires: NOTIFICATIONS_ACCESS.notifications,
      screen: () => import('./pages/notifications-page.tsx').then((module) => ({ Component: module.NotificationsPage })),
    },
  ],
};
