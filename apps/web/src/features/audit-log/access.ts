import type { TAccessRule } from '../../lib/guards.ts';

/**
 * The audit log (ARCHITECTURE.md §7: sign-ins, permission failures, every read and write of a grievance
 * report) is for the administrators who handle reports, as GET /api/audit-log is.
 */
export const AUDIT_LOG_ACCESS = {
  view: { roleTypes: ['Administrator'], permissions: ['SUBMIT_GRIEVANCE_REPORTS'], exceptRoleCodes: ['SUPER_ADMIN'] },
} as const satisfies Record<string, TAccessRule>;
