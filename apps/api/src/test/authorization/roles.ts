import type { AuthorizationFragment } from './rule.ts';

export const ROLES_ROUTES: AuthorizationFragment = {
  module: 'roles',
  routes: {
    'GET /permissions': 'signedIn',
    'GET /roles': 'signedIn',
    'GET /roles/administrator-completes-profile': 'signedIn',
    'GET /api/roles/icons': 'signedIn',
    'POST /api/roles': ['superAdmin'],
    'PUT /api/roles/{id}': ['superAdmin'],
    'DELETE /api/roles/{id}': ['superAdmin'],
    'GET /api/roles/attribute-translations': ['superAdmin'],
    'PUT /api/roles/attribute-translations': ['superAdmin'],
  },
};
