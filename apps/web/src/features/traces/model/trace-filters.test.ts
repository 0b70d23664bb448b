import type { TTraceLink, TTraceNode, TTraceRecord } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { traceLink, traceNode, traceRecord } from '../../../lib/test-traces.ts';
import { filterTrace, hasTraceFilters, NO_TRACE_FILTERS, traceFilterOptions } from './trace-filters.ts';

const node = (id: string, tier: number, countryCode: string | null, extra: Partial<TTraceNode> = {}) =>
  traceNode(id, { tier, countryCode, isRoot: tier === 1, ...extra });

const link = (from: string, to: string, confidence: TTraceLink['confidence']) => traceLink(from, to, { confidence, quantityKg: 10 });

const record = (id: string, nodeId: string, confidence: TTraceRecord['confidence']) =>
  traceRecord(id, {
    category: confidence === null ? 'SUPPLIER_MAPPING' : 'TRACED',
    nodeId,
    supplierName: nodeId,
    date: '2026-03-01T00:00:00.000Z',
    confidence,
  });

// assembly (PK) ← mill (PK, document) ← spinner (BD, product) ← farm (PK, inferred)
const trace = {
  nodes: [node('assembly', 1, 'PK'), node('mill', 2, 'PK'), node('spinner', 3, 'BD'), node('farm', 4, 'PK')],
  links: [link('mill', 'assembly', 'document'), link('spinner', 'mill', 'product'), link('farm', 'spinner', 'inferred')],
  records: [
    record('r-assembly', 'assembly', null),
    record('r-mill', 'mill', 'document'),
    record('r-spinner', 'spinner', 'product'),
    record('r-farm', 'farm', 'inferred'),
  ],
};

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('filterTrace', () => {
  it('keeps everything without filters', () => {
    const shown = filterTrace(trace, NO_TRACE_FILTERS);
    expect(ids(shown.nodes)).toEqual(['assembly', 'mill', 'spinner', 'farm']);
    expect(shown.links).toHaveLength(3);
    expect(shown.records).toHaveLength(4);
  });

  it('narrows to one tier, dropping links whose other end left', () => {
    const shown = filterTrace(trace, { ...NO_TRACE_FILTERS, tier: 2 });
    expect(ids(shown.nodes)).toEqual(['mill']);
    expect(shown.links).toEqual([]);
    expect(ids(shown.records)).toEqual(['r-mill']);
  });

  it('narrows to one country and keeps the links between the facilities left', () => {
    const shown = filterTrace(trace, { ...NO_TRACE_FILTERS, countryCode: 'PK' });
    expect(ids(shown.nodes)).toEqual(['assembly', 'mill', 'farm']);
    expect(shown.links.map((item) => `${item.from}->${item.to}`)).toEqual(['mill->assembly']);
  });

  it('keeps both ends of the links of the chosen confidence, and only rows reached that way', () => {
    const shown = filterTrace(trace, { ...NO_TRACE_FILTERS, confidence: 'inferred' });
    expect(ids(shown.nodes)).toEqual(['spinner', 'farm']);
    expect(shown.links.map((item) => item.confidence)).toEqual(['inferred']);
    expect(ids(shown.records)).toEqual(['r-farm']);
  });

  it('combines the filters', () => {
    const shown = filterTrace(trace, { tier: 1, countryCode: 'PK', confidence: 'document' });
    expect(ids(shown.nodes)).toEqual(['assembly']);
    expect(shown.records).toEqual([]);
  });
});

describe('traceFilterOptions', () => {
  it('offers the tiers in order and each country once, leaving out unknown countries', () => {
    const options = traceFilterOptions({ nodes: [...trace.nodes, node('broker', 2, null)] });
    expect(options).toEqual({ tiers: [1, 2, 3, 4], countryCodes: ['BD', 'PK'] });
  });
});

describe('hasTraceFilters', () => {
  it('tells whether any filter is set', () => {
    expect(hasTraceFilters(NO_TRACE_FILTERS)).toBe(false);
    expect(hasTraceFilters({ ...NO_TRACE_FILTERS, confidence: 'product' })).toBe(true);
  });
});
