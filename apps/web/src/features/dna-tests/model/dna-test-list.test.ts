import { describe, expect, it } from 'vitest';
import {
  changeDnaTestList,
  clearDnaTestFilters,
  hasDnaTestFilters,
  INITIAL_DNA_TEST_LIST,
  nextDnaTestSort,
  toDnaTestListQuery,
} from './dna-test-list.ts';

const SUPPLIER = { id: 'f0e4c2b1-1a2b-4c3d-8e9f-0a1b2c3d4e5f', name: 'Multan Ginning' };

describe('the DNA test list', () => {
  it('asks for the first 20 tests, the latest test day first, with no filters', () => {
    expect(toDnaTestListQuery(INITIAL_DNA_TEST_LIST)).toEqual({ page: 1, perPage: 20, sort: 'testedOn:desc' });
    expect(hasDnaTestFilters(INITIAL_DNA_TEST_LIST)).toBe(false);
  });

  it('sends every filter that holds something, days as YYYY-MM-DD', () => {
    const state = changeDnaTestList(INITIAL_DNA_TEST_LIST, {
      kind: 'SYNTHETIC',
      result: 'FAILED',
      supplier: SUPPLIER,
      key: '  bale ',
      from: '01/11/2026',
      to: '30/11/2026',
    });
    expect(toDnaTestListQuery(state)).toEqual({
      page: 1,
      perPage: 20,
      sort: 'testedOn:desc',
      kind: 'SYNTHETIC',
      result: 'FAILED',
      productSupplierId: SUPPLIER.id,
      key: 'bale',
      testedFrom: '2026-11-01',
      testedTo: '2026-11-30',
    });
  });

  it('ignores a day still being typed', () => {
    const state = changeDnaTestList(INITIAL_DNA_TEST_LIST, { from: '01/1' });
    expect(toDnaTestListQuery(state)).not.toHaveProperty('testedFrom');
    expect(hasDnaTestFilters(state)).toBe(false);
  });

  it('goes back to page 1 on any change of filters, and clears them keeping the sort', () => {
    const sorted = { ...INITIAL_DNA_TEST_LIST, page: 3, sort: { field: 'result' as const, direction: 'asc' as const } };
    const filtered = changeDnaTestList(sorted, { result: 'PASSED' });
    expect(filtered.page).toBe(1);
    expect(hasDnaTestFilters(filtered)).toBe(true);
    expect(clearDnaTestFilters(filtered)).toEqual({ ...INITIAL_DNA_TEST_LIST, sort: sorted.sort });
  });

  it('flips a column, and starts dates with the newest and results with the passed', () => {
    expect(nextDnaTestSort({ field: 'testedOn', direction: 'desc' }, 'testedOn')).toEqual({ field: 'testedOn', direction: 'asc' });
    expect(nextDnaTestSort({ field: 'testedOn', direction: 'desc' }, 'createdAt')).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(nextDnaTestSort({ field: 'testedOn', direction: 'desc' }, 'result')).toEqual({ field: 'result', direction: 'asc' });
  });
});
