import ELK from 'elkjs/lib/elk.bundled.js';
import type { TSupplierMap } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  riskColour,
  supplierPositions,
  textColourOn,
  tierColumns,
  tierHeaderPositions,
  tierLayoutKey,
  toElkTierGraph,
} from './tier-map-layout.ts';

type TNode = TSupplierMap['nodes'][number];

const role = (id: string, tier: number | null) => ({ id, name: id, nameTranslations: {}, code: null, tier, canSignIn: true });
const GARMENT = role('garment', 1);
const FABRIC = role('fabric', 2);
const SPINNER = role('spinner', 3);
const RETIRED = role('retired', null);

const supplier = (id: string, type: TNode['type'], targets: string[] = [], riskLevel: TNode['riskLevel'] = null): TNode => ({
  id,
  name: `Supplier ${id}`,
  type,
  riskLevel,
  questionnaireState: 'unknown',
  targets,
});

/** Tier 3 spinners supply the tier 2 mill, which supplies both garment makers; one spinner has no partner yet. */
const MAP: TSupplierMap = {
  tiers: [
    { tier: 1, roles: [GARMENT] },
    { tier: 2, roles: [FABRIC] },
    { tier: 3, roles: [SPINNER] },
  ],
  nodes: [
    supplier('g1', GARMENT),
    supplier('g2', GARMENT, [], 'LOW'),
    supplier('m1', FABRIC, ['g1', 'g2'], 'HIGH'),
    supplier('s1', SPINNER, ['m1'], 'MEDIUM'),
    supplier('s2', SPINNER),
  ],
};

const partitionOf = (graph: ReturnType<typeof toElkTierGraph>, id: string) =>
  graph.children.find((child) => child.id === id)?.layoutOptions['elk.partitioning.partition'];

describe('supplier tier map layout', () => {
  it('sizes every supplier big and spaces tiers as spec §9 says', () => {
    const graph = toElkTierGraph(MAP);
    expect(graph.children.map(({ width, height }) => ({ width, height }))).toEqual(Array(5).fill({ width: 200, height: 92 }));
    expect(graph.layoutOptions).toMatchObject({
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.partitioning.activate': 'true',
      'elk.separateConnectedComponents': 'false',
      'elk.layered.spacing.nodeNodeBetweenLayers': '100',
      'elk.spacing.nodeNode': '50',
    });
  });

  it('draws an edge from each supplier to each buyer it names, ignoring buyers not on the map', () => {
    const graph = toElkTierGraph({ ...MAP, nodes: [...MAP.nodes.slice(0, 3), supplier('s1', SPINNER, ['m1', 'm1', 'gone'])] });
    expect(graph.edges).toEqual([
      { id: 'm1->g1', sources: ['m1'], targets: ['g1'] },
      { id: 'm1->g2', sources: ['m1'], targets: ['g2'] },
      { id: 's1->m1', sources: ['s1'], targets: ['m1'] },
    ]);
  });

  it('partitions suppliers by tier, furthest tier first', () => {
    const graph = toElkTierGraph(MAP);
    expect(['s1', 's2', 'm1', 'g1', 'g2'].map((id) => partitionOf(graph, id))).toEqual(['0', '0', '1', '2', '2']);
  });

  it('keeps only tiers with suppliers, and gives suppliers without a tier their own leftmost column', () => {
    const map: TSupplierMap = { tiers: MAP.tiers, nodes: [supplier('g1', GARMENT), supplier('s1', SPINNER), supplier('r1', RETIRED)] };
    expect(tierColumns(map).map((column) => column.tier)).toEqual([null, 3, 1]);
    expect(tierColumns(map)[0]?.roles).toEqual([RETIRED]);
    expect(partitionOf(toElkTierGraph(map), 'r1')).toBe('0');
  });

  it('lays the tiers out left to right in map order with ELK, headers above their columns', async () => {
    const layout = await new ELK().layout(toElkTierGraph(MAP));
    const positions = supplierPositions(layout);
    const x = (id: string) => positions.get(id)!.x;
    expect(x('s1')).toBe(x('s2'));
    expect(x('g1')).toBe(x('g2'));
    expect(x('m1') - x('s1')).toBeGreaterThanOrEqual(200 + 100);
    expect(x('g1') - x('m1')).toBeGreaterThanOrEqual(200 + 100);
    const ys = [...positions.values()].map((position) => position.y);
    const headers = tierHeaderPositions(MAP, positions);
    expect(headers.map(({ column }) => column.tier)).toEqual([3, 2, 1]);
    expect(headers[0]?.position).toEqual({ x: x('s1') + 20, y: Math.min(...ys) - 50 - 67 });
  });

  it('keys the layout on suppliers, tiers and links only', () => {
    const renamed = { ...MAP, nodes: MAP.nodes.map((node) => ({ ...node, name: 'Renamed', riskLevel: 'HIGH' as const })) };
    expect(tierLayoutKey(renamed)).toBe(tierLayoutKey(MAP));
    const relinked = { ...MAP, nodes: MAP.nodes.map((node) => (node.id === 's2' ? { ...node, targets: ['m1'] } : node)) };
    expect(tierLayoutKey(relinked)).not.toBe(tierLayoutKey(MAP));
  });

  it('colours nodes by risk, grey when not assessed, with text that reads at AA contrast', () => {
    expect(riskColour(null)).toBe('#868e96');
    expect(riskColour('HIGH')).toBe('#e03131');
    expect(riskColour('EXTREME')).toBe('#862e2e');
    for (const level of ['EXTREME', 'HIGH', 'MEDIUM', 'LOW', null] as const) {
      const background = riskColour(level);
      expect(contrastRatio(background, textColourOn(background))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
