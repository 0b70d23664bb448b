import type { AuthorizationFragment } from './rule.ts';

export const SUPPLY_CHAIN_ROUTES: AuthorizationFragment = {
  module: 'supply-chain',
  routes: {
    'GET /api/supply-chain-nodes': 'signedIn',
    'POST /api/supply-chain-nodes/chains': ['superAdmin'],
    'POST /api/supply-chain-nodes/lines': ['superAdmin'],
    'GET /api/supply-chain-nodes/deletion-impacts': 'signedIn',
    'DELETE /api/supply-chain-nodes/lines/{id}': ['superAdmin'],
    'DELETE /api/supply-chain-nodes/{roleId}': ['superAdmin'],
    'POST /api/supply-chain-nodes/{roleId}/update-impacts': 'signedIn',
    'PUT /api/supply-chain-nodes/{roleId}/outputs': ['superAdmin'],
    'PUT /api/supply-chain-nodes/positions': ['superAdmin'],
    'POST /api/calculated-fields/validate': 'signedIn',
    'POST /api/calculated-fields': ['superAdmin'],
    'PUT /api/calculated-fields/{id}': ['superAdmin'],
    'DELETE /api/calculated-fields/{id}': ['superAdmin'],
  },
};
