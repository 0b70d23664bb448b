import type { ActivityWorld, TWho } from '../world/activity-world.ts';
import { nextNumber, type ObjectAccessTable, type TEntry, oncePerWorld } from './table.ts';

/** The brand's orders are placed with the demo assembly, which it first adds as its supplier. */
const brandSupplier = oncePerWorld(async (world) => {
  const response = await world.call('brand', 'POST', '/api/brands/suppliers', { facilityId: world.facilityIds.assembly });
  if (response.statusCode !== 201 && response.statusCode !== 409) throw new Error(`the brand could not add its supplier: ${response.body}`);
});

/** An order of the owner's organisation, placed through the orders API: the brand's with the assembly, the spinner's with itself. */
async function orderOf(world: ActivityWorld, owner: TWho): Promise<string> {
  await brandSupplier(world);
  const response = await world.call(owner, 'POST', '/api/orders', {
    supplierId: owner === 'brand' ? world.facilityIds.assembly : world.facilityIds.spinner,
    purchaseOrderNumber: `PO-TRACE-ACCESS-${nextNumber()}`,
    purchasedAt: '2026-06-01T00:00:00.000Z',
    productDescription: 'Cotton T-shirts',
    quantity: 500,
    quantityUnit: 'Units',
  });
  if (response.statusCode !== 201) throw new Error(`${owner} could not place an order: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** A trace is its order's: only the organisation that placed the order reads or resets it. */
const ENTRIES: readonly TEntry[] = [
  ['brand', 'brand', 'allowed'],
  ['brand', 'spinner', 'refused'],
  ['spinner', 'brand', 'refused'],
  ['spinner', 'spinner', 'allowed'],
  ['ginner', 'spinner', 'refused'],
  ['admin', 'brand', 'refused'],
  ['superAdmin', 'brand', 'refused'],
];

export const TRACES_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'traces',
    operation: 'read an order’s trace',
    rowOf: orderOf,
    request: (orderId) => ({ method: 'GET', url: `/api/orders/${orderId}/trace` }),
    entries: ENTRIES,
  },
  {
    module: 'traces',
    operation: 'reset an order’s trace',
    rowOf: orderOf,
    request: (orderId) => ({ method: 'POST', url: `/api/orders/${orderId}/trace/reset` }),
    entries: ENTRIES,
  },
];
