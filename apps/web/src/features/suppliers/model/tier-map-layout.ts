import { RISK_LEVEL_COLOURS, type TRiskLevel, type TSupplierMap } from '@opentrace/domain';

/** Layout sizes of spec §9: suppliers are drawn big, the tier headers medium. */
export const TIER_MAP_NODE_SIZE = {
  big: { width: 200, height: 92 },
  medium: { width: 160, height: 67 },
} as const;
export const TIER_MAP_SPACING = { x: 100, y: 50, tier: 100 } as const;

type TSupplierMapNode = TSupplierMap['nodes'][number];

/** A column of the map: a tier of the supply-chain map, or null for suppliers whose role has left the map. */
export type TTierColumn = { tier: number | null; roles: TSupplierMapNode['type'][] };

/** The shape of elkjs's graph input, kept local so this module does not import the library. */
export interface TElkTierGraph {
  id: string;
  layoutOptions: Record<string, string>;
  children: { id: string; width: number; height: number; layoutOptions: Record<string, string> }[];
  edges: { id: string; sources: string[]; targets: string[] }[];
}

/** What elkjs answers: the same children, now placed. */
export type TElkTierLayout = { children?: { id: string; x?: number; y?: number }[] };

export type TPoint = { x: number; y: number };

/** The tier a supplier sits in: the map tier holding its role, else the tier its role carries. */
function tierOf(map: TSupplierMap, node: TSupplierMapNode): number | null {
  return map.tiers.find((column) => column.roles.some((role) => role.id === node.type.id))?.tier ?? node.type.tier;
}

/**
 * The columns from left to right: the furthest tier first, tier 1 last, following the map's tier
 * order; then any tier only a supplier's role still names; suppliers whose role has no tier come
 * leftmost, in a column of their own, rather than being dropped. Only tiers with suppliers show,
 * each with the roles of its suppliers.
 */
export function tierColumns(map: TSupplierMap): TTierColumn[] {
  const tiers = new Map(map.nodes.map((node) => [node.id, tierOf(map, node)]));
  const used = new Set(tiers.values());
  const rolesIn = (tier: number | null) => {
    const roles = new Map<string, TSupplierMapNode['type']>();
    for (const node of map.nodes) if (tiers.get(node.id) === tier) roles.set(node.type.id, node.type);
    return [...roles.values()];
  };
  const listed = map.tiers.map((column) => column.tier).filter((tier) => used.has(tier));
  const extra = [...used].filter((tier): tier is number => tier !== null && !listed.includes(tier)).sort((a, b) => a - b);
  const order: (number | null)[] = [...listed, ...extra, ...(used.has(null) ? [null] : [])];
  return order.map((tier) => ({ tier, roles: rolesIn(tier) })).reverse();
}

/** The ELK partition of each supplier: its column's index, so ELK keeps columns in map order. */
function partitions(map: TSupplierMap): Map<string, number> {
  const columns = tierColumns(map);
  return new Map(map.nodes.map((node) => [node.id, columns.findIndex((column) => column.tier === tierOf(map, node))]));
}

/**
 * The brand's suppliers as an ELK layered graph flowing left to right, the way goods flow: the
 * furthest tier on the left, tier 1 (selling to the brand) on the right. It reads like the
 * supply-chain map the brand drew in the configuration, and wide screens have more room across
 * than down for a chain of several tiers. Each tier is a partition so tiers stay in map order
 * even where no edge joins them; the graph is laid out whole (components not separated) so a
 * supplier with no partner still stands in its tier's column. Across a tier, the spec's x spacing
 * and tier spacing are one gap (both 100); down a tier, the y spacing.
 */
export function toElkTierGraph(map: TSupplierMap): TElkTierGraph {
  const partitionOf = partitions(map);
  const ids = new Set(map.nodes.map((node) => node.id));
  return {
    id: 'supplier-tier-map',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.partitioning.activate': 'true',
      'elk.separateConnectedComponents': 'false',
      'elk.layered.spacing.nodeNodeBetweenLayers': String(Math.max(TIER_MAP_SPACING.tier, TIER_MAP_SPACING.x)),
      'elk.spacing.nodeNode': String(TIER_MAP_SPACING.y),
    },
    children: map.nodes.map((node) => ({
      id: node.id,
      ...TIER_MAP_NODE_SIZE.big,
      layoutOptions: { 'elk.partitioning.partition': String(partitionOf.get(node.id) ?? 0) },
    })),
    edges: map.nodes.flatMap((node) =>
      [...new Set(node.targets)]
        .filter((target) => ids.has(target) && target !== node.id)
        .map((target) => ({ id: `${node.id}->${target}`, sources: [node.id], targets: [target] })),
    ),
  };
}

/** Each supplier's top-left corner from ELK's answer. */
export function supplierPositions(layout: TElkTierLayout): Map<string, TPoint> {
  return new Map((layout.children ?? []).map((child) => [child.id, { x: child.x ?? 0, y: child.y ?? 0 }]));
}

/**
 * A header over each column, all on one row above the highest supplier, centred on the column
 * (ELK puts a tier's suppliers, all the same width, at one x).
 */
export function tierHeaderPositions(map: TSupplierMap, positions: Map<string, TPoint>): { column: TTierColumn; position: TPoint }[] {
  const placed = map.nodes.flatMap((node) => {
    const position = positions.get(node.id);
    return position ? [{ node, position }] : [];
  });
  if (placed.length === 0) return [];
  const top = Math.min(...placed.map(({ position }) => position.y));
  const y = top - TIER_MAP_SPACING.y - TIER_MAP_NODE_SIZE.medium.height;
  const inset = (TIER_MAP_NODE_SIZE.big.width - TIER_MAP_NODE_SIZE.medium.width) / 2;
  return tierColumns(map).flatMap((column) => {
    const xs = placed.filter(({ node }) => tierOf(map, node) === column.tier).map(({ position }) => position.x);
    return xs.length > 0 ? [{ column, position: { x: Math.min(...xs) + inset, y } }] : [];
  });
}

/** A key that changes only when the layout would: which suppliers there are, their tiers and links, not their names or risk. */
export function tierLayoutKey(map: TSupplierMap): string {
  const partitionOf = partitions(map);
  return map.nodes
    .map((node) => `${node.id}:${partitionOf.get(node.id)}:${[...node.targets].sort().join(',')}`)
    .sort()
    .join('|');
}

/** Spec §4 colour of a risk level; a supplier not assessed yet is grey. */
export function riskColour(level: TRiskLevel | null): string {
  return RISK_LEVEL_COLOURS[level ?? 'NOT_ASSESSED'];
}

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const DARK_TEXT = '#1a1b1e';
const LIGHT_TEXT = '#ffffff';

/** Text colour for a node filled with `background`: whichever of near-black and white reads better. */
export function textColourOn(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}
