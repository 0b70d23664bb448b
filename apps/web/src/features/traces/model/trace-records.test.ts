import type { TTraceNode, TTraceRecord } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { traceRecord } from '../../../lib/test-traces.ts';
import {
  DEFAULT_TRACE_RECORD_SORT,
  nextTraceRecordSort,
  pageOfRows,
  sortTraceNodes,
  sortTraceRecords,
  TRACE_PAGE_SIZE,
} from './trace-records.ts';

const record = (id: string, supplierName: string, date: string, category: TTraceRecord['category']) =>
  traceRecord(id, { supplierName, date, category });

const records = [
  record('a', 'beta ginner', '2026-01-10T00:00:00.000Z', 'TRACED'),
  record('b', 'Alpha Mill', '2026-03-05T00:00:00.000Z', 'SUPPLIER_MAPPING'),
  record('c', 'gamma farm', '2025-11-20T00:00:00.000Z', 'TRACED'),
  record('d', 'Alpha Mill', '2026-02-01T00:00:00.000Z', 'TRACED'),
];

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe('sortTraceRecords', () => {
  it('opens newest first', () => {
    expect(DEFAULT_TRACE_RECORD_SORT).toEqual({ field: 'date', direction: 'desc' });
    expect(ids(sortTraceRecords(records, DEFAULT_TRACE_RECORD_SORT))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('sorts by supplier ignoring case, the newest first among one supplier', () => {
    expect(ids(sortTraceRecords(records, { field: 'supplierName', direction: 'asc' }))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortTraceRecords(records, { field: 'supplierName', direction: 'desc' }))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('sorts by category, Supplier Mapping before Traced ascending', () => {
    expect(ids(sortTraceRecords(records, { field: 'category', direction: 'asc' }))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('sorts by date oldest first when asked', () => {
    expect(ids(sortTraceRecords(records, { field: 'date', direction: 'asc' }))).toEqual(['c', 'a', 'd', 'b']);
  });

  it('leaves the given rows untouched', () => {
    sortTraceRecords(records, { field: 'supplierName', direction: 'asc' });
    expect(ids(records)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('nextTraceRecordSort', () => {
  it('turns the direction of the sorted column and starts others ascending, dates newest first', () => {
    expect(nextTraceRecordSort(DEFAULT_TRACE_RECORD_SORT, 'date')).toEqual({ field: 'date', direction: 'asc' });
    expect(nextTraceRecordSort(DEFAULT_TRACE_RECORD_SORT, 'supplierName')).toEqual({ field: 'supplierName', direction: 'asc' });
    expect(nextTraceRecordSort({ field: 'category', direction: 'asc' }, 'date')).toEqual({ field: 'date', direction: 'desc' });
  });
});

describe('pageOfRows', () => {
  const many = Array.from({ length: 45 }, (_, index) => index + 1);

  it('shows 20 rows a page', () => {
    expect(TRACE_PAGE_SIZE).toBe(20);
    expect(pageOfRows(many, 1).rows).toEqual(many.slice(0, 20));
    expect(pageOfRows(many, 3)).toEqual({ rows: [41, 42, 43, 44, 45], page: 3 });
  });

  it('falls back to the last page when filters left fewer rows', () => {
    expect(pageOfRows(many.slice(0, 5), 3)).toEqual({ rows: [1, 2, 3, 4, 5], page: 1 });
    expect(pageOfRows([], 2)).toEqual({ rows: [], page: 1 });
  });
});

describe('sortTraceNodes', () => {
  it('lists tier 1 first and names in order within a tier', () => {
    const nodes = [
      { id: '1', name: 'Zeta Spinner', tier: 3 },
      { id: '2', name: 'assembly', tier: 1 },
      { id: '3', name: 'Beta Mill', tier: 2 },
      { id: '4', name: 'alpha Mill', tier: 2 },
    ] as TTraceNode[];
    expect(sortTraceNodes(nodes).map((node) => node.name)).toEqual(['assembly', 'alpha Mill', 'Beta Mill', 'Zeta Spinner']);
  });
});
