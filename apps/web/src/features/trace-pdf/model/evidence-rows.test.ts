import type { TTrace, TTraceLink, TTraceNode, TTraceRecord, TTraceTransformation } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { traceLink, traceNode, traceRecord } from '../../../lib/test-traces.ts';
import { documentsByFolder, hasRiskAssessment, stageRows, weakestConfidence } from './evidence-rows.ts';
import { layoutFlowChart, NODE_WIDTH } from './flow-chart-layout.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const node = (id: string, tier: number, name: string, extra: Partial<TTraceNode> = {}) =>
  traceNode(id, { facilityId: uuid(tier), name, roleName: `Role ${tier}`, tier, isRoot: tier === 1, ...extra });
const link = (from: string, to: string, confidence: TTraceLink['confidence'], quantityKg: number | null) =>
  traceLink(from, to, { confidence, quantityKg });
const record = (nodeId: string, numbers: Partial<TTraceRecord>) =>
  traceRecord(`${nodeId}-${numbers.purchaseOrderNumber ?? numbers.invoiceNumber ?? 'r'}`, { nodeId, supplierName: nodeId, ...numbers });
const transformation = (nodeId: string, ratio: number | null, flagged: boolean): TTraceTransformation => ({
  id: uuid(ratio === null ? 99 : Math.round(ratio * 100)),
  nodeId,
  transformedAt: '2026-01-01T00:00:00.000Z',
  inputKg: 100,
  outputKg: ratio === null ? null : ratio * 100,
  ratio,
  limitRatio: 0.35,
  inputs: 'named',
  flagged,
});

/** Garments ← Mill ← Ginner ← Farm: a document link, a product link and an inferred one. */
const trace: TTrace = {
  orderId: uuid(1),
  status: 'partial',
  confidence: 0.5,
  rawMaterialKg: 1000,
  computedAt: '2026-01-02T00:00:00.000Z',
  nodes: [
    node('farm', 4, 'Vehari Farm'),
    node('ginner', 3, 'Multan Ginning'),
    node('mill', 2, 'Sialkot Mill'),
    node('garments', 1, 'Karachi Garments'),
  ],
  links: [
    link('mill', 'garments', 'document', 300),
    link('ginner', 'mill', 'product', 350),
    link('farm', 'ginner', 'inferred', 1000),
    link('farm', 'ginner', 'document', null),
  ],
  flags: [
    {
      kind: 'ratio',
      nodeId: 'ginner',
      message: 'Multan Ginning made 400 kg from 1000 kg',
      transformationId: null,
      orderSupplierId: null,
      period: null,
    },
  ],
  transformations: [transformation('ginner', 0.3, false), transformation('ginner', 0.4, true)],
  records: [
    record('mill', { purchaseOrderNumber: 'PO-7' }),
    record('mill', { purchaseOrderNumber: 'PO-7', invoiceNumber: 'INV-3' }),
    record('ginner', { packingListNumber: 'PL-1' }),
  ],
};

describe('stageRows', () => {
  const rows = stageRows(trace);
  const row = (nodeId: string) => rows.find((entry) => entry.nodeId === nodeId);

  it('lists the parties from the order’s first supplier up to the raw material', () => {
    expect(rows.map((entry) => entry.party)).toEqual(['Karachi Garments', 'Sialkot Mill', 'Multan Ginning', 'Vehari Farm']);
  });

  it('gathers each party’s document numbers once', () => {
    expect(row('mill')).toMatchObject({ purchaseOrderNumbers: ['PO-7'], invoiceNumbers: ['INV-3'], packingListNumbers: [] });
    expect(row('ginner')?.packingListNumbers).toEqual(['PL-1']);
  });

  it('sums the kilograms in and out along the links, unknown when no link carries a mass', () => {
    expect(row('garments')).toMatchObject({ inKg: 300, outKg: null });
    expect(row('ginner')).toMatchObject({ inKg: 1000, outKg: 350 });
  });

  it('shows the flagged transformation’s ratio with the flag in words', () => {
    expect(row('ginner')).toMatchObject({
      ratio: 0.4,
      limitRatio: 0.35,
      flagged: true,
      flags: ['Multan Ginning made 400 kg from 1000 kg'],
    });
    expect(row('mill')).toMatchObject({ ratio: null, flagged: false, flags: [] });
  });

  it('rates each party by its weakest link downstream; the first supplier has none', () => {
    expect(rows.map((entry) => entry.confidence)).toEqual([null, 'document', 'product', 'inferred']);
  });
});

describe('weakestConfidence', () => {
  it('is inferred as soon as one link is, and null without links', () => {
    expect(weakestConfidence([link('a', 'b', 'document', 1), link('a', 'b', 'product', 1)])).toBe('product');
    expect(weakestConfidence([])).toBeNull();
  });
});

describe('hasRiskAssessment', () => {
  it('is false while every facility is not assessed', () => {
    expect(
      hasRiskAssessment({
        riskLevels: [
          { level: 'HIGH', count: 0 },
          { level: 'NOT_ASSESSED', count: 3 },
        ],
      }),
    ).toBe(false);
    expect(
      hasRiskAssessment({
        riskLevels: [
          { level: 'LOW', count: 1 },
          { level: 'NOT_ASSESSED', count: 3 },
        ],
      }),
    ).toBe(true);
  });
});

describe('documentsByFolder', () => {
  it('groups the file names by folder in the order given', () => {
    expect(
      documentsByFolder([
        { folder: 'purchaseProofs', fileName: 'a.pdf' },
        { folder: 'invoices', fileName: 'b.pdf' },
        { folder: 'purchaseProofs', fileName: 'c.pdf' },
      ]),
    ).toEqual([
      { folder: 'purchaseProofs', fileNames: ['a.pdf', 'c.pdf'] },
      { folder: 'invoices', fileNames: ['b.pdf'] },
    ]);
  });
});

describe('layoutFlowChart', () => {
  it('puts one tier per column, raw material first in the reading direction', () => {
    const chart = layoutFlowChart(trace, false);
    const x = (id: string) => chart.nodes.find((entry) => entry.id === id)?.x ?? -1;
    expect(x('farm')).toBeLessThan(x('ginner'));
    expect(x('mill')).toBeLessThan(x('garments'));
    expect(chart.width).toBeGreaterThanOrEqual(4 * NODE_WIDTH);
    expect(chart.edges).toHaveLength(4);
    expect(chart.edges.map((edge) => edge.confidence)).toEqual(['document', 'product', 'inferred', 'document']);
  });

  it('mirrors the columns for right-to-left readers', () => {
    const chart = layoutFlowChart(trace, true);
    const x = (id: string) => chart.nodes.find((entry) => entry.id === id)?.x ?? -1;
    expect(x('farm')).toBeGreaterThan(x('garments'));
  });

  it('draws nothing for a link to a party missing from the nodes', () => {
    expect(layoutFlowChart({ nodes: trace.nodes, links: [link('ghost', 'mill', 'document', 1)] }, false).edges).toEqual([]);
  });
});
