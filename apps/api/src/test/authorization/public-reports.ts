import type { AuthorizationFragment } from './rule.ts';

/**
 * The public worker channel is open to anyone (no account); its triage is for administrators holding
 * SUBMIT_GRIEVANCE_REPORTS, which the demo administrator's role does and the super administrator's does not.
 */
export const PUBLIC_REPORTS_ROUTES: AuthorizationFragment = {
  module: 'public-reports',
  routes: {
    'GET /api/public/facilities': 'public',
    'GET /api/public/report-categories': 'public',
    'POST /api/public/reports': 'public',
    'POST /api/public/reports/status': 'public',
    'POST /api/public/reports/additions': 'public',
    'GET /api/public-reports': ['administrator'],
    'GET /api/public-reports/{id}': ['administrator'],
    'POST /api/public-reports/{id}/accept': ['administrator'],
    'POST /api/public-reports/{id}/close': ['administrator'],
  },
};
