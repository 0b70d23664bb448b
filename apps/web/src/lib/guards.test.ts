import { describe, expect, it } from 'vitest';
import { decideAccess } from './guards.ts';
import { userWith } from './test-users.ts';

describe('decideAccess', () => {
  it('sends a signed-out visitor to sign-in before looking at any other requirement', () => {
    expect(decideAccess(null)).toBe('sign-in');
    expect(decideAccess(null, { permissions: ['TRACE_PRODUCT'], roleTypes: ['Brand'] })).toBe('sign-in');
  });

  it('lets any signed-in user through a route that only requires sign-in', () => {
    expect(decideAccess(userWith('Producer'))).toBe('allow');
  });

  it('requires every listed permission, held at top level or as a sub-permission', () => {
    const rule = { permissions: ['LOG_PURCHASE', 'TRACE_PRODUCT'] };
    expect(decideAccess(userWith('Producer', ['LOG_PURCHASE']), rule)).toBe('home');
    expect(decideAccess(userWith('Producer', ['LOG_PURCHASE', 'TRACE_PRODUCT']), rule)).toBe('allow');
    expect(decideAccess(userWith('Producer', ['LOG_PURCHASE'], ['TRACE_PRODUCT']), rule)).toBe('allow');
  });

  it('requires one of the listed role types', () => {
    const rule = { roleTypes: ['Brand', 'Administrator'] as const };
    expect(decideAccess(userWith('Brand'), rule)).toBe('allow');
    expect(decideAccess(userWith('Administrator'), rule)).toBe('allow');
    expect(decideAccess(userWith('Producer'), rule)).toBe('home');
  });

  it('applies an onboarding condition only after permission and role type pass', () => {
    const calls: string[] = [];
    const rule = {
      permissions: ['TRACE_PRODUCT'],
      when: () => {
        calls.push('when');
        return false;
      },
    };
    expect(decideAccess(userWith('Brand'), rule)).toBe('home');
    expect(calls).toEqual([]);
    expect(decideAccess(userWith('Brand', ['TRACE_PRODUCT']), rule)).toBe('home');
    expect(calls).toEqual(['when']);
  });
});

describe('decideAccess with role codes and alternative permissions', () => {
  const superAdmin = {
    ...userWith('Administrator', ['USER_MANAGEMENT']),
    role: { ...userWith('Administrator').role, code: 'SUPER_ADMIN' },
  };
  const admin = { ...userWith('Administrator', ['USER_MANAGEMENT']), role: { ...userWith('Administrator').role, code: 'ADMIN' } };

  it('requires one of the listed role codes', () => {
    expect(decideAccess(superAdmin, { roleCodes: ['SUPER_ADMIN'] })).toBe('allow');
    expect(decideAccess(admin, { roleCodes: ['SUPER_ADMIN'] })).toBe('home');
    expect(decideAccess(userWith('Administrator'), { roleCodes: ['SUPER_ADMIN'] })).toBe('home');
  });

  it('refuses the excluded role codes and accepts a role without a code', () => {
    const rule = { roleTypes: ['Administrator'] as const, exceptRoleCodes: ['SUPER_ADMIN'] };
    expect(decideAccess(superAdmin, rule)).toBe('home');
    expect(decideAccess(admin, rule)).toBe('allow');
    expect(decideAccess(userWith('Administrator'), rule)).toBe('allow');
  });

  it('accepts any one of the alternative permissions, but not none', () => {
    const rule = { anyPermissions: ['LOG_PURCHASE', 'LOG_TRANSPORT'] };
    expect(decideAccess(userWith('Producer', ['LOG_TRANSPORT']), rule)).toBe('allow');
    expect(decideAccess(userWith('Producer', [], ['LOG_PURCHASE']), rule)).toBe('allow');
    expect(decideAccess(userWith('Producer', ['VIEW_HISTORY']), rule)).toBe('home');
  });
});
