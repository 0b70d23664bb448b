import { describe, expect, it } from 'vitest';
import { userWith } from '../../../lib/test-users.ts';
import {
  changePlanList,
  clearPlanFilters,
  hasPlanFilters,
  initialPlanList,
  nextPlanSort,
  planSidesFor,
  toPlanListQuery,
} from './plan-list.ts';

describe('which plan lists a reader has', () => {
  it('gives a brand the plans it assigned only', () => {
    expect(planSidesFor(userWith('Brand', ['ASSIGN_CAP', 'VIEW_CAP']))).toEqual(['assigned']);
    expect(planSidesFor(userWith('Brand', ['VIEW_CAP']))).toEqual(['assigned']);
  });

  it('gives a producer holding ASSIGN_CAP both lists, received first', () => {
    expect(planSidesFor(userWith('Producer', ['VIEW_CAP', 'ASSIGN_CAP']))).toEqual(['received', 'assigned']);
  });

  it('gives a producer without ASSIGN_CAP the plans it received only', () => {
    expect(planSidesFor(userWith('Producer', ['VIEW_CAP']))).toEqual(['received']);
  });

  it('gives nobody else a list', () => {
    expect(planSidesFor(null)).toEqual([]);
    expect(planSidesFor(userWith('Assessor', ['VIEW_CAP']))).toEqual([]);
  });
});

describe('the list query', () => {
  it('asks for the side, 20 a page, updated newest first, without empty filters', () => {
    expect(toPlanListQuery(initialPlanList('received'))).toEqual({ page: 1, perPage: 20, sort: 'updatedAt:desc', side: 'received' });
  });

  it('sends the status, the trimmed search and New first when set', () => {
    const state = changePlanList(initialPlanList('assigned'), { status: 'OVERDUE', key: '  IP-12 ', newFirst: true });
    expect(toPlanListQuery(state)).toEqual({
      page: 1,
      perPage: 20,
      sort: 'updatedAt:desc',
      side: 'assigned',
      status: 'OVERDUE',
      key: 'IP-12',
      newFirst: 'true',
    });
  });

  it('starts again from page 1 on any change, and clears filters but keeps the side and sort', () => {
    const paged = { ...initialPlanList('assigned'), page: 3, sort: { field: 'targetDate', direction: 'asc' } as const };
    expect(changePlanList(paged, { status: 'NEW' }).page).toBe(1);
    const filtered = changePlanList(paged, { status: 'NEW', key: 'Multan' });
    expect(hasPlanFilters(filtered)).toBe(true);
    const cleared = clearPlanFilters(filtered);
    expect(hasPlanFilters(cleared)).toBe(false);
    expect(cleared.side).toBe('assigned');
    expect(cleared.sort).toEqual({ field: 'targetDate', direction: 'asc' });
  });

  it('sorts the soonest target date first, the newest created first, and flips the same column', () => {
    const start = initialPlanList('assigned').sort;
    expect(nextPlanSort(start, 'targetDate')).toEqual({ field: 'targetDate', direction: 'asc' });
    expect(nextPlanSort(start, 'createdAt')).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(nextPlanSort(start, 'status')).toEqual({ field: 'status', direction: 'asc' });
    expect(nextPlanSort({ field: 'targetDate', direction: 'asc' }, 'targetDate')).toEqual({ field: 'targetDate', direction: 'desc' });
  });
});
