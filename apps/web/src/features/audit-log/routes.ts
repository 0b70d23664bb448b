import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import { AUDIT_LOG_ACCESS } from './access.ts';

/** Reached from the incident reports screen; the menu keeps to spec §2's entries. */
export const AUDIT_LOG_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'audit-log',
      requires: AUDIT_LOG_ACCESS.view,
      screen: () => import('./pages/audit-log-page.tsx').then((module) => ({ Component: module.AuditLogPage })),
    },
  ],
};
