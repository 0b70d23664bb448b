import type { AuthorizationFragment } from './rule.ts';

export const QR_CODES_ROUTES: AuthorizationFragment = {
  module: 'qr-codes',
  routes: {
    'POST /api/qr-code-batches': ['administrator'],
    'GET /api/qr-code-batches': ['administrator'],
    'GET /api/qr-code-batches/{id}': ['administrator'],
    'GET /api/qr-code-batches/{id}/codes.csv': ['administrator'],
    'GET /api/qr-code-batches/{id}/labels.zip': ['administrator'],
    'GET /api/qr-code-batches/{id}/labels.pdf': ['administrator'],
    'DELETE /api/qr-code-batches/{id}': ['administrator'],
    'DELETE /api/qr-code-batches': ['administrator'],
  },
};
