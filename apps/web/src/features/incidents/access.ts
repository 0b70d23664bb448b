import { can } from '@opentrace/domain';
import type { TAccessRule } from '../../lib/guards.ts';
import { hasSavedProfile } from '../../lib/onboarding.ts';
import type { TSignedInUser } from '../../lib/session.ts';

/**
 * Spec §6 gates grievance-reports on VIEW_ALL_REPORTS, an Assessor permission no administrator role can
 * hold; DOMAIN.md §1.4 offers administrators "Incident reports" with their own permission, and the API
 * serves the screens to administrators holding SUBMIT_GRIEVANCE_REPORTS. The same goes for /requests:
 * any view-reports permission (DOMAIN.md §1.4), since the seeded auditors hold VIEW_ONLY_MY_REPORTS.
 */
const VIEW_REPORTS = ['VIEW_ALL_REPORTS', 'VIEW_ONLY_MY_REPORTS'] as const;

export const INCIDENTS_ACCESS = {
  grievanceReports: { roleTypes: ['Administrator'], permissions: ['SUBMIT_GRIEVANCE_REPORTS'], exceptRoleCodes: ['SUPER_ADMIN'] },
  requests: { roleTypes: ['Assessor'], anyPermissions: VIEW_REPORTS, when: hasSavedProfile },
  /** Proactive scans (DOMAIN.md §6.3): assessors whose role holds PROACTIVE_ASSESSMENTS. */
  proactiveScan: { roleTypes: ['Assessor'], anyPermissions: VIEW_REPORTS, permissions: ['PROACTIVE_ASSESSMENTS'], when: hasSavedProfile },
} as const satisfies Record<string, TAccessRule>;

/** Assigning a report or marking it "no follow-up" (DOMAIN.md §6.3). */
export const mayRefer = (user: TSignedInUser | null): boolean => user !== null && can(user, 'REFER_REPORT_FOR_FOLLOW_UP');

export const mayScan = (user: TSignedInUser | null): boolean => user !== null && can(user, 'PROACTIVE_ASSESSMENTS');

export type TReportActions = { edit: boolean; respond: boolean; close: boolean };

/**
 * The actions a report's screen offers: the server's `can` flags, or the same rules (DOMAIN.md §6.3) read
 * with can(), which also finds a sub-permission such as REFER_REPORT_FOR_FOLLOW_UP or REACTIVE_ASSESSMENTS
 * that the flags may miss. The server checks every write again.
 */
export function reportActions(
  report: { can: TReportActions; closure: unknown; assignee: { id: string } | null },
  user: TSignedInUser | null,
): TReportActions {
  const open = report.closure === null;
  const administrator = user?.role.type === 'Administrator';
  const reactive = can(user, 'REACTIVE_ASSESSMENTS') || can(user, 'REACTIVE_ASSESSMENTS_VIA_API');
  const handles = report.assignee !== null && report.assignee.id === user?.id;
  return {
    edit: report.can.edit || (open && administrator && can(user, 'REFER_REPORT_FOR_FOLLOW_UP')),
    respond: report.can.respond || (open && reactive && (handles || can(user, 'VIEW_ALL_REPORTS'))),
    close: report.can.close || (open && administrator && can(user, 'SUBMIT_GRIEVANCE_REPORTS')),
  };
}
