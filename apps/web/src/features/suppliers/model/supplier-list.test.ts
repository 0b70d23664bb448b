import { describe, expect, it } from 'vitest';
import {
  changeSupplierList,
  hasSupplierFilters,
  INITIAL_SUPPLIER_LIST,
  nextSupplierSort,
  RISK_LEVEL_FILTERS,
  riskLevelOrNotAssessed,
  tiersOf,
  toSupplierListQuery,
} from './supplier-list.ts';

const ROLE_ID = '5b1c7a52-8f0e-4a51-9d7e-0c3b1d2e4f60';

describe('the supplier list query', () => {
  it('starts alphabetical on page 1, 20 a page, with no filters', () => {
    expect(toSupplierListQuery(INITIAL_SUPPLIER_LIST)).toEqual({ page: 1, perPage: 20, sort: 'name:asc' });
    expect(hasSupplierFilters(INITIAL_SUPPLIER_LIST)).toBe(false);
  });

  it('sends the trimmed key and every filter set, and returns to page 1 when they change', () => {
    const onPage3 = { ...INITIAL_SUPPLIER_LIST, page: 3 };
    const filtered = changeSupplierList(onPage3, { key: ' coton ', roleId: ROLE_ID, tier: 2, riskLevel: 'NOT_ASSESSED' });
    expect(toSupplierListQuery(filtered)).toEqual({
      page: 1,
      perPage: 20,
      sort: 'name:asc',
      key: 'coton',
      roleId: ROLE_ID,
      tier: 2,
      riskLevel: 'NOT_ASSESSED',
    });
    expect(hasSupplierFilters(filtered)).toBe(true);
    expect(toSupplierListQuery(changeSupplierList(filtered, { key: '   ' }))).not.toHaveProperty('key');
  });

  it('keeps the filters while turning pages', () => {
    const filtered = changeSupplierList(INITIAL_SUPPLIER_LIST, { tier: 1 });
    expect(toSupplierListQuery({ ...filtered, page: 4 })).toMatchObject({ page: 4, tier: 1 });
  });

  it('counts any one filter as filtered', () => {
    expect(hasSupplierFilters({ ...INITIAL_SUPPLIER_LIST, riskLevel: 'HIGH' })).toBe(true);
    expect(hasSupplierFilters({ ...INITIAL_SUPPLIER_LIST, tier: 3 })).toBe(true);
    expect(hasSupplierFilters({ ...INITIAL_SUPPLIER_LIST, key: '  ' })).toBe(false);
  });
});

describe('sorting by a column', () => {
  it('flips the current column, starts dates newest first and other columns from A', () => {
    expect(nextSupplierSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({ field: 'name', direction: 'desc' });
    expect(nextSupplierSort({ field: 'name', direction: 'asc' }, 'lastActivityAt')).toEqual({ field: 'lastActivityAt', direction: 'desc' });
    expect(nextSupplierSort({ field: 'lastActivityAt', direction: 'desc' }, 'country')).toEqual({ field: 'country', direction: 'asc' });
  });
});

describe('risk levels', () => {
  it('offers the four levels, extreme first, then Not assessed', () => {
    expect(RISK_LEVEL_FILTERS).toEqual(['EXTREME', 'HIGH', 'MEDIUM', 'LOW', 'NOT_ASSESSED']);
  });

  it('reads a supplier without a level as Not assessed', () => {
    expect(riskLevelOrNotAssessed(null)).toBe('NOT_ASSESSED');
    expect(riskLevelOrNotAssessed('LOW')).toBe('LOW');
  });
});

describe('the tier filter', () => {
  it('lists each tier the roles take once, in map order, leaving out roles without a tier', () => {
    expect(tiersOf([{ tier: 3 }, { tier: 1 }, { tier: null }, { tier: 3 }, { tier: 2 }])).toEqual([1, 2, 3]);
    expect(tiersOf([])).toEqual([]);
  });
});
