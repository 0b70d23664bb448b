import { can } from '@opentrace/domain';
import type { TAccessRule } from '../../lib/guards.ts';
import type { TSignedInUser } from '../../lib/session.ts';

/** DOMAIN.md §8.2: either DNA sub-permission opens the tests (a logger sees its own); recording needs LOG. */
const DNA_PERMISSIONS = ['VIEW_DNA_TEST_RESULTS', 'LOG_DNA_TEST_RESULTS'] as const;

export const DNA_TESTS_ACCESS = {
  list: { anyPermissions: DNA_PERMISSIONS, exceptRoleCodes: ['SUPER_ADMIN'] },
  record: { permissions: ['LOG_DNA_TEST_RESULTS'], exceptRoleCodes: ['SUPER_ADMIN'] },
} as const satisfies Record<string, TAccessRule>;

export const DNA_TESTS_PATH = '/dna-management';

export const mayRecordDnaTests = (user: TSignedInUser | null): boolean => user !== null && can(user, 'LOG_DNA_TEST_RESULTS');
