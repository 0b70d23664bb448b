import { AUTH_ROUTES } from './auth.ts';
import { CONFIGURATION_ROUTES } from './configuration.ts';
import { DNA_TESTS_ROUTES } from './dna-tests.ts';
import { FACILITY_GROUPS_ROUTES } from './facility-groups.ts';
import { FILES_ROUTES } from './files.ts';
import { HEALTH_ROUTES } from './health.ts';
import { IDENTIFIERS_ROUTES } from './identifiers.ts';
import { INDICATORS_ROUTES } from './indicators.ts';
import { IMPROVEMENT_PLANS_ROUTES } from './improvement-plans.ts';
import { INCIDENTS_ROUTES } from './incidents.ts';
import { JOBS_ROUTES } from './jobs.ts';
import { ORDERS_ROUTES } from './orders.ts';
import { PARTNERS_ROUTES } from './partners.ts';
import { PRODUCT_ACTIVITIES_ROUTES } from './product-activities.ts';
import { PRODUCT_DEFINITIONS_ROUTES } from './product-definitions.ts';
import { PROFILES_ROUTES } from './profiles.ts';
import { PUBLIC_REPORTS_ROUTES } from './public-reports.ts';
import { QR_CODES_ROUTES } from './qr-codes.ts';
import { NOTIFICATIONS_ROUTES } from './notifications.ts';
import { QUESTIONNAIRES_ROUTES } from './questionnaires.ts';
import { REFERENCE_DATA_ROUTES } from './reference-data.ts';
import { RISK_ROUTES } from './risk.ts';
import { ROLES_ROUTES } from './roles.ts';
import type { AuthorizationFragment } from './rule.ts';
import { SELF_ASSESSMENTS_ROUTES } from './self-assessments.ts';
import { SUPPLIERS_ROUTES } from './suppliers.ts';
import { TRACES_ROUTES } from './traces.ts';
import { SUPPLY_CHAIN_ROUTES } from './supply-chain.ts';
import { USERS_ROUTES } from './users.ts';

export type { AuthorizationFragment, TCaller, TRule } from './rule.ts';

/** Every module's fragment of the authorisation matrix: every route the app registers appears in exactly one. */
export const AUTHORIZATION_MATRIX: readonly AuthorizationFragment[] = [
  HEALTH_ROUTES,
  JOBS_ROUTES,
  AUTH_ROUTES,
  USERS_ROUTES,
  ROLES_ROUTES,
  FILES_ROUTES,
  CONFIGURATION_ROUTES,
  PRODUCT_DEFINITIONS_ROUTES,
  INDICATORS_ROUTES,
  QUESTIONNAIRES_ROUTES,
  SUPPLY_CHAIN_ROUTES,
  REFERENCE_DATA_ROUTES,
  IDENTIFIERS_ROUTES,
  PROFILES_ROUTES,
  PARTNERS_ROUTES,
  SELF_ASSESSMENTS_ROUTES,
  FACILITY_GROUPS_ROUTES,
  PRODUCT_ACTIVITIES_ROUTES,
  QR_CODES_ROUTES,
  NOTIFICATIONS_ROUTES,
  SUPPLIERS_ROUTES,
  ORDERS_ROUTES,
  INCIDENTS_ROUTES,
  PUBLIC_REPORTS_ROUTES,
  TRACES_ROUTES,
  RISK_ROUTES,
  IMPROVEMENT_PLANS_ROUTES,
  DNA_TESTS_ROUTES,
];
