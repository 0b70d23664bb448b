import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { ORDER_FIELDS } from './order-form.ts';
import { orderProblemsOf, placeOrderProblems } from './order-problems.ts';
import { ORDER_SUPPLIER_FIELDS } from './order-supplier-form.ts';

const problem = (path: string, message: string) => ({ path, message });

describe('reading the problems of a failed save', () => {
  it('takes the field errors of a 400', () => {
    const error = new ApiError({
      status: 400,
      fieldErrors: [problem('purchasedAt', 'The date cannot be in the future')],
      details: [problem('purchasedAt', 'The date cannot be in the future')],
    });
    expect(orderProblemsOf(error)).toEqual([problem('purchasedAt', 'The date cannot be in the future')]);
  });

  it('reads the details of a 404 or 422, which the client does not', () => {
    expect(orderProblemsOf(new ApiError({ status: 422, details: [problem('supplierId', 'Not on the map'), { nonsense: true }] }))).toEqual([
      problem('supplierId', 'Not on the map'),
    ]);
    expect(orderProblemsOf(new ApiError({ status: 404, details: [problem('parentId', 'Gone')] }))).toEqual([problem('parentId', 'Gone')]);
  });

  it('finds none in failures that name no field', () => {
    expect(orderProblemsOf(new ApiError({ status: 404, message: 'Order not found' }))).toEqual([]);
    expect(orderProblemsOf(new ApiError({ status: 500, details: [problem('quantity', 'x')] }))).toEqual([]);
    expect(orderProblemsOf(new Error('offline'))).toEqual([]);
  });
});

describe('placing problems beside the fields', () => {
  it('puts each on its field of the order form, the first message winning', () => {
    const placed = placeOrderProblems(
      [problem('supplierId', 'Not one of your suppliers'), problem('quantity', 'Too big'), problem('quantity', 'Second')],
      ORDER_FIELDS,
    );
    expect(placed).toEqual({ byField: { supplierId: 'Not one of your suppliers', quantity: 'Too big' }, other: [] });
  });

  it('keeps problems of fields the form does not show, or of none, as general messages', () => {
    const placed = placeOrderProblems(
      [problem('parentId', 'The parent is gone'), problem('', 'Locked'), problem('invoiceNumber', 'Too long')],
      ORDER_SUPPLIER_FIELDS,
    );
    expect(placed).toEqual({ byField: { invoiceNumber: 'Too long' }, other: ['The parent is gone', 'Locked'] });
  });
});
