import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../lib/guards.ts';
import { userWith } from '../../lib/test-users.ts';
import { INCIDENTS_ACCESS, reportActions } from './access.ts';

const NONE = { edit: false, respond: false, close: false };
const open = (assigneeId: string | null) => ({ can: NONE, closure: null, assignee: assigneeId ? { id: assigneeId } : null });

describe('who reaches the report screens', () => {
  it('gives incident reports to administrators who submit them, and requests to assessors with a saved profile', () => {
    const admin = userWith('Administrator', ['SUBMIT_GRIEVANCE_REPORTS', 'REFER_REPORT_FOR_FOLLOW_UP']);
    expect(decideAccess(admin, INCIDENTS_ACCESS.grievanceReports)).toBe('allow');
    expect(decideAccess(userWith('Administrator', ['USER_MANAGEMENT']), INCIDENTS_ACCESS.grievanceReports)).toBe('home');
    const auditor = { ...userWith('Assessor', ['VIEW_REPORTS'], ['VIEW_ONLY_MY_REPORTS']), updatedProfileAt: '2026-11-01T00:00:00.000Z' };
    expect(decideAccess(auditor, INCIDENTS_ACCESS.requests)).toBe('allow');
    expect(decideAccess({ ...auditor, updatedProfileAt: null }, INCIDENTS_ACCESS.requests)).toBe('home');
    expect(decideAccess(auditor, INCIDENTS_ACCESS.proactiveScan)).toBe('home');
  });
});

describe('the actions a report offers', () => {
  it('reads sub-permissions: an administrator who refers may edit and close an open report', () => {
    const admin = userWith('Administrator', ['SUBMIT_GRIEVANCE_REPORTS'], ['REFER_REPORT_FOR_FOLLOW_UP']);
    expect(reportActions(open(null), admin)).toEqual({ edit: true, respond: false, close: true });
    expect(reportActions({ ...open(null), closure: {} }, admin)).toEqual(NONE);
  });

  it('lets the assignee respond, and another assessor only with VIEW_ALL_REPORTS', () => {
    const auditor = userWith('Assessor', ['SUBMIT_REPORTS'], ['REACTIVE_ASSESSMENTS', 'VIEW_ONLY_MY_REPORTS']);
    expect(reportActions(open(auditor.id), auditor).respond).toBe(true);
    expect(reportActions(open('someone-else'), auditor).respond).toBe(false);
    const all = userWith('Assessor', ['REACTIVE_ASSESSMENTS', 'VIEW_ALL_REPORTS']);
    expect(reportActions(open('someone-else'), all).respond).toBe(true);
  });

  it('keeps what the server allows', () => {
    expect(reportActions({ ...open(null), can: { edit: true, respond: true, close: true } }, null)).toEqual({
      edit: true,
      respond: true,
      close: true,
    });
  });
});
