import type { AuthorizationFragment } from './rule.ts';

export const PRODUCT_ACTIVITIES_ROUTES: AuthorizationFragment = {
  module: 'product-activities',
  routes: {
    'GET /api/events/purchases/products/{id}': ['producer'],
    'GET /api/events/purchases/required-sellers': ['producer'],
    'GET /api/product-definitions/purchased-product-definitions': ['producer'],
    'POST /api/events/purchases': ['producer'],
    'GET /api/events/sells/products/{id}': ['producer'],
    'POST /api/events/sells': ['producer'],
    'GET /api/events/transports/products/{id}': ['producer'],
    'POST /api/events/transports': ['producer'],
    'GET /api/events/assign-products/definitions': ['producer'],
    'GET /api/events/assign-products/products/{id}': ['producer'],
    'POST /api/events/assign-products': ['producer'],
    'GET /api/events/record-by-product/stock': ['producer'],
    'POST /api/events/record-by-product': ['producer'],
    'GET /api/histories': ['producer'],
    'GET /api/histories/download-documents': ['producer'],
    'GET /api/histories/date-ranges': ['producer'],
    'GET /api/histories/season-start-time': ['producer'],
    'GET /api/calculations/mass-balance': ['producer'],
    // The matrix's producer is the ginner, which may not see margins of error (VIEW_MARGIN_OF_ERROR).
    'GET /api/calculations/margin-of-error': [],
    'GET /api/calculations': [],
    // Any administrator gets past the guard; the service's policy then refuses one without product permissions (the super admin).
    'GET /api/products/by-qr-code/{code}': ['superAdmin', 'administrator', 'producer'],
  },
};
