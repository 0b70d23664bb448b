import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { definePolicy, isSuperAdmin } from './policy.ts';
import type { Principal } from './principal.ts';

const caller = (overrides: Partial<Principal> = {}): Principal => ({
  userId: 'user-1',
  sessionId: 'session-1',
  sessionExpiresAt: new Date('2026-12-31T00:00:00Z'),
  email: 'ginner@example.test',
  firstName: 'Gul',
  lastName: 'Ginner',
  status: 1,
  userType: 'Admin',
  facilityId: 'facility-1',
  role: { id: 'role-1', code: 'GINNER', name: 'Ginner', type: 'Producer' },
  permissions: [],
  ...overrides,
});

const policy = definePolicy<{ configure: null; read: { facilityId: string }; edit: null }>({
  configure: isSuperAdmin,
  read: {
    rule: (principal, row) => row.facilityId === principal.facilityId,
    refusal: () => new AppError('NOT_FOUND', { messageKey: 'file.missing' }),
  },
  edit: [
    {
      rule: (principal) => principal.facilityId !== null,
      refusal: () => new AppError('FORBIDDEN', { messageKey: 'profile.noOrganisation' }),
    },
    { rule: (principal) => principal.userType === 'Admin', refusal: () => new AppError('FORBIDDEN', { messageKey: 'profile.adminOnly' }) },
  ],
});

const refusalOf = (attempt: Promise<void>) =>
  attempt.then(
    () => 'allowed',
    (error: AppError) => `${error.statusCode} ${error.messageKey}`,
  );

describe('definePolicy', () => {
  it('refuses with a plain 403 where the action declares only its rule', async () => {
    expect(await refusalOf(policy.authorize(caller(), 'configure', null))).toBe('403 error.FORBIDDEN');
    const superAdmin = caller({ role: { id: 'role-0', code: 'SUPER_ADMIN', name: 'Super admin', type: 'Administrator' } });
    expect(await refusalOf(policy.authorize(superAdmin, 'configure', null))).toBe('allowed');
  });

  it('answers with the action’s own refusal, such as a 404 for a row of another organisation', async () => {
    expect(await refusalOf(policy.authorize(caller(), 'read', { facilityId: 'facility-2' }))).toBe('404 file.missing');
    expect(await refusalOf(policy.authorize(caller(), 'read', { facilityId: 'facility-1' }))).toBe('allowed');
  });

  it('checks guards in order: the first that fails answers', async () => {
    const standardWithoutFacility = caller({ facilityId: null, userType: 'Standard' });
    expect(await refusalOf(policy.authorize(standardWithoutFacility, 'edit', null))).toBe('403 profile.noOrganisation');
    expect(await refusalOf(policy.authorize(caller({ userType: 'Standard' }), 'edit', null))).toBe('403 profile.adminOnly');
    expect(await refusalOf(policy.authorize(caller(), 'edit', null))).toBe('allowed');
  });
});
