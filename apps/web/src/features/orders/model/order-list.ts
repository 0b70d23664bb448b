import { DEFAULT_PER_PAGE } from '@opentrace/domain';

/**
 * The state of the order list and the query GET /api/orders takes: 20 a page, newest first, and the
 * search text (PO, invoice or packing-list number, product, supplier).
 */

export type TOrderListState = {
  page: number;
  /** Already debounced: the text the list was last asked for. */
  key: string;
};

/** A type alias (not an interface) so it fits the API client's query record. */
export type TOrderListQuery = { page: number; perPage: number; sort: string; key?: string };

export const INITIAL_ORDER_LIST: TOrderListState = { page: 1, key: '' };

/** Newest first: the order created last is the one people come back to. */
export const ORDER_LIST_SORT = 'createdAt:desc';

export function toOrderListQuery(state: TOrderListState, perPage = DEFAULT_PER_PAGE): TOrderListQuery {
  const key = state.key.trim();
  return { page: state.page, perPage, sort: ORDER_LIST_SORT, ...(key ? { key } : {}) };
}

/** A new search starts again from page 1. */
export function searchOrders(state: TOrderListState, key: string): TOrderListState {
  return { ...state, key, page: 1 };
}
