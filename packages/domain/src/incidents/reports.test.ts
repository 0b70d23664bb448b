import { describe, expect, it } from 'vitest';
import {
  duplicateRiskIndexes,
  followUpProblems,
  formatReportNumber,
  isInFuture,
  parseJsonText,
  ZApiIncidentReportForm,
  ZGrievanceReportEdit,
  ZGrievanceReportInput,
} from './reports.ts';

const INDICATOR = '11111111-1111-4111-8111-111111111111';
const SUB_A = '22222222-2222-4222-8222-222222222222';
const SUB_B = '33333333-3333-4333-8333-333333333333';
const FACILITY = '44444444-4444-4444-8444-444444444444';

const report = (overrides: Record<string, unknown> = {}) => ({
  facilityId: FACILITY,
  location: 'Gate',
  priority: 2,
  laborRisks: [{ indicatorId: INDICATOR, subIndicatorId: SUB_A, severity: 3 }],
  message: 'Wages withheld',
  reason: 'ANNUAL',
  ...overrides,
});

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`).sort();

describe('incident report rules', () => {
  it('finds every repeat of an indicator pair after its first', () => {
    const a = { indicatorId: INDICATOR, subIndicatorId: SUB_A };
    const b = { indicatorId: INDICATOR, subIndicatorId: SUB_B };
    expect(duplicateRiskIndexes([a, b, a, a])).toEqual([2, 3]);
    expect(duplicateRiskIndexes([a, b])).toEqual([]);
  });

  it('wants a reason when follow-up is wanted, and no assignee without follow-up', () => {
    expect(followUpProblems({ isNoFollowUp: false, reason: null })).toEqual([{ path: 'reason', message: 'incidents.reasonRequired' }]);
    expect(followUpProblems({ isNoFollowUp: true, reason: null, assigneeId: null })).toEqual([]);
    expect(followUpProblems({ isNoFollowUp: true, reason: 'OTHER', assigneeId: SUB_A })).toEqual([
      { path: 'assigneeId', message: 'incidents.noFollowUpWithAssignee' },
    ]);
  });

  it('numbers reports as people quote them and tells future moments', () => {
    expect(formatReportNumber(42)).toBe('IR-000042');
    const now = new Date('2026-11-20T12:00:00Z');
    expect(isInFuture('2026-11-20T12:00:00Z', now)).toBe(false);
    expect(isInFuture('2026-11-20T12:00:01Z', now)).toBe(true);
  });

  it('reads JSON text and leaves what is not JSON for the schema to refuse', () => {
    expect(parseJsonText('[1]')).toEqual([1]);
    expect(parseJsonText('[{')).toBe('[{');
    expect(parseJsonText([1])).toEqual([1]);
  });

  it('refuses a duplicate pair on its sub-indicator, severities outside 1–3, a message over 255 and a missing reason', () => {
    const risk = { indicatorId: INDICATOR, subIndicatorId: SUB_A, severity: 2 };
    expect(issuePaths(ZGrievanceReportInput.safeParse(report({ laborRisks: [risk, risk] })))).toEqual([
      'laborRisks.1.subIndicatorId:incidents.duplicateRisk',
    ]);
    expect(issuePaths(ZGrievanceReportInput.safeParse(report({ laborRisks: [{ ...risk, severity: 4 }] })))).toHaveLength(1);
    expect(issuePaths(ZGrievanceReportInput.safeParse(report({ message: 'x'.repeat(256) })))).toEqual(['message:validation.tooLong']);
    expect(issuePaths(ZGrievanceReportInput.safeParse(report({ reason: null })))).toEqual(['reason:incidents.reasonRequired']);
    expect(issuePaths(ZGrievanceReportInput.safeParse(report({ laborRisks: [] })))).toEqual(['laborRisks:incidents.risksRequired']);
  });

  it('takes an API form as text: laborRisks as a JSON string, the priority as digits', () => {
    const parsed = ZApiIncidentReportForm.parse({
      facilityId: FACILITY,
      location: 'Gate',
      recordedAt: '2026-11-19T10:00:00.000Z',
      priority: '5',
      laborRisks: JSON.stringify([{ indicatorId: INDICATOR, subIndicatorId: SUB_A, severity: 1 }]),
      message: 'From the app',
      retaliationRisk: 'true',
    });
    expect(parsed.priority).toBe(5);
    expect(parsed.laborRisks).toEqual([{ indicatorId: INDICATOR, subIndicatorId: SUB_A, severity: 1 }]);
    expect(parsed.retaliationRisk).toBe(true);
    expect(ZApiIncidentReportForm.safeParse({ ...parsed, laborRisks: '[{' }).success).toBe(false);
  });

  it('refuses an edit that adds the same pair twice', () => {
    const added = { indicatorId: INDICATOR, subIndicatorId: SUB_B, severity: 1 };
    const result = ZGrievanceReportEdit.safeParse({
      assigneeId: null,
      isNoFollowUp: true,
      reason: null,
      retaliationRisk: false,
      laborRisks: { added: [added, added] },
    });
    expect(issuePaths(result)).toEqual(['laborRisks.added.1.subIndicatorId:incidents.duplicateRisk']);
  });
});
