import type { AuthorizationFragment } from './rule.ts';

export const PARTNERS_ROUTES: AuthorizationFragment = {
  module: 'partners',
  routes: {
    'GET /partners/roles': ['producer'],
    'GET /partners/search/facilities': ['producer'],
    'GET /partners/search/transporters': ['producer'],
    'GET /partners/search/brokers': ['producer'],
    'GET /partners/search/broker-partners': ['producer'],
    'GET /brokers/invitable-partners': ['producer'],
    'GET /partners/all': ['producer'],
    'POST /partners/': ['producer'],
    'POST /partners/invite': ['producer'],
    'POST /partners/invite/transporters': ['producer'],
    'POST /partners/invite/brokers': ['producer'],
    'DELETE /partners/{id}': ['producer'],
    'GET /facilities/{id}/business-partner': ['producer'],
    'GET /api/partners/sellers': ['producer'],
    'GET /api/partners/purchasers': ['producer'],
    'GET /api/partners/transporters': ['producer'],
  },
};
