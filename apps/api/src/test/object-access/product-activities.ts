import { randomUUID } from 'node:crypto';
import { insertTrackedProduct } from '../world/trades.ts';
import type { TProducer } from '../world/activity-world.ts';
import { nextNumber, type ObjectAccessTable, type TEntry } from './table.ts';

/** Finding a product by its ID before logging an activity on it: only the facility holding it finds it. */
const productLookUp = (operation: string, activityPath: string, entries: readonly TEntry[]): ObjectAccessTable => ({
  module: 'product activities',
  operation,
  rowOf: async (world, owner) =>
    (
      await insertTrackedProduct(world, {
        definition: 'Cotton Bales',
        holder: owner as TProducer,
        code: `OBJ-${owner.toUpperCase()}-${nextNumber()}`,
      })
    ).code,
  request: (code) => ({ method: 'GET', url: `/api/events/${activityPath}/products/${encodeURIComponent(code)}` }),
  unknownRow: async () => `OBJ-UNKNOWN-${randomUUID()}`,
  entries,
});

/** A label's nine digits no other row of the run has. */
const labelCode = () => String(861_000_000 + nextNumber());

/**
 * Opening a label's link: an administrator who reaches every product reads it, a producer only what
 * its facility holds or held, and anyone else finds nothing, exactly as for a label on no product.
 */
const labelledProduct: ObjectAccessTable = {
  module: 'product activities',
  operation: 'read the product behind a label’s link',
  rowOf: async (world, owner) => {
    const qrCode = labelCode();
    await insertTrackedProduct(world, { definition: 'Cotton Bales', holder: owner as TProducer, qrCode });
    return qrCode;
  },
  request: (code) => ({ method: 'GET', url: `/api/products/by-qr-code/${code}` }),
  unknownRow: async () => labelCode(),
  entries: [
    ['ginner', 'ginner', 'allowed'],
    ['admin', 'ginner', 'allowed'],
    ['spinner', 'ginner', 'refused'],
    ['ginner', 'spinner', 'refused'],
    ['brand', 'ginner', 'refused'],
    ['superAdmin', 'ginner', 'refused'],
  ],
};

export const PRODUCT_ACTIVITIES_TABLES: readonly ObjectAccessTable[] = [
  labelledProduct,
  productLookUp('look up a product to sell', 'sells', [
    ['ginner', 'ginner', 'allowed'],
    ['spinner', 'ginner', 'refused'],
    ['mill', 'ginner', 'refused'],
    ['ginner', 'spinner', 'refused'],
  ]),
  productLookUp('look up a product to transport', 'transports', [
    ['ginner', 'ginner', 'allowed'],
    ['spinner', 'ginner', 'refused'],
    ['ginner', 'spinner', 'refused'],
  ]),
  productLookUp('look up a product to transform', 'assign-products', [
    ['spinner', 'spinner', 'allowed'],
    ['ginner', 'spinner', 'refused'],
    ['mill', 'spinner', 'refused'],
  ]),
];
