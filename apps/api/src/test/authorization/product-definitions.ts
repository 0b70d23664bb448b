import type { AuthorizationFragment } from './rule.ts';

export const PRODUCT_DEFINITIONS_ROUTES: AuthorizationFragment = {
  module: 'product-definitions',
  routes: {
    'GET /api/commodities': 'signedIn',
    'GET /api/attributes': 'signedIn',
    'POST /api/attributes': ['superAdmin'],
    'PUT /api/attributes/{id}': ['superAdmin'],
    'DELETE /api/attributes/{id}': ['superAdmin'],
    'GET /api/attributes/translations': 'signedIn',
    'PUT /api/attributes/translations': ['superAdmin'],
    'GET /api/product-definitions': 'signedIn',
    'GET /api/product-definitions/translations': 'signedIn',
    'PUT /api/product-definitions/translations': ['superAdmin'],
    'GET /api/product-definitions/{id}': 'signedIn',
    'POST /api/product-definitions': ['superAdmin'],
    'PUT /api/product-definitions/{id}': ['superAdmin'],
    'DELETE /api/product-definitions/{id}': ['superAdmin'],
  },
};
