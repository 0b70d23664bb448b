import type { AuthorizationFragment } from './rule.ts';

export const HEALTH_ROUTES: AuthorizationFragment = {
  module: 'health',
  routes: {
    'GET /api/health': 'public',
    'GET /api/health/live': 'public',
    'GET /api/health/ready': 'public',
  },
};
