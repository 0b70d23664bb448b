import { describe, expect, it } from 'vitest';
import {
  changeReportList,
  clearReportFilters,
  hasReportFilters,
  INITIAL_REPORT_LIST,
  nextReportSort,
  toReportListQuery,
} from './report-list.ts';

const ID = '00000000-0000-4000-8000-000000000001';

describe('the report list query', () => {
  it('asks for 20 a page, latest activity first, with no filter', () => {
    expect(toReportListQuery(INITIAL_REPORT_LIST)).toEqual({ page: 1, perPage: 20, sort: 'latestActivityAt:desc' });
  });

  it('sends the filters that hold something, days as whole ISO dates once typed in full', () => {
    const state = changeReportList(INITIAL_REPORT_LIST, {
      status: 'VIEWED',
      priority: 2,
      facility: { id: ID, name: 'Mill' },
      from: '01/11/2026',
      to: '15/11/20',
    });
    expect(toReportListQuery(state)).toEqual({
      page: 1,
      perPage: 20,
      sort: 'latestActivityAt:desc',
      status: 'VIEWED',
      priority: 2,
      facilityId: ID,
      from: '2026-11-01',
    });
    expect(hasReportFilters(state)).toBe(true);
  });

  it('starts again from page 1 on a filter change, and clearing keeps the sort', () => {
    const turned = { ...INITIAL_REPORT_LIST, page: 3, sort: nextReportSort(INITIAL_REPORT_LIST.sort, 'priority') };
    expect(changeReportList(turned, { status: 'NEW' }).page).toBe(1);
    expect(clearReportFilters({ ...turned, status: 'NEW' })).toEqual({
      ...INITIAL_REPORT_LIST,
      sort: { field: 'priority', direction: 'asc' },
    });
    expect(hasReportFilters({ ...INITIAL_REPORT_LIST, from: '1/1' })).toBe(false);
  });

  it('flips the direction of the same column, and starts dates with the newest', () => {
    expect(nextReportSort({ field: 'number', direction: 'asc' }, 'number')).toEqual({ field: 'number', direction: 'desc' });
    expect(nextReportSort({ field: 'number', direction: 'asc' }, 'recordedAt')).toEqual({ field: 'recordedAt', direction: 'desc' });
  });
});
