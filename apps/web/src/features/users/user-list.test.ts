import { describe, expect, it } from 'vitest';
import {
  changeListState,
  colleagueActions,
  DEFAULT_SORT,
  hasFilters,
  INITIAL_LIST_STATE,
  nextSort,
  statusName,
  toUserListQuery,
  userActions,
} from './user-list.ts';

describe('toUserListQuery', () => {
  it('asks for the first page of 20, newest first, without filters', () => {
    expect(toUserListQuery(INITIAL_LIST_STATE)).toEqual({ page: 1, perPage: 20, sort: 'createdAt:desc' });
  });

  it('adds the trimmed search, the role and the status when set', () => {
    const state = {
      page: 3,
      sort: { field: 'email' as const, direction: 'asc' as const },
      search: '  khan ',
      roleId: 'r1',
      status: 2 as const,
    };
    expect(toUserListQuery(state)).toEqual({ page: 3, perPage: 20, sort: 'email:asc', search: 'khan', roleId: 'r1', status: 2 });
  });

  it('leaves out a search of only spaces', () => {
    expect(toUserListQuery({ ...INITIAL_LIST_STATE, search: '   ' })).not.toHaveProperty('search');
  });
});

describe('changeListState', () => {
  it('returns to page 1 whenever the filters or the order change', () => {
    const onPage4 = { ...INITIAL_LIST_STATE, page: 4 };
    expect(changeListState(onPage4, { search: 'amina' })).toMatchObject({ page: 1, search: 'amina' });
    expect(changeListState(onPage4, { sort: nextSort(DEFAULT_SORT, 'email') }).page).toBe(1);
  });
});

describe('nextSort', () => {
  it('flips the direction of the current column', () => {
    expect(nextSort({ field: 'email', direction: 'asc' }, 'email')).toEqual({ field: 'email', direction: 'desc' });
    expect(nextSort({ field: 'email', direction: 'desc' }, 'email')).toEqual({ field: 'email', direction: 'asc' });
  });

  it('starts text A to Z and dates newest first', () => {
    expect(nextSort(DEFAULT_SORT, 'lastName')).toEqual({ field: 'lastName', direction: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'lastLoginAt')).toEqual({ field: 'lastLoginAt', direction: 'desc' });
  });
});

describe('paging', () => {
  it('knows whether any filter is set', () => {
    expect(hasFilters(INITIAL_LIST_STATE)).toBe(false);
    expect(hasFilters({ ...INITIAL_LIST_STATE, status: 3 })).toBe(true);
    expect(hasFilters({ ...INITIAL_LIST_STATE, search: ' ' })).toBe(false);
  });
});

describe('statusName', () => {
  it('maps the status numbers of spec §4', () => {
    expect([1, 2, 3].map(statusName)).toEqual(['active', 'deactivated', 'invited']);
  });
});

describe('userActions', () => {
  const viewer = { id: 'me', protectedRoleIds: new Set(['super-admin-role']), isSuperAdmin: true };
  const row = (id: string, status: 1 | 2 | 3, roleId = 'brand-role') => ({
    id,
    status,
    role: { id: roleId, name: 'Brand', nameTranslations: {}, type: 'Brand' as const },
  });

  it('offers deactivation for an active user and reactivation for a deactivated one', () => {
    expect(userActions(row('a', 1), viewer)).toEqual(['edit', 'deactivate']);
    expect(userActions(row('a', 2), viewer)).toEqual(['edit', 'reactivate']);
  });

  it('offers to resend a pending invitation instead of a status change', () => {
    expect(userActions(row('a', 3), viewer)).toEqual(['edit', 'resendInvitation']);
  });

  it('never changes the viewer’s own status or the super administrator’s', () => {
    expect(userActions(row('me', 1), viewer)).toEqual(['edit']);
    expect(userActions(row('b', 1, 'super-admin-role'), viewer)).toEqual(['edit']);
  });

  it("offers an Administrator nothing on the super administrator's row", () => {
    expect(userActions(row('b', 1, 'super-admin-role'), { ...viewer, isSuperAdmin: false })).toEqual([]);
    expect(userActions(row('a', 1), { ...viewer, isSuperAdmin: false })).toEqual(['edit', 'deactivate']);
  });
});

describe('colleagueActions', () => {
  it('offers the user type, status and removal for a colleague, and nothing for oneself', () => {
    expect(colleagueActions({ id: 'a', status: 1, userType: 'Standard' }, 'me')).toEqual(['makeAdmin', 'deactivate', 'remove']);
    expect(colleagueActions({ id: 'a', status: 2, userType: 'Admin' }, 'me')).toEqual(['makeStandard', 'reactivate', 'remove']);
    expect(colleagueActions({ id: 'a', status: 3, userType: 'Standard' }, 'me')).toEqual(['makeAdmin', 'resendInvitation', 'remove']);
    expect(colleagueActions({ id: 'me', status: 1, userType: 'Admin' }, 'me')).toEqual([]);
  });
});
