import type { TDnaTestKind, TDnaTestResult } from '@opentrace/domain';
import { DEFAULT_PER_PAGE } from '@opentrace/domain';
import { pageQueryOf } from '../../../lib/pagination.ts';
import type { TNamedChoice } from './dna-test-form.ts';
import { calendarDateOf } from '../../../lib/day-month-year.ts';

/**
 * The DNA test list and the query GET /api/dna-tests takes: 20 a page, the latest tests first,
 * filtered by kind, result, supplier, a range of test days and a search.
 */

export type TDnaTestSortField = 'testedOn' | 'createdAt' | 'result';
export type TDnaTestSort = { field: TDnaTestSortField; direction: 'asc' | 'desc' };

export const DEFAULT_DNA_TEST_SORT: TDnaTestSort = { field: 'testedOn', direction: 'desc' };

export type TDnaTestListState = {
  page: number;
  sort: TDnaTestSort;
  kind: TDnaTestKind | null;
  result: TDnaTestResult | null;
  supplier: TNamedChoice | null;
  /** Already debounced: the text the list was last asked for. */
  key: string;
  /** DD/MM/YYYY as typed; ignored until it is a date. */
  from: string;
  to: string;
};

export type TDnaTestListChange = Partial<Omit<TDnaTestListState, 'page'>>;

export const INITIAL_DNA_TEST_LIST: TDnaTestListState = {
  page: 1,
  sort: DEFAULT_DNA_TEST_SORT,
  kind: null,
  result: null,
  supplier: null,
  key: '',
  from: '',
  to: '',
};

/** A type alias (not an interface) so it fits the API client's query record. */
export type TDnaTestListQuery = {
  page: number;
  perPage: number;
  sort: string;
  kind?: TDnaTestKind;
  result?: TDnaTestResult;
  productSupplierId?: string;
  key?: string;
  testedFrom?: string;
  testedTo?: string;
};

export function toDnaTestListQuery(state: TDnaTestListState, perPage = DEFAULT_PER_PAGE): TDnaTestListQuery {
  return pageQueryOf(
    state,
    {
      kind: state.kind,
      result: state.result,
      productSupplierId: state.supplier?.id,
      key: state.key.trim(),
      testedFrom: calendarDateOf(state.from),
      testedTo: calendarDateOf(state.to),
    },
    perPage,
  );
}

/** Any change other than turning the page starts again from page 1. */
export function changeDnaTestList(state: TDnaTestListState, change: TDnaTestListChange): TDnaTestListState {
  return { ...state, ...change, page: 1 };
}

/** The same column flips; dates start with the newest, the result with the passed tests. */
export function nextDnaTestSort(current: TDnaTestSort, field: TDnaTestSortField): TDnaTestSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: field === 'result' ? 'asc' : 'desc' };
}

export function hasDnaTestFilters(state: TDnaTestListState): boolean {
  return (
    state.kind !== null ||
    state.result !== null ||
    state.supplier !== null ||
    state.key.trim() !== '' ||
    calendarDateOf(state.from) !== null ||
    calendarDateOf(state.to) !== null
  );
}

/** The filters cleared, the sort kept. */
export function clearDnaTestFilters(state: TDnaTestListState): TDnaTestListState {
  return { ...INITIAL_DNA_TEST_LIST, sort: state.sort };
}
