import type { TTraceLink, TTraceNode } from '@opentrace/domain';

/**
 * Layout sizes of spec §9: the trace's ends (the order's own supplier and the raw-material sources)
 * are drawn big, every step between them medium.
 */
export const TRACE_NODE_SIZE = {
  big: { width: 200, height: 92 },
  medium: { width: 160, height: 67 },
} as const;
export const TRACE_SPACING = { x: 100, y: 50, tier: 100 } as const;

export type TSize = { width: number; height: number };
export type TPoint = { x: number; y: number };

export function traceNodeSize(node: Pick<TTraceNode, 'isRoot' | 'isRawMaterialSource'>): TSize {
  return node.isRoot || node.isRawMaterialSource ? TRACE_NODE_SIZE.big : TRACE_NODE_SIZE.medium;
}

/** The shape of elkjs's graph input, kept local so this module does not import the library. */
export interface TElkTraceGraph {
  id: string;
  layoutOptions: Record<string, string>;
  children: { id: string; width: number; height: number; layoutOptions: Record<string, string> }[];
  edges: { id: string; sources: string[]; targets: string[] }[];
}

/** What elkjs answers: the same children, now placed. */
export type TElkTraceLayout = { children?: { id: string; x?: number; y?: number }[] };

export const traceLinkId = (link: Pick<TTraceLink, 'from' | 'to'>) => `${link.from}->${link.to}`;

/**
 * The trace as an ELK layered graph in the direction goods flow: raw material first, the order's
 * supplier last. Left to right, or right to left for a right-to-left language, so Urdu readers
 * read the chain in their own direction. Each tier is a partition, furthest tier first, so a
 * facility stands in its tier's column even where the longest path would place it elsewhere.
 * Between tiers the spec's tier spacing, within a tier its y spacing, between unconnected parts
 * its x spacing.
 */
export function toElkTraceGraph(nodes: readonly TTraceNode[], links: readonly TTraceLink[], direction: 'ltr' | 'rtl'): TElkTraceGraph {
  const deepest = Math.max(1, ...nodes.map((node) => node.tier));
  const ids = new Set(nodes.map((node) => node.id));
  return {
    id: 'trace',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction === 'rtl' ? 'LEFT' : 'RIGHT',
      'elk.partitioning.activate': 'true',
      'elk.layered.spacing.nodeNodeBetweenLayers': String(TRACE_SPACING.tier),
      'elk.spacing.nodeNode': String(TRACE_SPACING.y),
      'elk.spacing.componentComponent': String(TRACE_SPACING.x),
    },
    children: nodes.map((node) => ({
      id: node.id,
      ...traceNodeSize(node),
      layoutOptions: { 'elk.partitioning.partition': String(deepest - node.tier) },
    })),
    edges: links
      .filter((link) => link.from !== link.to && ids.has(link.from) && ids.has(link.to))
      .map((link) => ({ id: traceLinkId(link), sources: [link.from], targets: [link.to] })),
  };
}

/** Each node's top-left corner from ELK's answer. */
export function tracePositions(layout: TElkTraceLayout): Map<string, TPoint> {
  return new Map((layout.children ?? []).map((child) => [child.id, { x: child.x ?? 0, y: child.y ?? 0 }]));
}

/** A key that changes only when the layout would: which nodes, their tiers and sizes, the links, the direction. */
export function traceLayoutKey(nodes: readonly TTraceNode[], links: readonly TTraceLink[], direction: 'ltr' | 'rtl'): string {
  const nodePart = nodes.map((node) => `${node.id}:${node.tier}:${traceNodeSize(node).width}`).sort();
  const linkPart = links.map(traceLinkId).sort();
  return `${direction}|${nodePart.join(',')}|${linkPart.join(',')}`;
}
