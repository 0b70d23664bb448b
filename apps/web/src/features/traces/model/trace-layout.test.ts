import type { TTraceNode } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { traceLink, traceNode } from '../../../lib/test-traces.ts';
import { toElkTraceGraph, traceLayoutKey, traceNodeSize, tracePositions } from './trace-layout.ts';

const node = (id: string, tier: number, extra: Partial<TTraceNode> = {}) => traceNode(id, { tier, countryCode: null, ...extra });

const link = (from: string, to: string) => traceLink(from, to);

const nodes = [node('root', 1, { isRoot: true }), node('mill', 2), node('farm', 3, { isRawMaterialSource: true })];
const links = [link('mill', 'root'), link('farm', 'mill')];

describe('traceNodeSize', () => {
  it('draws the root and raw-material sources big (200 × 92) and the steps between medium (160 × 67)', () => {
    expect(traceNodeSize(nodes[0]!)).toEqual({ width: 200, height: 92 });
    expect(traceNodeSize(nodes[1]!)).toEqual({ width: 160, height: 67 });
    expect(traceNodeSize(nodes[2]!)).toEqual({ width: 200, height: 92 });
  });
});

describe('toElkTraceGraph', () => {
  it('lays the trace out in layers with the spec spacing: tiers 100 apart, nodes 50 apart, parts 100 apart', () => {
    const graph = toElkTraceGraph(nodes, links, 'ltr');
    expect(graph.layoutOptions).toMatchObject({
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '100',
      'elk.spacing.nodeNode': '50',
      'elk.spacing.componentComponent': '100',
    });
    expect(graph.children.map(({ id, width, height }) => ({ id, width, height }))).toEqual([
      { id: 'root', width: 200, height: 92 },
      { id: 'mill', width: 160, height: 67 },
      { id: 'farm', width: 200, height: 92 },
    ]);
  });

  it('puts the furthest tier first so raw material starts the chain and the order ends it', () => {
    const partitions = toElkTraceGraph(nodes, links, 'ltr').children.map((child) => [
      child.id,
      child.layoutOptions['elk.partitioning.partition'],
    ]);
    expect(partitions).toEqual([
      ['root', '2'],
      ['mill', '1'],
      ['farm', '0'],
    ]);
  });

  it('draws goods flowing right to left for a right-to-left language', () => {
    expect(toElkTraceGraph(nodes, links, 'rtl').layoutOptions['elk.direction']).toBe('LEFT');
  });

  it('draws each link from the supplier to the buyer and skips links to nodes not shown', () => {
    const graph = toElkTraceGraph(nodes, [...links, link('elsewhere', 'mill'), link('mill', 'mill')], 'ltr');
    expect(graph.edges).toEqual([
      { id: 'mill->root', sources: ['mill'], targets: ['root'] },
      { id: 'farm->mill', sources: ['farm'], targets: ['mill'] },
    ]);
  });
});

describe('tracePositions', () => {
  it('reads each node’s corner from the layout, 0 where ELK left one out', () => {
    expect(tracePositions({ children: [{ id: 'root', x: 560, y: 20 }, { id: 'mill' }] })).toEqual(
      new Map([
        ['root', { x: 560, y: 20 }],
        ['mill', { x: 0, y: 0 }],
      ]),
    );
  });
});

describe('traceLayoutKey', () => {
  it('changes with the links, the tiers or the direction, not with names or risk', () => {
    const key = traceLayoutKey(nodes, links, 'ltr');
    expect(
      traceLayoutKey(
        nodes.map((item) => ({ ...item, name: 'renamed', riskLevel: 'HIGH' as const })),
        links,
        'ltr',
      ),
    ).toBe(key);
    expect(traceLayoutKey(nodes, links.slice(0, 1), 'ltr')).not.toBe(key);
    expect(traceLayoutKey(nodes, links, 'rtl')).not.toBe(key);
  });
});
