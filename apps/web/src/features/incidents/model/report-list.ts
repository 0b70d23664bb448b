import type { TIncidentPriority, TIncidentSortField, TIncidentStatus } from '@opentrace/domain';
import { pageQueryOf } from '../../../lib/pagination.ts';
import { calendarDateOf } from '../../../lib/day-month-year.ts';

/**
 * The administrator's report list and the query GET /api/grievance-reports takes: 20 a page, sorted,
 * filtered by status, priority, facility, assignee and the days the reports were recorded on.
 */

export type TReportSort = { field: TIncidentSortField; direction: 'asc' | 'desc' };

/** Latest activity first: a report someone just answered is the one to read next. */
export const DEFAULT_REPORT_SORT: TReportSort = { field: 'latestActivityAt', direction: 'desc' };

export type TReportListState = {
  page: number;
  sort: TReportSort;
  status: TIncidentStatus | null;
  priority: TIncidentPriority | null;
  facility: { id: string; name: string } | null;
  assignee: { id: string; name: string } | null;
  /** DD/MM/YYYY as typed; ignored until it is a date. */
  from: string;
  to: string;
};

export type TReportListChange = Partial<Omit<TReportListState, 'page'>>;

export const INITIAL_REPORT_LIST: TReportListState = {
  page: 1,
  sort: DEFAULT_REPORT_SORT,
  status: null,
  priority: null,
  facility: null,
  assignee: null,
  from: '',
  to: '',
};

/** A type alias (not an interface) so it fits the API client's query record. */
export type TReportListQuery = {
  page: number;
  perPage: number;
  sort: string;
  status?: TIncidentStatus;
  priority?: TIncidentPriority;
  facilityId?: string;
  assigneeId?: string;
  from?: string;
  to?: string;
};

export function toReportListQuery(state: TReportListState): TReportListQuery {
  return pageQueryOf(state, {
    status: state.status,
    priority: state.priority,
    facilityId: state.facility?.id,
    assigneeId: state.assignee?.id,
    from: calendarDateOf(state.from),
    to: calendarDateOf(state.to),
  });
}

/** Any change other than turning the page starts again from page 1. */
export function changeReportList(state: TReportListState, change: TReportListChange): TReportListState {
  return { ...state, ...change, page: 1 };
}

const DATE_FIELDS: ReadonlySet<TIncidentSortField> = new Set(['recordedAt', 'createdAt', 'latestActivityAt']);

/** The same column flips its direction; dates start with the newest, other columns from the top (A, IR-000001, priority 1). */
export function nextReportSort(current: TReportSort, field: TIncidentSortField): TReportSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: DATE_FIELDS.has(field) ? 'desc' : 'asc' };
}

export function hasReportFilters(state: TReportListState): boolean {
  return (
    state.status !== null ||
    state.priority !== null ||
    state.facility !== null ||
    state.assignee !== null ||
    calendarDateOf(state.from) !== null ||
    calendarDateOf(state.to) !== null
  );
}

/** The filters cleared, the sort kept. */
export function clearReportFilters(state: TReportListState): TReportListState {
  return { ...INITIAL_REPORT_LIST, sort: state.sort };
}
