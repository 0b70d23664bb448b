import type { Principal } from '../../core/principal.ts';
import { AppError } from '../../core/app-error.ts';
import type { Database } from '../../db/client.ts';
import { ordersPolicy } from './orders.policy.ts';
import { findOrder, findOrderSuppliers, type OrderRow, type OrderSupplierRow } from './orders.repository.ts';

/**
 * An order as a trace starts from: the order row and every order supplier with its facility (id, name,
 * role id, name, translations and code, country code), the first order supplier (parentId null) first,
 * then the others in the order they were added.
 */
export interface OrderForTrace {
  order: OrderRow;
  suppliers: OrderSupplierRow[];
}

/** How other modules (traces) reach an order: through the orders policy, as the orders routes do. */
export class OrderAccess {
  constructor(private readonly db: Database) {}

  /** The caller's order with its order suppliers; 403 for a caller who does not trace, 404 for another organisation's order. */
  async loadOrderForTrace(principal: Principal, orderId: string): Promise<OrderForTrace> {
    await ordersPolicy.authorize(principal, 'traceOrders', null);
    const order = await findOrder(this.db, orderId);
    if (!order) throw new AppError('NOT_FOUND', { messageKey: 'orders.notFound' });
    await ordersPolicy.authorize(principal, 'useOrder', order);
    return { order, suppliers: await findOrderSuppliers(this.db, orderId) };
  }
}
