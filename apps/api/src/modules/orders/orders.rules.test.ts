import { describe, expect, it } from 'vitest';
import { buyingRoleOf, OrderMap } from './orders.rules.ts';

/** The cotton map by name: Farm → Ginner → Spinner → Mill → Assembly ("role buys from fromRole"). */
const lines = [
  { roleId: 'farm', fromRoleId: null },
  { roleId: 'ginner', fromRoleId: 'farm' },
  { roleId: 'spinner', fromRoleId: 'ginner' },
  { roleId: 'mill', fromRoleId: 'spinner' },
  { roleId: 'assembly', fromRoleId: 'mill' },
];

const row = (id: string, parentId: string | null, roleId: string, roleCode: string | null = roleId.toUpperCase()) => ({
  id,
  parentId,
  supplier: { roleId, roleCode },
});

describe('the order map', () => {
  const map = new OrderMap(lines);

  it('knows the roles on the map and whom each buys from', () => {
    expect(map.roleIds().sort()).toEqual(['assembly', 'farm', 'ginner', 'mill', 'spinner']);
    expect(map.has('broker')).toBe(false);
    expect(map.fromRolesOf('mill')).toEqual(['spinner']);
    expect(map.fromRolesOf('farm')).toEqual([]);
    expect(map.sellsTo('spinner', 'mill')).toBe(true);
    expect(map.sellsTo('mill', 'spinner')).toBe(false);
  });
});

describe('the role an order supplier buys for', () => {
  it('is its own role, or for a broker that of the nearest order supplier above it that is not one', () => {
    const suppliers = [
      row('root', null, 'spinner'),
      row('broker', 'root', 'broker-role', 'BROKER'),
      row('second-broker', 'broker', 'broker-role', 'BROKER'),
      row('ginner', 'second-broker', 'ginner'),
    ];
    expect(buyingRoleOf('root', suppliers)).toBe('spinner');
    expect(buyingRoleOf('broker', suppliers)).toBe('spinner');
    expect(buyingRoleOf('second-broker', suppliers)).toBe('spinner');
    expect(buyingRoleOf('ginner', suppliers)).toBe('ginner');
  });

  it('is unknown for brokers with no one above them, or an order supplier that is not there', () => {
    expect(buyingRoleOf('broker', [row('broker', null, 'broker-role', 'BROKER')])).toBeUndefined();
    expect(buyingRoleOf('missing', [row('root', null, 'spinner')])).toBeUndefined();
  });
});
