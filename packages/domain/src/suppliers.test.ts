import { describe, expect, it } from 'vitest';
import { roleTiers, rolesAdjacent, ZAddSupplier, ZEditSupplier } from './suppliers.ts';

// Cotton: Farm → Ginner → Spinner → Mill → Assembly, with a second flow Mine → Smelter → Assembly.
const LINES = [
  { roleId: 'farm', fromRoleId: null },
  { roleId: 'ginner', fromRoleId: 'farm' },
  { roleId: 'spinner', fromRoleId: 'ginner' },
  { roleId: 'mill', fromRoleId: 'spinner' },
  { roleId: 'assembly', fromRoleId: 'mill' },
  { roleId: 'mine', fromRoleId: null },
  { roleId: 'smelter', fromRoleId: 'mine' },
  { roleId: 'assembly', fromRoleId: 'smelter' },
];

describe('roleTiers', () => {
  it('puts the role nobody buys from at tier 1 and every other one tier above its furthest buyer', () => {
    const tiers = roleTiers(LINES);
    expect(Object.fromEntries(tiers)).toEqual({ assembly: 1, mill: 2, smelter: 2, spinner: 3, mine: 3, ginner: 4, farm: 5 });
  });

  it('ends on a cycle, which the map forbids, instead of looping', () => {
    const tiers = roleTiers([
      { roleId: 'a', fromRoleId: 'b' },
      { roleId: 'b', fromRoleId: 'a' },
    ]);
    expect([...tiers.keys()].sort()).toEqual(['a', 'b']);
  });
});

describe('rolesAdjacent', () => {
  it('holds either way along a line and not across two', () => {
    expect(rolesAdjacent(LINES, 'ginner', 'farm')).toBe(true);
    expect(rolesAdjacent(LINES, 'farm', 'ginner')).toBe(true);
    expect(rolesAdjacent(LINES, 'farm', 'spinner')).toBe(false);
  });
});

describe('adding and editing a supplier', () => {
  const id = '3f1c8f0e-4f6c-4a77-9a52-0f0d1a9c3b11';

  it('takes an existing facility or a new one, never a mix', () => {
    expect(ZAddSupplier.safeParse({ facilityId: id }).success).toBe(true);
    expect(
      ZAddSupplier.safeParse({ name: 'Mill', typeId: id, firstName: 'Sana', lastName: 'Malik', email: 'S@Example.com' }).data,
    ).toMatchObject({ email: 's@example.com', businessPartnerIds: [] });
    expect(ZAddSupplier.safeParse({ facilityId: id, name: 'Mill' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'facilityId',
    ]);
    expect(ZAddSupplier.safeParse({ name: 'Mill' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'typeId',
      'firstName',
      'lastName',
      'email',
    ]);
  });

  it('refuses names with digits and an OS ID over 50 characters', () => {
    const base = { name: 'Mill', typeId: id, firstName: 'Sana', lastName: 'Malik', email: 's@example.com' };
    expect(ZAddSupplier.safeParse({ ...base, firstName: 'Sana2' }).success).toBe(false);
    expect(ZAddSupplier.safeParse({ ...base, oarId: 'X'.repeat(51) }).success).toBe(false);
    expect(ZAddSupplier.safeParse({ ...base, oarId: '' }).data).not.toHaveProperty('oarId', '');
  });

  it('edits only the fields sent', () => {
    expect(ZEditSupplier.parse({ businessPartnerIds: [id] })).toEqual({ businessPartnerIds: [id] });
    expect(ZEditSupplier.safeParse({ unknown: 1 }).success).toBe(false);
  });
});
