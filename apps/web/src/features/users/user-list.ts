import { DEFAULT_PER_PAGE, USER_STATUS, type TUserStatus, type TUserSummary } from '@opentrace/domain';
import { pageQueryOf } from '../../lib/pagination.ts';

/**
 * The state of a user list (platform users or organisation colleagues) and how it becomes the
 * query the list endpoints take: `page`, `perPage`, `sort=field:asc|desc`, `search`, `roleId`,
 * `status` (ARCHITECTURE.md §8.11).
 */

export const SORTABLE_FIELDS = ['firstName', 'lastName', 'email', 'status', 'createdAt', 'lastLoginAt'] as const;
export type TSortField = (typeof SORTABLE_FIELDS)[number];
export type TSortDirection = 'asc' | 'desc';
export type TSort = { field: TSortField; direction: TSortDirection };

/** The server's own order: newest first. */
export const DEFAULT_SORT: TSort = { field: 'createdAt', direction: 'desc' };

export type TUserListState = {
  page: number;
  sort: TSort;
  /** Already debounced: the text the list was last asked for. */
  search: string;
  roleId: string | null;
  status: TUserStatus | null;
};

export const INITIAL_LIST_STATE: TUserListState = {
  page: 1,
  sort: DEFAULT_SORT,
  search: '',
  roleId: null,
  status: null,
};

/** A type alias (not an interface) so it fits the API client's query record. */
export type TUserListQuery = {
  page: number;
  perPage: number;
  sort: string;
  search?: string;
  roleId?: string;
  status?: number;
};

export function toUserListQuery(state: TUserListState, perPage = DEFAULT_PER_PAGE): TUserListQuery {
  return pageQueryOf(state, { search: state.search.trim(), roleId: state.roleId, status: state.status }, perPage);
}

/** Any change other than turning the page starts again from page 1, where the results begin. */
export function changeListState(state: TUserListState, change: Partial<Omit<TUserListState, 'page'>>): TUserListState {
  return { ...state, ...change, page: 1 };
}

const DATE_FIELDS: ReadonlySet<TSortField> = new Set(['createdAt', 'lastLoginAt']);

/**
 * Clicking a column header: the current column flips its direction; another column starts with
 * the order people expect of it (dates newest first, text A to Z).
 */
export function nextSort(current: TSort, field: TSortField): TSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: DATE_FIELDS.has(field) ? 'desc' : 'asc' };
}

export function hasFilters(state: TUserListState): boolean {
  return state.search.trim() !== '' || state.roleId !== null || state.status !== null;
}

export type TStatusName = 'active' | 'deactivated' | 'invited';

export function statusName(status: number): TStatusName {
  if (status === USER_STATUS.DEACTIVATED) return 'deactivated';
  if (status === USER_STATUS.INVITED) return 'invited';
  return 'active';
}

export type TUserAction = 'edit' | 'deactivate' | 'reactivate' | 'resendInvitation';

/**
 * What an administrator may do to a row: nobody changes their own status, the super administrator's
 * status never changes, only a super administrator edits the super administrator's account (the
 * API refuses an Administrator), and an invitation can be resent only while it is pending.
 */
export function userActions(
  user: Pick<TUserSummary, 'id' | 'status' | 'role'>,
  viewer: { id: string; protectedRoleIds: ReadonlySet<string>; isSuperAdmin: boolean },
): TUserAction[] {
  const protectedRow = viewer.protectedRoleIds.has(user.role.id);
  if (protectedRow && !viewer.isSuperAdmin) return [];
  const actions: TUserAction[] = ['edit'];
  const statusLocked = user.id === viewer.id || protectedRow;
  if (user.status === USER_STATUS.INVITED) actions.push('resendInvitation');
  else if (!statusLocked) actions.push(user.status === USER_STATUS.ACTIVE ? 'deactivate' : 'reactivate');
  return actions;
}

export type TColleagueAction = 'makeAdmin' | 'makeStandard' | 'deactivate' | 'reactivate' | 'resendInvitation' | 'remove';

/** What an organisation's Admin user may do to a colleague; nothing to their own row. */
export function colleagueActions(user: Pick<TUserSummary, 'id' | 'status' | 'userType'>, viewerId: string): TColleagueAction[] {
  if (user.id === viewerId) return [];
  const actions: TColleagueAction[] = [user.userType === 'Admin' ? 'makeStandard' : 'makeAdmin'];
  if (user.status === USER_STATUS.INVITED) actions.push('resendInvitation');
  else actions.push(user.status === USER_STATUS.ACTIVE ? 'deactivate' : 'reactivate');
  actions.push('remove');
  return actions;
}
