import { can, DEFAULT_PER_PAGE, type TImprovementPlanStatus } from '@opentrace/domain';
import { pageQueryOf } from '../../../lib/pagination.ts';
import type { TSignedInUser } from '../../../lib/session.ts';

/**
 * The plan lists (DOMAIN.md §7 "Lists"): the plans the reader's organisation assigned, or those it
 * received, 20 a page, filtered by status and a search, optionally New first, sorted by target date,
 * status, created or updated (updated, newest first, by default).
 */

export type TPlanListSide = 'assigned' | 'received';
export type TPlanSortField = 'targetDate' | 'status' | 'createdAt' | 'updatedAt';
export type TPlanSort = { field: TPlanSortField; direction: 'asc' | 'desc' };

/**
 * The lists a reader has: a brand assigns plans and receives none; a producer receives them from its
 * buyers and, holding ASSIGN_CAP, assigns its own to its partners too.
 */
export function planSidesFor(user: TSignedInUser | null): TPlanListSide[] {
  if (user === null) return [];
  if (user.role.type === 'Brand') return ['assigned'];
  if (user.role.type === 'Producer') return can(user, 'ASSIGN_CAP') ? ['received', 'assigned'] : ['received'];
  return [];
}

export const DEFAULT_PLAN_SORT: TPlanSort = { field: 'updatedAt', direction: 'desc' };

export type TPlanListState = {
  side: TPlanListSide;
  page: number;
  sort: TPlanSort;
  status: TImprovementPlanStatus | null;
  /** Already debounced: the text the list was last asked for. */
  key: string;
  newFirst: boolean;
};

export type TPlanListChange = Partial<Omit<TPlanListState, 'page'>>;

export function initialPlanList(side: TPlanListSide): TPlanListState {
  return { side, page: 1, sort: DEFAULT_PLAN_SORT, status: null, key: '', newFirst: false };
}

/** A type alias (not an interface) so it fits the API client's query record. */
export type TPlanListQuery = {
  page: number;
  perPage: number;
  sort: string;
  side: TPlanListSide;
  status?: TImprovementPlanStatus;
  key?: string;
  newFirst?: 'true';
};

export function toPlanListQuery(state: TPlanListState, perPage = DEFAULT_PER_PAGE): TPlanListQuery {
  const filters = pageQueryOf(
    state,
    { status: state.status, key: state.key.trim(), newFirst: state.newFirst ? ('true' as const) : null },
    perPage,
  );
  return { ...filters, side: state.side };
}

/** Any change other than turning the page starts again from page 1. */
export function changePlanList(state: TPlanListState, change: TPlanListChange): TPlanListState {
  return { ...state, ...change, page: 1 };
}

/** The same column flips; a target date starts with the soonest due, created and updated with the newest. */
export function nextPlanSort(current: TPlanSort, field: TPlanSortField): TPlanSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: field === 'createdAt' || field === 'updatedAt' ? 'desc' : 'asc' };
}

export function hasPlanFilters(state: TPlanListState): boolean {
  return state.status !== null || state.key.trim() !== '' || state.newFirst;
}

/** The filters cleared; the side and the sort kept. */
export function clearPlanFilters(state: TPlanListState): TPlanListState {
  return { ...initialPlanList(state.side), sort: state.sort };
}

/** What the evidence column says: whether the supplier has marked the plan done at least once. */
export function evidenceKeyOf(plan: { evidenceSubmitted: boolean }): 'submitted' | 'notSubmitted' {
  return plan.evidenceSubmitted ? 'submitted' : 'notSubmitted';
}
