import type { TLinkConfidence, TTrace } from '@opentrace/domain';
import { byTierThenName } from './evidence-rows.ts';

export const NODE_WIDTH = 180;
export const NODE_HEIGHT = 56;
const COLUMN_GAP = 70;
const ROW_GAP = 18;
const PADDING = 12;

export type TPlacedNode = { id: string; x: number; y: number; name: string; role: string; isRoot: boolean; nonParticipating: boolean };
export type TPlacedEdge = { from: string; to: string; path: string; confidence: TLinkConfidence; viaBroker: boolean };
export type TFlowChart = { width: number; height: number; nodes: TPlacedNode[]; edges: TPlacedEdge[] };

/**
 * A static flow chart for print: one column per tier, raw material at the reading start and the order's
 * first supplier at its end (mirrored for right-to-left readers), links drawn as curves from the
 * supplier to the buyer. Light on purpose: no graph library in the PDF.
 */
export function layoutFlowChart(trace: Pick<TTrace, 'nodes' | 'links'>, rightToLeft: boolean): TFlowChart {
  const maxTier = Math.max(1, ...trace.nodes.map((node) => node.tier));
  const columns = new Map<number, TTrace['nodes']>();
  for (const node of [...trace.nodes].sort(byTierThenName)) columns.set(node.tier, [...(columns.get(node.tier) ?? []), node]);
  const tallest = Math.max(1, ...[...columns.values()].map((column) => column.length));
  const width = PADDING * 2 + maxTier * NODE_WIDTH + (maxTier - 1) * COLUMN_GAP;
  const height = PADDING * 2 + tallest * NODE_HEIGHT + (tallest - 1) * ROW_GAP;

  const placed = new Map<string, TPlacedNode>();
  for (const [tier, column] of columns) {
    // Upstream to downstream in the reading direction: the highest tier comes first.
    const slot = rightToLeft ? tier - 1 : maxTier - tier;
    const x = PADDING + slot * (NODE_WIDTH + COLUMN_GAP);
    const offset = ((tallest - column.length) * (NODE_HEIGHT + ROW_GAP)) / 2;
    column.forEach((node, row) => {
      placed.set(node.id, {
        id: node.id,
        x,
        y: PADDING + offset + row * (NODE_HEIGHT + ROW_GAP),
        name: node.name,
        role: node.roleName,
        isRoot: node.isRoot,
        nonParticipating: node.nonParticipating,
      });
    });
  }

  const edges: TPlacedEdge[] = [];
  for (const link of trace.links) {
    const from = placed.get(link.from);
    const to = placed.get(link.to);
    if (!from || !to) continue;
    const fromX = from.x < to.x ? from.x + NODE_WIDTH : from.x;
    const toX = from.x < to.x ? to.x : to.x + NODE_WIDTH;
    const fromY = from.y + NODE_HEIGHT / 2;
    const toY = to.y + NODE_HEIGHT / 2;
    const bend = (toX - fromX) / 2;
    edges.push({
      from: link.from,
      to: link.to,
      path: `M ${fromX} ${fromY} C ${fromX + bend} ${fromY}, ${toX - bend} ${toY}, ${toX} ${toY}`,
      confidence: link.confidence,
      viaBroker: link.viaBroker,
    });
  }
  return { width, height, nodes: [...placed.values()], edges };
}
