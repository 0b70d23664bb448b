import type { AuthorizationFragment } from './rule.ts';

/**
 * Orders: callers of a brand, producer or administrator role that holds TRACE_PRODUCT. Of the matrix's
 * callers only the brand does (the demo ginner's and the administrators' roles do not trace products).
 */
export const ORDERS_ROUTES: AuthorizationFragment = {
  module: 'orders',
  routes: {
    'GET /api/orders': ['brand'],
    'POST /api/orders': ['brand'],
    'GET /api/orders/supplier-candidates': ['brand'],
    'GET /api/orders/{id}': ['brand'],
    'PUT /api/orders/{id}': ['brand'],
    'DELETE /api/orders/{id}': ['brand'],
    'POST /api/orders/{id}/suppliers': ['brand'],
    'PUT /api/orders/{id}/suppliers/{orderSupplierId}': ['brand'],
    'DELETE /api/orders/{id}/suppliers/{orderSupplierId}': ['brand'],
  },
};
