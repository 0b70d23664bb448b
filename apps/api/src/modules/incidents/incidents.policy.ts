import { can, type TRoleType } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { definePolicy, type Guard } from '../../core/policy.ts';
import type { Principal } from '../../core/principal.ts';

/** What the policy needs to know about one report: who handles it and whether it is still open. */
export interface ReportAccess {
  assigneeId: string | null;
  /** The assignee's organisation, for that organisation's Admin users. */
  assigneeFacilityId: string | null;
  reportedById: string | null;
  retaliationRisk: boolean;
  closedAt: Date | null;
}

/** Brands and producers never read reports (ARCHITECTURE.md §8.13): they see risk outcomes elsewhere. */
const HANDLING_ROLE_TYPES: readonly TRoleType[] = ['Administrator', 'Assessor', 'API user'];

export const reportMissing = () => new AppError('NOT_FOUND', { messageKey: 'incidents.notFound' });

/** Administrators and holders of VIEW_ALL_REPORTS see every report (DOMAIN.md §6.3). */
export function seesAllReports(principal: Principal): boolean {
  return principal.role.type === 'Administrator' || can(principal, 'VIEW_ALL_REPORTS');
}

/** The facility whose assignments an organisation's Admin user sees, or null for anyone else. */
export function organisationScopeOf(principal: Principal): string | null {
  return principal.userType === 'Admin' && principal.role.type !== 'Administrator' ? principal.facilityId : null;
}

/** Administrators and VIEW_ALL_REPORTS all; an organisation's Admin its organisation's assignments; others their own. */
export function canReadReport(principal: Principal, report: ReportAccess): boolean {
  if (!HANDLING_ROLE_TYPES.includes(principal.role.type)) return false;
  if (seesAllReports(principal)) return true;
  if (report.assigneeId === principal.userId || report.reportedById === principal.userId) return true;
  const organisation = organisationScopeOf(principal);
  return organisation !== null && report.assigneeFacilityId === organisation;
}

/**
 * The reporter's identity is for the people handling the case: administrators, the assignee and whoever
 * recorded it. Others who may read the report see it too, unless the report carries a retaliation risk.
 */
export function seesReporter(principal: Principal, report: ReportAccess): boolean {
  if (principal.role.type === 'Administrator') return true;
  if (report.assigneeId === principal.userId || report.reportedById === principal.userId) return true;
  return !report.retaliationRisk;
}

/** The assignee responds; holders of VIEW_ALL_REPORTS may respond to any report they read. */
export function mayRespond(principal: Principal, report: ReportAccess): boolean {
  return report.assigneeId === principal.userId || can(principal, 'VIEW_ALL_REPORTS');
}

const isAdministrator = (principal: Principal) => principal.role.type === 'Administrator';

const readable: Guard<ReportAccess> = { rule: canReadReport, refusal: reportMissing };
const open: Guard<ReportAccess> = {
  rule: (_principal, report) => report.closedAt === null,
  refusal: (_principal, report) =>
    new AppError('CONFLICT', { messageKey: 'incidents.closed', params: { closedAt: report.closedAt?.toISOString().slice(0, 10) ?? '' } }),
};
const referrer: Guard<unknown> = {
  rule: (principal) => isAdministrator(principal) && can(principal, 'REFER_REPORT_FOR_FOLLOW_UP'),
  refusal: () => new AppError('FORBIDDEN', { messageKey: 'incidents.referNotAllowed' }),
};
const intakeAdministrator: Guard<unknown> = {
  rule: (principal) => isAdministrator(principal) && can(principal, 'SUBMIT_GRIEVANCE_REPORTS'),
  refusal: () => new AppError('FORBIDDEN'),
};

/**
 * Incident reports (DOMAIN.md §6.3, ARCHITECTURE.md §8.13). A report one may not read answers 404, like an
 * unknown one, so that another organisation's assessor cannot even learn that it exists.
 */
export const incidentsPolicy = definePolicy<{
  intakeHotline: null;
  refer: null;
  intakeProactive: null;
  intakeApi: null;
  listReports: null;
  read: ReportAccess;
  respond: ReportAccess;
  edit: ReportAccess;
  close: ReportAccess;
  readTrail: ReportAccess;
  listAssignees: null;
  searchFacilities: null;
}>({
  intakeHotline: intakeAdministrator,
  refer: referrer,
  intakeProactive: (principal) => principal.role.type === 'Assessor' && can(principal, 'PROACTIVE_ASSESSMENTS'),
  intakeApi: (principal) => principal.role.type === 'API user' && can(principal, 'PROACTIVE_ASSESSMENTS_VIA_API'),
  listReports: (principal) => HANDLING_ROLE_TYPES.includes(principal.role.type),
  read: readable,
  respond: [
    readable,
    {
      rule: (principal) => can(principal, 'REACTIVE_ASSESSMENTS') || can(principal, 'REACTIVE_ASSESSMENTS_VIA_API'),
      refusal: () => new AppError('FORBIDDEN'),
    },
    { rule: mayRespond, refusal: () => new AppError('FORBIDDEN', { messageKey: 'incidents.notAssignee' }) },
    open,
  ],
  edit: [readable, referrer, open],
  close: [readable, intakeAdministrator, open],
  readTrail: [readable, { rule: isAdministrator, refusal: () => new AppError('FORBIDDEN') }],
  listAssignees: intakeAdministrator,
  // Whoever may file a report picks its facility: hotline administrators and proactive assessors.
  searchFacilities: {
    rule: (principal) =>
      (isAdministrator(principal) && can(principal, 'SUBMIT_GRIEVANCE_REPORTS')) ||
      (principal.role.type === 'Assessor' && can(principal, 'PROACTIVE_ASSESSMENTS')),
    refusal: () => new AppError('FORBIDDEN'),
  },
});
