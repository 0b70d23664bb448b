import { roleTiers } from '@opentrace/domain';

/** The role code of an intermediary that buys and sells without a place on the supply-chain map. */
export const BROKER_ROLE_CODE = 'BROKER';

/**
 * The supply-chain map as the order rules read it (DOMAIN.md §5.1): which roles are on it, and which
 * roles a role buys from. Lines are "role buys from fromRole".
 */
export class OrderMap {
  private readonly onMap: ReadonlySet<string>;

  constructor(private readonly lines: readonly { roleId: string; fromRoleId: string | null }[]) {
    this.onMap = new Set(roleTiers(lines).keys());
  }

  /** Every role on the map. */
  roleIds(): string[] {
    return [...this.onMap];
  }

  has(roleId: string): boolean {
    return this.onMap.has(roleId);
  }

  /** The roles `buyerRoleId` buys from: who may supply an order supplier of that role. */
  fromRolesOf(buyerRoleId: string): string[] {
    return this.lines.flatMap((line) => (line.roleId === buyerRoleId && line.fromRoleId !== null ? [line.fromRoleId] : []));
  }

  sellsTo(sellerRoleId: string, buyerRoleId: string): boolean {
    return this.lines.some((line) => line.roleId === buyerRoleId && line.fromRoleId === sellerRoleId);
  }
}

interface OrderSupplierLink {
  id: string;
  parentId: string | null;
  supplier: { roleId: string; roleCode: string | null };
}

/**
 * The role whose suppliers an order supplier buys for: its own, or for a broker (which has no place on
 * the map) the role of the nearest order supplier above it that is not a broker, whose purchases the
 * broker arranges. Undefined when only brokers stand above it.
 */
export function buyingRoleOf(orderSupplierId: string, suppliers: readonly OrderSupplierLink[]): string | undefined {
  const byId = new Map(suppliers.map((row) => [row.id, row]));
  const seen = new Set<string>();
  let current = byId.get(orderSupplierId);
  while (current && !seen.has(current.id)) {
    if (current.supplier.roleCode !== BROKER_ROLE_CODE) return current.supplier.roleId;
    seen.add(current.id);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return undefined;
}
