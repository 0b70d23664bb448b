import { definePolicy } from '../../core/policy.ts';

/** The audit log shows who did what to whom: administrators only (ARCHITECTURE.md §7). */
export const auditLogPolicy = definePolicy<{ read: null }>({
  read: (principal) => principal.role.type === 'Administrator',
});
