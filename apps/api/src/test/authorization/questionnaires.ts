import type { AuthorizationFragment } from './rule.ts';

export const QUESTIONNAIRES_ROUTES: AuthorizationFragment = {
  module: 'questionnaires',
  routes: {
    'GET /api/saqs': 'signedIn',
    'GET /api/saqs/{roleId}': ['superAdmin', 'administrator'],
    'GET /api/saqs/{roleId}/template': 'signedIn',
    'POST /api/saqs/{roleId}/validate': ['superAdmin'],
    'POST /api/saqs/{roleId}/import': ['superAdmin'],
    'GET /api/saqs/{roleId}/translations': 'signedIn',
    'PUT /api/saqs/{roleId}/translations': ['superAdmin'],
    'PUT /api/saqs/{roleId}/facility-group-template': ['superAdmin'],
    'GET /api/saqs/{roleId}/facility-group-template': 'signedIn',
  },
};
