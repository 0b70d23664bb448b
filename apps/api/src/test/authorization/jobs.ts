import type { AuthorizationFragment } from './rule.ts';

/** The job queue's dead letters: the super administrator's alone. */
export const JOBS_ROUTES: AuthorizationFragment = {
  module: 'jobs',
  routes: {
    'GET /api/jobs/dead-letters': ['superAdmin'],
    'POST /api/jobs/dead-letters/{id}/retry': ['superAdmin'],
  },
};
