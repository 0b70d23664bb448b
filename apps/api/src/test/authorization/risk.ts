import type { AuthorizationFragment } from './rule.ts';

/**
 * The risk engine's reads: a facility's risk for brands (their suppliers) and administrators (any facility)
 * with a supplier-risk view; the overview for administrators only.
 */
export const RISK_ROUTES: AuthorizationFragment = {
  module: 'risk',
  routes: {
    'GET /api/facilities/{id}/risk': ['brand', 'administrator'],
    'GET /api/facilities/{id}/risk/filter-values': ['brand', 'administrator'],
    'GET /api/facilities/{id}/risk/pdf': ['brand', 'administrator'],
    'GET /api/facilities/{id}/compliance-history': ['brand', 'administrator'],
    'GET /api/risk/overview': ['administrator'],
  },
};
