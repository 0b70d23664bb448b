import type { AuthorizationFragment } from './rule.ts';

export const IDENTIFIERS_ROUTES: AuthorizationFragment = {
  module: 'identifiers',
  routes: {
    'POST /facilities/identifier-systems/check-oarId': ['administrator', 'producer'],
    'POST /facilities/identifier-systems/search-oarIds': ['administrator', 'producer'],
    'POST /facilities/identifier-systems/register-oarIds': ['administrator', 'producer'],
    'GET /facilities/identifier-systems/oar-ids/confirm-match': ['administrator', 'producer'],
    'GET /facilities/identifier-systems/oar-ids/reject-match': ['administrator', 'producer'],
    'GET /facilities/identifier-systems/rmi-cid': ['administrator', 'producer'],
    'POST /api/rmi-facilities/import': ['superAdmin'],
  },
};
