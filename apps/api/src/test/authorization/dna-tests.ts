import type { AuthorizationFragment } from './rule.ts';

/** DNA tests: the demo administrator logs and sees every test (DNA › VIEW and LOG DNA test results); nobody else holds them. */
export const DNA_TESTS_ROUTES: AuthorizationFragment = {
  module: 'dna-tests',
  routes: {
    'GET /api/dna-tests': ['administrator'],
    'GET /api/dna-tests/parties': ['administrator'],
    'GET /api/dna-tests/product-check': ['administrator'],
    'POST /api/dna-tests/synthetic': ['administrator'],
    'POST /api/dna-tests/isotopic': ['administrator'],
    'GET /api/dna-tests/{id}': ['administrator'],
    'DELETE /api/dna-tests/{id}': ['administrator'],
    'GET /api/dna-tests/{id}/files/{blobName}': ['administrator'],
  },
};
