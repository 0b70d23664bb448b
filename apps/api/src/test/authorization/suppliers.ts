import type { AuthorizationFragment } from './rule.ts';

/**
 * Brand suppliers: brands read them (VIEW_SUPPLIER_RISK_ASSESSMENT…) and change them (INVITE_PARTNERS);
 * administrators who view supplier risk in user management read any facility's detail.
 */
export const SUPPLIERS_ROUTES: AuthorizationFragment = {
  module: 'suppliers',
  routes: {
    'GET /api/brands/suppliers': ['brand'],
    'GET /api/brands/suppliers/roles': ['brand'],
    'GET /api/brands/suppliers/search': ['brand'],
    'GET /api/brands/suppliers/partner-candidates': ['brand'],
    'GET /api/brands/suppliers/mapping': ['brand'],
    'GET /api/brands/suppliers/{id}': ['brand', 'administrator'],
    'POST /api/brands/suppliers': ['brand'],
    'PUT /api/brands/suppliers/{id}': ['brand'],
    'DELETE /api/brands/suppliers/{id}': ['brand'],
    'GET /api/brands/suppliers/import/template': ['brand'],
    'POST /api/brands/suppliers/import/validate': ['brand'],
    'POST /api/brands/suppliers/import/{importId}': ['brand'],
  },
};
