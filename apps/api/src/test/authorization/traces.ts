import type { AuthorizationFragment } from './rule.ts';

/**
 * Order traces and their downloads (documents zip, evidence-pack PDF, EPCIS): callers of a brand, producer
 * or administrator role that holds TRACE_PRODUCT. Of the matrix's callers only the brand does (the demo
 * ginner's and the administrators' roles do not trace). The print page reads its pack by a one-time token,
 * which is its only credential.
 */
export const TRACES_ROUTES: AuthorizationFragment = {
  module: 'traces',
  routes: {
    'GET /api/orders/{id}/trace': ['brand'],
    'POST /api/orders/{id}/trace/reset': ['brand'],
    'GET /api/orders/{id}/trace/documents': ['brand'],
    'GET /api/orders/{id}/trace/epcis': ['brand'],
    'GET /api/orders/{id}/trace/pdf': ['brand'],
    'GET /api/pdf-export': 'public',
  },
};
