import type { AuthorizationFragment } from './rule.ts';

export const USERS_ROUTES: AuthorizationFragment = {
  module: 'users',
  routes: {
    'GET /api/users/me': 'signedIn',
    'PUT /api/users': 'signedIn',
    'DELETE /api/users/me': 'signedIn',
    'GET /api/users': ['superAdmin', 'administrator'],
    'POST /api/users/invite': ['superAdmin', 'administrator'],
    'PUT /api/users/{id}': ['superAdmin', 'administrator'],
    'PATCH /api/users/{id}/status': ['superAdmin', 'administrator'],
    'POST /api/users/{id}/resend-invitation': ['superAdmin', 'administrator'],
    'GET /api/organisation/users': ['producer', 'brand', 'assessor'],
    'POST /api/organisation/users': ['producer', 'brand', 'assessor'],
    'PATCH /api/organisation/users/{id}': ['producer', 'brand', 'assessor'],
    'DELETE /api/organisation/users/{id}': ['producer', 'brand', 'assessor'],
    'POST /api/organisation/users/{id}/resend-invitation': ['producer', 'brand', 'assessor'],
  },
};
