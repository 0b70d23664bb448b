import { DEFAULT_PER_PAGE } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { pageCount, pageQueryOf, pageRange, pagingOf } from './pagination.ts';

describe('paging', () => {
  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('gives the rows shown on a page', () => {
    expect(pageRange(1, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(pageRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('the pager of a list', () => {
  it('waits for a page, then takes its size and total', () => {
    const onPage = () => undefined;
    expect(pagingOf(2, undefined, onPage)).toBeUndefined();
    expect(pagingOf(2, { perPage: 10, total: 45 }, onPage)).toEqual({ page: 2, perPage: 10, total: 45, onPage });
    expect(pagingOf(1, { perPage: 0, total: 3 }, onPage)?.perPage).toBe(DEFAULT_PER_PAGE);
  });
});

describe('pageQueryOf', () => {
  it('sends the page, its size, the sort and only the filters that hold something', () => {
    const state = { page: 3, sort: { field: 'name', direction: 'desc' as const } };
    expect(pageQueryOf(state, { key: '', roleId: null, tier: 2, status: undefined, kind: 'broker' }, 50)).toEqual({
      page: 3,
      perPage: 50,
      sort: 'name:desc',
      tier: 2,
      kind: 'broker',
    });
  });
});
