import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../lib/guards.ts';
import type { TSignedInUser } from '../../lib/session.ts';
import { userWith } from '../../lib/test-users.ts';
import { JOBS_ACCESS } from './access.ts';

const DONE = '2026-11-01T09:00:00.000Z';
const superAdmin = (completedConfiguringSystemAt: string | null): TSignedInUser => {
  const base = userWith('Administrator', ['USER_MANAGEMENT']);
  return { ...base, completedConfiguringSystemAt, role: { ...base.role, code: 'SUPER_ADMIN' } };
};

describe('who may open the job queue', () => {
  it('lets in the super administrator, configured or not', () => {
    expect(decideAccess(superAdmin(DONE), JOBS_ACCESS.jobQueue)).toBe('allow');
    expect(decideAccess(superAdmin(null), JOBS_ACCESS.jobQueue)).toBe('allow');
  });

  it('sends home every other administrator, whatever the permissions, and asks a visitor to sign in', () => {
    const admin = userWith('Administrator', ['USER_MANAGEMENT', 'DNA', 'GENERATE_QR_CODES']);
    expect(decideAccess({ ...admin, role: { ...admin.role, code: 'ADMIN' } }, JOBS_ACCESS.jobQueue)).toBe('home');
    expect(decideAccess(admin, JOBS_ACCESS.jobQueue)).toBe('home');
    expect(decideAccess(userWith('Brand', ['TRACE_PRODUCT']), JOBS_ACCESS.jobQueue)).toBe('home');
    expect(decideAccess(null, JOBS_ACCESS.jobQueue)).toBe('sign-in');
  });

  it('offers the menu entry only once the system is configured', () => {
    expect(decideAccess(superAdmin(DONE), JOBS_ACCESS.jobQueueMenu)).toBe('allow');
    expect(decideAccess(superAdmin(null), JOBS_ACCESS.jobQueueMenu)).toBe('home');
  });
});
