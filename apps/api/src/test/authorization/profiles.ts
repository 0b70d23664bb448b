import type { AuthorizationFragment } from './rule.ts';

export const PROFILES_ROUTES: AuthorizationFragment = {
  module: 'profiles',
  routes: {
    'GET /api/facilities/me': ['producer', 'assessor'],
    'GET /api/brands/profile': ['brand'],
    'PUT /api/brands/profile': ['brand'],
  },
};
