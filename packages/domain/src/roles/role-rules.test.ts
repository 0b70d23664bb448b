import { describe, expect, it } from 'vitest';
import { checkRole, resolvePermissionKey } from './role-rules.ts';

const producer = { type: 'Producer' as const, isRawMaterialExtractor: false, chainOfCustody: 'Mass balance' as const };

describe('checkRole', () => {
  it('accepts a consistent producer role and resolves actions to catalogue keys', () => {
    const result = checkRole({ ...producer, permissions: ['LOG_PURCHASE', 'SCAN_QR_CODE_IN_PURCHASE', 'VIEW_MARGIN_OF_ERROR'] });
    expect(result.violations).toEqual([]);
    expect(result.keys.sort()).toEqual(['LOG_PURCHASE', 'LOG_PURCHASE.SCAN_QR_CODE_IN_PURCHASE', 'VIEW_MARGIN_OF_ERROR']);
  });

  it('refuses a permission of another role type', () => {
    const { violations } = checkRole({ ...producer, permissions: ['GENERATE_QR_CODES'] });
    expect(violations).toEqual([
      { path: 'permissions', key: 'roles.permissionNotForType', params: { permission: 'GENERATE_QR_CODES', type: 'Producer' } },
    ]);
  });

  it('needs the parent of a sub-permission', () => {
    const { violations } = checkRole({ ...producer, permissions: ['ASSIGN_DNA'] });
    expect(violations.map((v) => v.key)).toEqual(['roles.subPermissionNeedsParent']);
  });

  it('allows one choice per radio label', () => {
    const { violations } = checkRole({
      ...producer,
      permissions: ['ONBOARDING', 'COMPLETE_OWN_PROFILE', 'ADMINISTRATOR_COMPLETES_PROFILE', 'NO_SAQ'],
    });
    expect(violations).toEqual([
      {
        path: 'permissions',
        key: 'roles.oneChoicePerGroup',
        params: { group: 'PROFILE', permissions: 'COMPLETE_OWN_PROFILE, ADMINISTRATOR_COMPLETES_PROFILE' },
      },
    ]);
  });

  it('forbids the margin of error under product segregation', () => {
    const { violations } = checkRole({ ...producer, chainOfCustody: 'Product Segregation', permissions: ['VIEW_MARGIN_OF_ERROR'] });
    expect(violations.map((v) => v.key)).toEqual(['roles.noMarginOfErrorWithSegregation']);
  });

  it('asks producers how they hold product, and extractors for their season', () => {
    expect(checkRole({ type: 'Producer', permissions: [] }).violations.map((v) => v.path)).toEqual(['isRawMaterialExtractor']);
    expect(checkRole({ type: 'Producer', isRawMaterialExtractor: false, permissions: [] }).violations.map((v) => v.path)).toEqual([
      'chainOfCustody',
    ]);
    expect(checkRole({ type: 'Producer', isRawMaterialExtractor: true, permissions: [] }).violations.map((v) => v.path)).toEqual([
      'seasonStartDate',
      'seasonDuration',
    ]);
    expect(checkRole({ type: 'Brand', permissions: [] }).violations).toEqual([]);
  });
});

describe('resolvePermissionKey', () => {
  it("reads INVITE_PARTNERS as the brand's supplier-management option for brands", () => {
    expect(resolvePermissionKey('INVITE_PARTNERS', 'Brand')?.key).toBe('SUPPLIER_MANAGEMENT.INVITE_PARTNERS');
    expect(resolvePermissionKey('INVITE_PARTNERS', 'Producer')?.key).toBe('INVITE_PARTNERS');
  });
});
