import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { placeSupplierProblems, supplierProblemsOf } from './supplier-problems.ts';

const problem = (path: string, message: string) => ({ path, message });

describe('reading the problems of a failed save', () => {
  it('takes the field errors of a 400 or 409', () => {
    const error = new ApiError({ status: 409, fieldErrors: [problem('email', 'Taken')], details: [problem('email', 'Taken')] });
    expect(supplierProblemsOf(error)).toEqual([problem('email', 'Taken')]);
  });

  it('reads the details of a 422, which the client does not', () => {
    const error = new ApiError({ status: 422, details: [problem('businessPartnerIds.0', 'Not adjacent'), { nonsense: true }] });
    expect(supplierProblemsOf(error)).toEqual([problem('businessPartnerIds.0', 'Not adjacent')]);
  });

  it('reads the facility a 404 names, and nothing from a 404 about the supplier itself', () => {
    expect(supplierProblemsOf(new ApiError({ status: 404, details: [problem('facilityId', 'Gone')] }))).toEqual([
      problem('facilityId', 'Gone'),
    ]);
    expect(supplierProblemsOf(new ApiError({ status: 404, message: 'Not yours' }))).toEqual([]);
  });

  it('finds none in other failures', () => {
    expect(supplierProblemsOf(new ApiError({ status: 500, details: [problem('email', 'x')] }))).toEqual([]);
    expect(supplierProblemsOf(new ApiError({ status: 422, details: { locked: true } }))).toEqual([]);
    expect(supplierProblemsOf(new Error('offline'))).toEqual([]);
  });
});

describe('placing problems beside the fields', () => {
  it('puts each on its field, the first message winning, and list items on the list field', () => {
    const placed = placeSupplierProblems(
      [problem('email', 'Taken'), problem('email', 'Second'), problem('businessPartnerIds.1', 'Not adjacent')],
      ['email', 'businessPartnerIds'],
    );
    expect(placed).toEqual({ byField: { email: 'Taken', businessPartnerIds: 'Not adjacent' }, other: [] });
  });

  it('keeps problems of fields not shown, or of no field, as general messages', () => {
    const placed = placeSupplierProblems([problem('oarId', 'Taken'), problem('', 'Locked')], ['facilityId', 'businessPartnerIds']);
    expect(placed).toEqual({ byField: {}, other: ['Taken', 'Locked'] });
  });
});
