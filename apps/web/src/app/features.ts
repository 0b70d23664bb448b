import { AUTH_ROUTES } from '../features/auth/routes.ts';
import { DNA_TESTS_ROUTES } from '../features/dna-tests/routes.ts';
import { FACILITY_GROUPS_ROUTES } from '../features/facility-groups/routes.ts';
import { IMPROVEMENT_PLANS_ROUTES } from '../features/improvement-plans/routes.ts';
import { INCIDENTS_ROUTES } from '../features/incidents/routes.ts';
import { AUDIT_LOG_ROUTES } from '../features/audit-log/routes.ts';
import { JOBS_ROUTES } from '../features/jobs/routes.ts';
import { LEGAL_ROUTES } from '../features/legal/routes.ts';
import { ORDERS_ROUTES } from '../features/orders/routes.ts';
import { NOTIFICATIONS_ROUTES } from '../features/notifications/routes.ts';
import { PARTNERS_ROUTES } from '../features/partners/routes.ts';
import { PRODUCT_ACTIVITIES_ROUTES } from '../features/product-activities/routes.ts';
import { QR_CODES_ROUTES } from '../features/qr-codes/routes.ts';
import { RISK_ROUTES } from '../features/risk/routes.ts';
import { SUPPLIERS_ROUTES } from '../features/suppliers/routes.ts';
import { TRACE_PDF_ROUTES } from '../features/trace-pdf/routes.ts';
import { TRACES_ROUTES } from '../features/traces/routes.ts';
import { USERS_ROUTES } from '../features/users/routes.ts';
import type { TFeatureRoutes } from '../lib/feature-routes.ts';
import { APP_PAGES_ROUTES } from './pages/routes.ts';

/**
 * Every feature that adds screens, with the app's own pages that compose several: the router and
 * the menu are assembled from this list, so a new feature adds its routes.ts and one line here.
 */
export const FEATURES: readonly TFeatureRoutes[] = [
  AUTH_ROUTES,
  LEGAL_ROUTES,
  USERS_ROUTES,
  FACILITY_GROUPS_ROUTES,
  INCIDENTS_ROUTES,
  AUDIT_LOG_ROUTES,
  QR_CODES_ROUTES,
  DNA_TESTS_ROUTES,
  PARTNERS_ROUTES,
  PRODUCT_ACTIVITIES_ROUTES,
  ORDERS_ROUTES,
  SUPPLIERS_ROUTES,
  IMPROVEMENT_PLANS_ROUTES,
  TRACES_ROUTES,
  TRACE_PDF_ROUTES,
  RISK_ROUTES,
  NOTIFICATIONS_ROUTES,
  JOBS_ROUTES,
  APP_PAGES_ROUTES,
];
