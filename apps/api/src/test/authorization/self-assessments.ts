import type { AuthorizationFragment } from './rule.ts';

export const SELF_ASSESSMENTS_ROUTES: AuthorizationFragment = {
  module: 'self-assessments',
  routes: {
    'GET /api/self-assessments/me': ['producer'],
    'POST /api/self-assessments/answers': ['producer'],
  },
};
