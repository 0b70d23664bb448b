import type { TOrderSupplier } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { descendantCount, furtherSupplierCount, orderSupplierTree, type TOrderSupplierNode } from './order-tree.ts';

const FACILITY = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'x',
  roleId: '00000000-0000-4000-8000-000000000002',
  roleName: 'Ginner',
  countryCode: null,
  riskLevel: null,
};

const orderSupplier = (id: string, parentId: string | null): TOrderSupplier => ({
  id,
  parentId,
  supplier: { ...FACILITY, name: `Facility ${id}` },
  purchasedAt: '2026-11-01T09:00:00.000Z',
  purchaseOrderNumber: `PO-${id}`,
  invoiceNumber: null,
  packingListNumber: null,
});

type TShape = { id: string; children: TShape[] };
const shape = (nodes: readonly TOrderSupplierNode[]): TShape[] =>
  nodes.map((node) => ({ id: node.orderSupplier.id, children: shape(node.children) }));

describe('the order suppliers as a tree', () => {
  it('puts the first supplier at the top and each one under the one it supplied, in the API’s order', () => {
    const list = [
      orderSupplier('ginner', 'spinner'),
      orderSupplier('assembly', null),
      orderSupplier('spinner', 'assembly'),
      orderSupplier('farm', 'ginner'),
      orderSupplier('mill', 'assembly'),
    ];
    expect(shape(orderSupplierTree(list))).toEqual([
      {
        id: 'assembly',
        children: [
          { id: 'spinner', children: [{ id: 'ginner', children: [{ id: 'farm', children: [] }] }] },
          { id: 'mill', children: [] },
        ],
      },
    ]);
  });

  it('still shows an order supplier whose parent is missing, after the first supplier', () => {
    const list = [orderSupplier('orphan', 'gone'), orderSupplier('assembly', null)];
    expect(shape(orderSupplierTree(list)).map((node) => node.id)).toEqual(['assembly', 'orphan']);
  });

  it('cannot loop on a parent cycle', () => {
    const list = [orderSupplier('assembly', null), orderSupplier('a', 'b'), orderSupplier('b', 'a')];
    expect(shape(orderSupplierTree(list))).toEqual([{ id: 'assembly', children: [] }]);
  });
});

describe('counting order suppliers', () => {
  it('counts what a deletion takes along, and the further suppliers an edit of the first one affects', () => {
    const list = [
      orderSupplier('assembly', null),
      orderSupplier('spinner', 'assembly'),
      orderSupplier('ginner', 'spinner'),
      orderSupplier('farm', 'ginner'),
    ];
    const [root] = orderSupplierTree(list);
    expect(root && descendantCount(root)).toBe(3);
    expect(root?.children[0] && descendantCount(root.children[0])).toBe(2);
    expect(furtherSupplierCount(list)).toBe(3);
    expect(furtherSupplierCount([orderSupplier('assembly', null)])).toBe(0);
  });
});
