import { ORDER_ENTRIES, orderOf } from './orders.ts';
import type { ObjectAccessTable } from './table.ts';

/** A trace is its order's: only the organisation that placed the order reads or resets it. */
export const TRACES_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'traces',
    operation: 'read an order’s trace',
    rowOf: orderOf,
    request: (orderId) => ({ method: 'GET', url: `/api/orders/${orderId}/trace` }),
    entries: ORDER_ENTRIES,
  },
  {
    module: 'traces',
    operation: 'reset an order’s trace',
    rowOf: orderOf,
    request: (orderId) => ({ method: 'POST', url: `/api/orders/${orderId}/trace/reset` }),
    entries: ORDER_ENTRIES,
  },
];
