import type { AuthorizationFragment } from './rule.ts';

export const CONFIGURATION_ROUTES: AuthorizationFragment = {
  module: 'configuration',
  routes: {
    'GET /api/business-details': 'signedIn',
    'PUT /api/business-details': ['superAdmin'],
    'POST /api/business-details/completed-steps': ['superAdmin'],
    'GET /api/business-details/gps-status': 'signedIn',
    'GET /api/business-details/selected-commodities': 'signedIn',
    'POST /api/business-details/configuration-systems': ['superAdmin'],
    'POST /api/business-details/switch-to-configuration': ['superAdmin'],
    'GET /api/app-logo': 'public',
    'GET /api/app-logo/file': 'public',
    'GET /api/risk-assessment-method': 'signedIn',
    'PUT /api/risk-assessment-method': ['superAdmin'],
    'GET /api/configuration/export': ['superAdmin'],
    'POST /api/configuration/import': ['superAdmin'],
  },
};
