import type { TSupplyChainMap } from '@opentrace/domain';

/** Layout sizes of spec §9. A chain's initial node is drawn big, every other node medium. */
export const NODE_SIZE = {
  big: { width: 200, height: 92 },
  medium: { width: 160, height: 67 },
} as const;
export const NODE_SPACING = { x: 100, y: 50, tier: 100 } as const;

type TMapNode = TSupplyChainMap['nodes'][number];

export function nodeSize(node: Pick<TMapNode, 'isInitial'>) {
  return node.isInitial ? NODE_SIZE.big : NODE_SIZE.medium;
}

/** The shape of elkjs's graph input, kept local so this module does not import the library. */
export interface TElkGraph {
  id: string;
  layoutOptions: Record<string, string>;
  children: { id: string; width: number; height: number }[];
  edges: { id: string; sources: string[]; targets: string[] }[];
}

/**
 * The map as an ELK layered graph flowing left to right: suppliers in one tier, their buyers in
 * the next. Tier spacing, spacing between nodes of a tier and between separate chains follow §9.
 */
export function toElkGraph(map: Pick<TSupplyChainMap, 'nodes' | 'lines'>): TElkGraph {
  return {
    id: 'supply-chain',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.layered.spacing.nodeNodeBetweenLayers': String(NODE_SPACING.tier),
      'elk.spacing.nodeNode': String(NODE_SPACING.y),
      'elk.spacing.componentComponent': String(NODE_SPACING.x),
    },
    children: map.nodes.map((node) => ({ id: node.roleId, ...nodeSize(node) })),
    edges: map.lines
      .filter((line) => line.fromRoleId !== null)
      .map((line) => ({ id: line.id, sources: [line.fromRoleId!], targets: [line.roleId] })),
  };
}

/** Stored positions as the API wants them, from ELK's answer (`x` is left, `y` is top). */
export function positionsFromLayout(layout: { children?: { id: string; x?: number; y?: number }[] }) {
  return (layout.children ?? []).map((child) => ({ roleId: child.id, left: child.x ?? 0, top: child.y ?? 0 }));
}

/**
 * Whether the stored positions need a fresh layout: a node just added sits next to its supplier
 * and may cover a sibling, so any overlap (or a map never arranged) asks for one.
 */
export function needsLayout(nodes: readonly Pick<TMapNode, 'isInitial' | 'position'>[]): boolean {
  return nodes.some((a, i) =>
    nodes.slice(i + 1).some((b) => {
      const sizeA = nodeSize(a);
      const sizeB = nodeSize(b);
      return (
        a.position.left < b.position.left + sizeB.width &&
        b.position.left < a.position.left + sizeA.width &&
        a.position.top < b.position.top + sizeB.height &&
        b.position.top < a.position.top + sizeA.height
      );
    }),
  );
}
