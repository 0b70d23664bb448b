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

export const PRODUCT_ACTIVITIES_TABLES: readonly ObjectAccessTable[] = [
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
