import type { AuthorizationFragment } from './rule.ts';

export const REFERENCE_DATA_ROUTES: AuthorizationFragment = {
  module: 'reference-data',
  routes: {
    'GET /z/certifications': 'signedIn',
    'GET /facilities/certifications': 'signedIn',
    'GET /facilities/farm-certifications': 'signedIn',
    'GET /facilities/chain-of-custody': 'signedIn',
    'GET /locations/countries': 'signedIn',
    'GET /locations/all-countries': 'signedIn',
    'GET /locations/provinces': 'signedIn',
    'GET /locations/districts': 'signedIn',
    'GET /api/business-details/address': 'signedIn',
  },
};
