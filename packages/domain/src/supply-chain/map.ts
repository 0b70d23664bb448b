import type { TRoleType } from '../roles/roles.ts';

/**
 * Supply-chain map rules and edit impacts (DOMAIN.md §3.3), pure so the API enforces them and
 * the wizard can explain them with the same words.
 *
 * A line `{roleId, fromRoleId}` means "role buys from fromRole"; the line with `fromRoleId` null
 * is a chain's initial node (its root).
 */

export interface TMapRole {
  id: string;
  type: TRoleType;
  isRawMaterialExtractor: boolean;
  /** Catalogue keys, e.g. `LOG_PURCHASE` or `LOG_PURCHASE.ALLOW_PURCHASE_INTERMEDIARIES`. */
  permissions: readonly string[];
}

export interface TMapLine {
  id: string;
  roleId: string;
  fromRoleId: string | null;
  chainId: string;
  outputProductDefinitionIds: readonly string[];
}

export type TMapRuleKey =
  | 'supplyChain.initialNotExtractor'
  | 'supplyChain.alreadyOnMap'
  | 'supplyChain.sellerNotOnMap'
  | 'supplyChain.notProducer'
  | 'supplyChain.extractorDownstream'
  | 'supplyChain.buyerNeedsPurchase'
  | 'supplyChain.sellerNeedsSale'
  | 'supplyChain.lineExists'
  | 'supplyChain.cycle';

const hasPermission = (role: TMapRole, action: string) => role.permissions.some((key) => key === action || key.endsWith(`.${action}`));

/** Roles that appear on the map, as buyer or seller of any line. */
export function rolesOnMap(lines: readonly TMapLine[]): Set<string> {
  return new Set(lines.flatMap((line) => (line.fromRoleId ? [line.roleId, line.fromRoleId] : [line.roleId])));
}

export function isInitialRole(lines: readonly TMapLine[], roleId: string): boolean {
  return lines.some((line) => line.roleId === roleId && line.fromRoleId === null);
}

/** The initial node of a chain, or another flow: a raw-material extractor not yet on the map. */
export function checkInitialRole(role: TMapRole, lines: readonly TMapLine[]): TMapRuleKey | null {
  if (role.type !== 'Producer' || !role.isRawMaterialExtractor) return 'supplyChain.initialNotExtractor';
  if (rolesOnMap(lines).has(role.id)) return 'supplyChain.alreadyOnMap';
  return null;
}

/** Would `buyerId` buying from `sellerId` close a loop, i.e. does the seller already buy (indirectly) from the buyer? */
function createsCycle(lines: readonly TMapLine[], buyerId: string, sellerId: string): boolean {
  if (buyerId === sellerId) return true;
  const seen = new Set<string>();
  const pending = [sellerId];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (current === buyerId) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const line of lines) if (line.roleId === current && line.fromRoleId) pending.push(line.fromRoleId);
  }
  return false;
}

/** A downstream supplier: `buyer` buys from `seller`, which must already be on the map. */
export function checkDownstreamLine(buyer: TMapRole, seller: TMapRole, lines: readonly TMapLine[]): TMapRuleKey | null {
  if (!rolesOnMap(lines).has(seller.id)) return 'supplyChain.sellerNotOnMap';
  if (buyer.type !== 'Producer' || seller.type !== 'Producer') return 'supplyChain.notProducer';
  if (buyer.isRawMaterialExtractor) return 'supplyChain.extractorDownstream';
  if (!hasPermission(buyer, 'LOG_PURCHASE')) return 'supplyChain.buyerNeedsPurchase';
  // The initial node is usually non-participating: its product is bought, it never logs a sale.
  if (!isInitialRole(lines, seller.id) && !hasPermission(seller, 'LOG_SALE')) return 'supplyChain.sellerNeedsSale';
  if (lines.some((line) => line.roleId === buyer.id && line.fromRoleId === seller.id)) return 'supplyChain.lineExists';
  if (createsCycle(lines, buyer.id, seller.id)) return 'supplyChain.cycle';
  return null;
}

/** The chain a new line joins, and the other chains it merges into it (the buyer's, if different). */
export function chainAfterLinking(
  lines: readonly TMapLine[],
  buyerId: string,
  sellerId: string,
): { chainId: string; mergedChainIds: string[] } {
  const chainOf = (roleId: string) =>
    lines.find((line) => line.roleId === roleId)?.chainId ?? lines.find((line) => line.fromRoleId === roleId)?.chainId;
  const chainId = chainOf(sellerId);
  if (!chainId) throw new Error(`Seller ${sellerId} is not on the map`);
  const buyerChain = chainOf(buyerId);
  return { chainId, mergedChainIds: buyerChain && buyerChain !== chainId ? [buyerChain] : [] };
}

/** A line shows the intermediary double bar when either side may trade through a broker. */
export function showsIntermediaryBar(buyer: TMapRole, seller: TMapRole): boolean {
  return hasPermission(buyer, 'ALLOW_PURCHASE_INTERMEDIARIES') || hasPermission(seller, 'ALLOW_SALE_INTERMEDIARIES');
}

