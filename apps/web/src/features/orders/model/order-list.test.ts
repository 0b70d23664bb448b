import { describe, expect, it } from 'vitest';
import { INITIAL_ORDER_LIST, searchOrders, toOrderListQuery } from './order-list.ts';

describe('the order list query', () => {
  it('asks for 20 a page, newest first', () => {
    expect(toOrderListQuery(INITIAL_ORDER_LIST)).toEqual({ page: 1, perPage: 20, sort: 'createdAt:desc' });
  });

  it('sends the search trimmed, and none when blank', () => {
    expect(toOrderListQuery({ page: 2, key: '  PO-118 ' })).toEqual({ page: 2, perPage: 20, sort: 'createdAt:desc', key: 'PO-118' });
    expect(toOrderListQuery({ page: 1, key: '   ' })).not.toHaveProperty('key');
  });

  it('starts a new search from page 1', () => {
    expect(searchOrders({ page: 4, key: 'a' }, 'cotton')).toEqual({ page: 1, key: 'cotton' });
  });
});
