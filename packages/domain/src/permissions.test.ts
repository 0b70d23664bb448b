import { describe, expect, it } from 'vitest';
import { can, PERMISSION_CATALOGUE, toGrantedPermissions } from './permissions.ts';

describe('permission catalogue', () => {
  it('has unique keys and every sub-permission under an existing parent', () => {
    const keys = PERMISSION_CATALOGUE.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const permission of PERMISSION_CATALOGUE.filter((p) => p.parentKey)) {
      expect(keys).toContain(permission.parentKey);
    }
  });

  it('lets a sub-permission be used only by role types its parent allows', () => {
    const byKey = new Map(PERMISSION_CATALOGUE.map((p) => [p.key, p]));
    for (const child of PERMISSION_CATALOGUE.filter((p) => p.parentKey)) {
      const parent = byKey.get(child.parentKey as string)!;
      for (const group of child.groups) expect(parent.groups).toContain(group);
    }
  });
});

describe('can', () => {
  const spinner = {
    permissions: toGrantedPermissions(['LOG_PURCHASE', 'LOG_PURCHASE.SCAN_QR_CODE_IN_PURCHASE', 'VIEW_HISTORY']),
  };

  it('holds an action at top level or among sub-permissions', () => {
    expect(can(spinner, 'LOG_PURCHASE')).toBe(true);
    expect(can(spinner, 'SCAN_QR_CODE_IN_PURCHASE')).toBe(true);
    expect(can(spinner, 'VIEW_HISTORY')).toBe(true);
  });

  it('does not hold what was not granted, nor anything without a user', () => {
    expect(can(spinner, 'MANUALLY_DEFINE_NEW_PRODUCT')).toBe(false);
    expect(can(spinner, 'USER_MANAGEMENT')).toBe(false);
    expect(can(null, 'VIEW_HISTORY')).toBe(false);
  });

  it('nests sub-permissions under their parent and drops unknown keys', () => {
    expect(toGrantedPermissions(['CAP.VIEW_CAP', 'CAP', 'NOT_A_PERMISSION'])).toEqual([
      { action: 'CAP', subPermissions: [{ action: 'VIEW_CAP' }] },
    ]);
  });
});
