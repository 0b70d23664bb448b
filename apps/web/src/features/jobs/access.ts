import type { TAccessRule } from '../../lib/guards.ts';
import { isSystemConfigured } from '../../lib/onboarding.ts';

export const JOBS_ACCESS = {
  // The API serves the job queue to the SUPER_ADMIN role code alone.
  jobQueue: { roleCodes: ['SUPER_ADMIN'] },
  // Until the configuration wizard is finished, the super administrator's menu holds Configuration only (spec §2).
  jobQueueMenu: { roleCodes: ['SUPER_ADMIN'], when: isSystemConfigured },
} as const satisfies Record<string, TAccessRule>;
