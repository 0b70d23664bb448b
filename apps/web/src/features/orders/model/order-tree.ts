import type { TOrderSupplier } from '@opentrace/domain';

/** An order supplier with those who supplied it. */
export type TOrderSupplierNode = { orderSupplier: TOrderSupplier; children: TOrderSupplierNode[] };

/**
 * The order suppliers as a tree, the first supplier at the top and each level in the order the API
 * gave. One whose parent is not in the list still shows, at the top, rather than vanish; a parent
 * loop (which the API never makes) cannot hang the page, as each order supplier is placed once.
 */
export function orderSupplierTree(suppliers: readonly TOrderSupplier[]): TOrderSupplierNode[] {
  const ids = new Set(suppliers.map((item) => item.id));
  const childrenOf = new Map<string, TOrderSupplier[]>();
  for (const item of suppliers) {
    if (item.parentId === null || !ids.has(item.parentId)) continue;
    childrenOf.set(item.parentId, [...(childrenOf.get(item.parentId) ?? []), item]);
  }
  const placed = new Set<string>();
  const build = (orderSupplier: TOrderSupplier): TOrderSupplierNode => {
    placed.add(orderSupplier.id);
    const children = (childrenOf.get(orderSupplier.id) ?? []).filter((child) => !placed.has(child.id));
    return { orderSupplier, children: children.map((child) => build(child)) };
  };
  const roots = suppliers.filter((item) => item.parentId === null || !ids.has(item.parentId));
  const firstFirst = [...roots.filter((item) => item.parentId === null), ...roots.filter((item) => item.parentId !== null)];
  return firstFirst.filter((item) => !placed.has(item.id)).map((item) => build(item));
}

/** How many order suppliers sit below a node: they are deleted with it. */
export function descendantCount(node: TOrderSupplierNode): number {
  return node.children.reduce((count, child) => count + 1 + descendantCount(child), 0);
}

/** The order suppliers below the first one, whose trace an edit of the first one resets. */
export function furtherSupplierCount(suppliers: readonly TOrderSupplier[]): number {
  return suppliers.filter((item) => item.parentId !== null).length;
}
