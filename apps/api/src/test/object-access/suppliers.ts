import type { ActivityWorld, TProducer, TWho } from '../world/activity-world.ts';
import { insertFacilityRow } from '../world/raw-rows.ts';
import { nextNumber, type ObjectAccessTable, type TEntry } from './table.ts';

/**
 * The brand's row is a fresh mill it added as its supplier (a facility nobody has signed up for,
 * raw-rows.ts), so a removal never starves a later entry; a producer's row is its own facility,
 * which is no brand's supplier.
 */
async function supplierOf(world: ActivityWorld, owner: TWho): Promise<string> {
  if (owner !== 'brand') return world.facilityIds[owner as TProducer];
  const facilityId = await insertFacilityRow(world.t.database.db, {
    name: `Supplier mill ${nextNumber()}`,
    roleId: world.roleIds.MILL as string,
  });
  const response = await world.call('brand', 'POST', '/api/brands/suppliers', { facilityId });
  if (response.statusCode !== 201) throw new Error(`the brand could not add its supplier: ${response.body}`);
  return facilityId;
}

const CHANGES: readonly TEntry[] = [
  ['ginner', 'brand', 'refused'],
  ['admin', 'brand', 'refused'],
  ['superAdmin', 'brand', 'refused'],
  ['brand', 'ginner', 'refused'],
  ['brand', 'brand', 'allowed'],
];

export const SUPPLIERS_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'suppliers',
    operation: 'view a supplier’s detail',
    rowOf: supplierOf,
    request: (facilityId) => ({ method: 'GET', url: `/api/brands/suppliers/${facilityId}` }),
    entries: [
      ['brand', 'brand', 'allowed'],
      ['brand', 'ginner', 'refused'],
      ['ginner', 'brand', 'refused'],
      ['spinner', 'ginner', 'refused'],
      ['superAdmin', 'brand', 'refused'],
      ['admin', 'brand', 'allowed'],
      ['admin', 'ginner', 'allowed'],
    ],
  },
  {
    module: 'suppliers',
    operation: 'change a supplier’s partners',
    rowOf: supplierOf,
    request: (facilityId) => ({ method: 'PUT', url: `/api/brands/suppliers/${facilityId}`, payload: { businessPartnerIds: [] } }),
    entries: CHANGES,
  },
  {
    module: 'suppliers',
    operation: 'remove a supplier',
    rowOf: supplierOf,
    request: (facilityId) => ({ method: 'DELETE', url: `/api/brands/suppliers/${facilityId}` }),
    entries: CHANGES,
  },
];
