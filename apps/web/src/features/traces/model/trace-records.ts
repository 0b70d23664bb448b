import { DEFAULT_PER_PAGE, type TTraceNode, type TTraceRecord } from '@opentrace/domain';

/** The list sorts as the reference system's did (DOMAIN.md §5.2): by supplier, category or date. */
export const TRACE_RECORD_SORT_FIELDS = ['supplierName', 'category', 'date'] as const;
export type TTraceRecordSortField = (typeof TRACE_RECORD_SORT_FIELDS)[number];
export type TTraceRecordSort = { field: TTraceRecordSortField; direction: 'asc' | 'desc' };

/** Newest first, as the reference system opened it. */
export const DEFAULT_TRACE_RECORD_SORT: TTraceRecordSort = { field: 'date', direction: 'desc' };

/** 20 a page, as every list of the app. */
export const TRACE_PAGE_SIZE = DEFAULT_PER_PAGE;

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

const COMPARE: Record<TTraceRecordSortField, (a: TTraceRecord, b: TTraceRecord) => number> = {
  supplierName: (a, b) => byText(a.supplierName, b.supplierName),
  category: (a, b) => byText(a.category, b.category),
  date: (a, b) => Date.parse(a.date) - Date.parse(b.date),
};

/**
 * The rows in the chosen order. Ties fall back to the newest date, then the row id, so a page never
 * shuffles rows between renders.
 */
export function sortTraceRecords(records: readonly TTraceRecord[], sort: TTraceRecordSort): TTraceRecord[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...records].sort((a, b) => sign * COMPARE[sort.field](a, b) || COMPARE.date(b, a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A click on the sorted column turns its direction; another column starts ascending, dates newest first. */
export function nextTraceRecordSort(current: TTraceRecordSort, field: TTraceRecordSortField): TTraceRecordSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: field === 'date' ? 'desc' : 'asc' };
}

/** One page of rows; a page past the end (after a filter narrowed the rows) shows the last page instead. */
export function pageOfRows<TRow>(rows: readonly TRow[], page: number, perPage = TRACE_PAGE_SIZE): { rows: TRow[]; page: number } {
  const last = Math.max(1, Math.ceil(rows.length / perPage));
  const shown = Math.min(Math.max(1, page), last);
  return { rows: rows.slice((shown - 1) * perPage, shown * perPage), page: shown };
}

/** The flat supplier list: tier 1 first, then further upstream, by name within a tier. */
export function sortTraceNodes(nodes: readonly TTraceNode[]): TTraceNode[] {
  return [...nodes].sort((a, b) => a.tier - b.tier || byText(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
