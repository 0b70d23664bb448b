import type { AuthorizationFragment } from './rule.ts';

export const FACILITY_GROUPS_ROUTES: AuthorizationFragment = {
  module: 'facility-groups',
  routes: {
    'GET /api/facility-groups': ['administrator'],
    'GET /api/facility-groups/template': ['administrator'],
    'POST /api/facility-groups/validate-import-template': ['administrator'],
    'POST /api/facility-groups/import-data': ['administrator'],
    'GET /api/facility-groups/{id}': ['administrator'],
    'GET /api/facility-groups/{id}/farms/{farmId}/answers': ['administrator'],
    'GET /api/facility-groups/{id}/template': ['administrator'],
    'PUT /api/facility-groups/{id}/import-data': ['administrator'],
    'DELETE /api/facility-groups/{id}': ['administrator'],
  },
};
