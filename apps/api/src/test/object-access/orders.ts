import { randomUUID } from 'node:crypto';
import type { ActivityWorld, TWho } from '../world/activity-world.ts';
import { nextNumber, type ObjectAccessTable, type TEntry, oncePerWorld } from './table.ts';

/** What an order row of these tables was built with: its first supplier, first order supplier and a further supplier that may join it. */
interface OrderRowFacts {
  supplierId: string;
  rootId: string;
  furtherSupplierId: string;
}
const facts = new Map<string, OrderRowFacts>();

/** The brand's suppliers its orders name: the demo assembly and the mill that sells to it. */
const brandSuppliers = oncePerWorld(async (world) => {
  for (const facilityId of [world.facilityIds.assembly, world.facilityIds.mill]) {
    const response = await world.call('brand', 'POST', '/api/brands/suppliers', { facilityId });
    if (response.statusCode !== 201 && response.statusCode !== 409)
      throw new Error(`the brand could not add its supplier: ${response.body}`);
  }
});

/**
 * An order of the owner's organisation: the brand's is placed with the demo assembly (its supplier), the
 * spinner's with itself (a producer traces its own output), the further supplier being one the first
 * buys from on the map.
 */
export async function orderOf(world: ActivityWorld, owner: TWho): Promise<string> {
  await brandSuppliers(world);
  const own = owner === 'brand';
  const supplierId = own ? world.facilityIds.assembly : world.facilityIds.spinner;
  const response = await world.call(owner, 'POST', '/api/orders', {
    supplierId,
    purchaseOrderNumber: `PO-ACCESS-${nextNumber()}`,
    purchasedAt: '2026-06-01T00:00:00.000Z',
    productDescription: 'Cotton T-shirts',
    quantity: 500,
    quantityUnit: 'Units',
  });
  if (response.statusCode !== 201) throw new Error(`${owner} could not place an order: ${response.body}`);
  const order = response.json() as { id: string; suppliers: { id: string }[] };
  facts.set(order.id, {
    supplierId,
    rootId: order.suppliers[0]!.id,
    furtherSupplierId: own ? world.facilityIds.mill : world.facilityIds.ginner,
  });
  return order.id;
}

/** An order with one further order supplier; the row is `orderId/orderSupplierId`. */
async function orderSupplierOf(world: ActivityWorld, owner: TWho): Promise<string> {
  const orderId = await orderOf(world, owner);
  const { rootId, furtherSupplierId } = facts.get(orderId)!;
  const response = await world.call(owner, 'POST', `/api/orders/${orderId}/suppliers`, {
    supplierId: furtherSupplierId,
    parentId: rootId,
    purchasedAt: '2026-05-20T00:00:00.000Z',
    invoiceNumber: `INV-ACCESS-${nextNumber()}`,
  });
  if (response.statusCode !== 201) throw new Error(`${owner} could not add an order supplier: ${response.body}`);
  const order = response.json() as { suppliers: { id: string; parentId: string | null }[] };
  return `${orderId}/${order.suppliers.find((row) => row.parentId !== null)!.id}`;
}

/** Facts of an order these tables did not build (an unknown id): any well-formed ids do. */
const factsOf = (orderId: string): OrderRowFacts =>
  facts.get(orderId) ?? { supplierId: orderId, rootId: orderId, furtherSupplierId: orderId };

/** An order, its order suppliers and its trace are the placing organisation's alone. */
export const ORDER_ENTRIES: readonly TEntry[] = [
  ['brand', 'brand', 'allowed'],
  ['brand', 'spinner', 'refused'],
  ['spinner', 'brand', 'refused'],
  ['spinner', 'spinner', 'allowed'],
  ['ginner', 'spinner', 'refused'],
  ['admin', 'brand', 'refused'],
  ['superAdmin', 'brand', 'refused'],
];

export const ORDERS_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'orders',
    operation: 'view an order',
    rowOf: orderOf,
    request: (orderId) => ({ method: 'GET', url: `/api/orders/${orderId}` }),
    entries: ORDER_ENTRIES,
  },
  {
    module: 'orders',
    operation: 'edit an order',
    rowOf: orderOf,
    request: (orderId) => ({
      method: 'PUT',
      url: `/api/orders/${orderId}`,
      payload: {
        supplierId: factsOf(orderId).supplierId,
        purchaseOrderNumber: 'PO-ACCESS-EDITED',
        purchasedAt: '2026-06-02T00:00:00.000Z',
        productDescription: 'Cotton T-shirts, dyed',
        quantity: 400,
        quantityUnit: 'Units',
      },
    }),
    entries: ORDER_ENTRIES,
  },
  {
    module: 'orders',
    operation: 'delete an order',
    rowOf: orderOf,
    request: (orderId) => ({ method: 'DELETE', url: `/api/orders/${orderId}` }),
    entries: ORDER_ENTRIES,
  },
  {
    module: 'orders',
    operation: 'add an order supplier',
    rowOf: orderOf,
    request: (orderId) => ({
      method: 'POST',
      url: `/api/orders/${orderId}/suppliers`,
      payload: {
        supplierId: factsOf(orderId).furtherSupplierId,
        parentId: factsOf(orderId).rootId,
        purchasedAt: '2026-05-20T00:00:00.000Z',
        purchaseOrderNumber: 'PO-ACCESS-FURTHER',
      },
    }),
    entries: ORDER_ENTRIES,
  },
  {
    module: 'orders',
    operation: 'delete an order supplier',
    rowOf: orderSupplierOf,
    unknownRow: async () => `${randomUUID()}/${randomUUID()}`,
    request: (row) => {
      const [orderId, orderSupplierId] = row.split('/');
      return { method: 'DELETE', url: `/api/orders/${orderId}/suppliers/${orderSupplierId}` };
    },
    entries: ORDER_ENTRIES,
  },
];