export interface TMapImpacts {
  deletedLineIds: string[];
  /** Roles that leave the map, with their metadata and calculated fields. */
  deletedNodeIds: string[];
  /** Roles that stay but lose their calculated fields. */
  impactNodeIds: string[];
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/**
 * What removing some lines does to the map. Walking from every root that survives, a node that
 * can no longer be reached is deleted with all its lines (so deletions cascade, and removing the
 * initial role breaks its chain); a surviving node that lost an incoming line is impacted, and so
 * are its direct children.
 */
export function impactsOfRemovingLines(lines: readonly TMapLine[], removedLineIds: ReadonlySet<string>): TMapImpacts {
  const remaining = lines.filter((line) => !removedLineIds.has(line.id));
  const reachable = new Set(remaining.filter((line) => line.fromRoleId === null).map((line) => line.roleId));
  for (let grew = true; grew;) {
    grew = false;
    for (const line of remaining) {
      if (line.fromRoleId && reachable.has(line.fromRoleId) && !reachable.has(line.roleId)) {
        reachable.add(line.roleId);
        grew = true;
      }
    }
  }
  const deletedNodeIds = [...rolesOnMap(lines)].filter((roleId) => !reachable.has(roleId));
  const deletedLines = lines.filter(
    (line) => removedLineIds.has(line.id) || !reachable.has(line.roleId) || (line.fromRoleId !== null && !reachable.has(line.fromRoleId)),
  );
  const lostIncoming = new Set(deletedLines.map((line) => line.roleId).filter((roleId) => reachable.has(roleId)));
  const children = remaining.filter((line) => line.fromRoleId && lostIncoming.has(line.fromRoleId)).map((line) => line.roleId);
  return {
    deletedLineIds: sorted(deletedLines.map((line) => line.id)),
    deletedNodeIds: sorted(deletedNodeIds),
    impactNodeIds: sorted([...lostIncoming, ...children].filter((roleId) => reachable.has(roleId))),
  };
}

/** Removing a node removes every line it buys or sells on. */
export function impactsOfRemovingNode(lines: readonly TMapLine[], roleId: string): TMapImpacts {
  const removed = lines.filter((line) => line.roleId === roleId || line.fromRoleId === roleId).map((line) => line.id);
  return impactsOfRemovingLines(lines, new Set(removed));
}

/**
 * Changing a node's outputs: an empty list deletes its incoming lines (and whatever then falls
 * off the map); dropping any output impacts the node and its direct children.
 */
export function impactsOfChangingOutputs(lines: readonly TMapLine[], roleId: string, outputs: readonly string[]): TMapImpacts {
  const own = lines.filter((line) => line.roleId === roleId);
  if (outputs.length === 0) return impactsOfRemovingLines(lines, new Set(own.map((line) => line.id)));
  const current = new Set(own.flatMap((line) => line.outputProductDefinitionIds));
  const dropped = [...current].some((id) => !outputs.includes(id));
  if (!dropped) return { deletedLineIds: [], deletedNodeIds: [], impactNodeIds: [] };
  const children = lines.filter((line) => line.fromRoleId === roleId).map((line) => line.roleId);
  return { deletedLineIds: [], deletedNodeIds: [], impactNodeIds: sorted([roleId, ...children]) };
}

/** Products a node makes: the outputs on its own lines. */
export function nodeOutputs(lines: readonly TMapLine[], roleId: string): string[] {
  return sorted(lines.filter((line) => line.roleId === roleId).flatMap((line) => line.outputProductDefinitionIds));
}

/** Products a node may buy: the outputs of the nodes it buys from. */
export function nodeInputs(lines: readonly TMapLine[], roleId: string): string[] {
  const sellers = new Set(lines.filter((line) => line.roleId === roleId && line.fromRoleId).map((line) => line.fromRoleId!));
  return sorted([...sellers].flatMap((seller) => nodeOutputs(lines, seller)));
}

export interface TCalculatedFieldShape {
  outputProductDefinitionId: string;
  outputAttributeId: string;
  expression: readonly { type: 'variable' | 'constant'; value: string; productDefinitionId?: string }[];
}

/**
 * A calculated field is broken when its output attribute is no longer on an output product of
 * the node, or when no variable refers to an attribute of a product the node can still buy.
 * `attributesOf` gives a definition's numeric attribute ids.
 */
export function isCalculatedFieldBroken(
  field: TCalculatedFieldShape,
  lines: readonly TMapLine[],
  roleId: string,
  attributesOf: (productDefinitionId: string) => readonly string[],
): boolean {
  const outputs = nodeOutputs(lines, roleId);
  if (!outputs.includes(field.outputProductDefinitionId)) return true;
  if (!attributesOf(field.outputProductDefinitionId).includes(field.outputAttributeId)) return true;
  const inputs = new Set(nodeInputs(lines, roleId));
  return !field.expression.some(
    (item) =>
      item.type === 'variable' &&
      item.productDefinitionId !== undefined &&
      inputs.has(item.productDefinitionId) &&
      attributesOf(item.productDefinitionId).includes(item.value),
  );
}
