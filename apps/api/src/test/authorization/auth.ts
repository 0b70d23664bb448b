import type { AuthorizationFragment } from './rule.ts';

export const AUTH_ROUTES: AuthorizationFragment = {
  module: 'auth',
  routes: {
    'POST /auth/login': 'public',
    'POST /auth/refresh': 'public',
    'POST /auth/forgot-password': 'public',
    'POST /auth/reset-password': 'public',
    'GET /auth/invite/{token}': 'public',
    'POST /auth/signup': 'public',
    'DELETE /auth/logout': 'signedIn',
    'POST /auth/short-token': 'signedIn',
    'PUT /api/users/change-password': 'signedIn',
  },
};
