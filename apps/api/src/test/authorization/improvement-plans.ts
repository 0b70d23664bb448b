import type { AuthorizationFragment } from './rule.ts';

/**
 * Improvement plans: brands and producers holding VIEW_CAP or ASSIGN_CAP read and work on plans (the demo
 * ginner receives them with VIEW_CAP); assigning and its helpers need ASSIGN_CAP, which the demo brand holds.
 */
const READERS: ['producer', 'brand'] = ['producer', 'brand'];

export const IMPROVEMENT_PLANS_ROUTES: AuthorizationFragment = {
  module: 'improvement-plans',
  routes: {
    'GET /api/improvement-plans': READERS,
    'GET /api/improvement-plans/supplier-candidates': ['brand'],
    'GET /api/improvement-plans/issues': READERS,
    'POST /api/facilities/{facilityId}/improvement-plans/check': ['brand'],
    'POST /api/facilities/{facilityId}/improvement-plans': ['brand'],
    'GET /api/improvement-plans/{id}': READERS,
    'POST /api/improvement-plans/{id}/open': READERS,
    'POST /api/improvement-plans/{id}/transitions': READERS,
    'PUT /api/improvement-plans/{id}/target-date': READERS,
    'POST /api/improvement-plans/{id}/files': READERS,
    'DELETE /api/improvement-plans/{id}/files/{fileId}': READERS,
    'GET /api/improvement-plans/{id}/files/{blobName}': READERS,
    'POST /api/improvement-plans/{id}/comments': READERS,
    'POST /api/improvement-plans/{id}/extension-requests': READERS,
    'POST /api/improvement-plans/{id}/extension-requests/{requestId}/decision': READERS,
  },
};
