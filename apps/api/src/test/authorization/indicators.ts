import type { AuthorizationFragment } from './rule.ts';

export const INDICATORS_ROUTES: AuthorizationFragment = {
  module: 'indicators',
  routes: {
    'GET /api/indicator-list': 'signedIn',
    'POST /api/indicator-list/validate': ['superAdmin'],
    'POST /api/indicator-list/import': ['superAdmin'],
    'GET /api/indicator-list/icons': 'signedIn',
    'GET /api/indicator-list/template': 'signedIn',
    'GET /api/indicator-list/translations': 'signedIn',
    'PUT /api/indicator-list/translations': ['superAdmin'],
    'PATCH /api/indicator-list/{id}': ['superAdmin'],
    'DELETE /api/indicator-list/{id}': ['superAdmin'],
    'GET /api/external-risk-indicators': 'signedIn',
    'POST /api/external-risk-indicators': ['superAdmin'],
    'PUT /api/external-risk-indicators/{id}': ['superAdmin'],
    'DELETE /api/external-risk-indicators/{id}': ['superAdmin'],
    'GET /api/country-risks': 'signedIn',
    'POST /api/country-risks/import': ['superAdmin'],
    'PUT /api/country-risks/{countryCode}': ['superAdmin'],
    'DELETE /api/country-risks/{countryCode}': ['superAdmin'],
    'GET /api/product-risk-listings': 'signedIn',
    'POST /api/product-risk-listings/ilab': ['superAdmin'],
  },
};
