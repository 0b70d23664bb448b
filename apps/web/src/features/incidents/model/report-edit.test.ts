import type { TIncidentReport } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { addedRowKeys, reportEditOf, toReportEditBody } from './report-edit.ts';
import { changeRiskRow, emptyRiskRow } from './risk-rows.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const REPORT = {
  id: ID(1),
  assignee: { id: ID(9), name: 'Omar Farooq', roleName: 'Auditor', organisationName: 'Fair Labour Audits' },
  isNoFollowUp: false,
  reason: 'ANNUAL',
  retaliationRisk: false,
  laborRisks: [
    { id: ID(20), category: null, indicator: { id: ID(2), name: 'Wages' }, subIndicator: { id: ID(3), name: 'Late' }, severity: 2 },
  ],
} as unknown as TIncidentReport;

describe('the assign / edit form', () => {
  it('starts from the report, and an unchanged form sends an empty diff', () => {
    const values = reportEditOf(REPORT);
    expect(values.assignee).toEqual({ id: ID(9), name: 'Omar Farooq' });
    expect(toReportEditBody(REPORT, values)).toEqual({
      assigneeId: ID(9),
      isNoFollowUp: false,
      reason: 'ANNUAL',
      retaliationRisk: false,
      laborRisks: { added: [], changed: [], removed: [] },
    });
  });

  it('drops the assignee when no follow-up is chosen', () => {
    const values = { ...reportEditOf(REPORT), isNoFollowUp: true };
    expect(toReportEditBody(REPORT, values)).toMatchObject({ assigneeId: null, isNoFollowUp: true });
  });

  it('finds the rows of the added risks in the order the diff sends them, to place the server problems', () => {
    const values = reportEditOf(REPORT);
    const [kept] = values.risks;
    const replaced = changeRiskRow(kept!, { subIndicatorId: ID(4) });
    const added = { ...emptyRiskRow(), indicatorId: ID(5), subIndicatorId: ID(6), severity: 1 as const };
    const incomplete = { ...emptyRiskRow(), indicatorId: ID(5) };
    expect(addedRowKeys(REPORT, [replaced, incomplete, added])).toEqual([replaced.key, added.key]);
    expect(toReportEditBody(REPORT, { ...values, risks: [replaced, added] }).laborRisks).toEqual({
      added: [
        { indicatorId: ID(2), subIndicatorId: ID(4), severity: 2 },
        { indicatorId: ID(5), subIndicatorId: ID(6), severity: 1 },
      ],
      changed: [],
      removed: [ID(20)],
    });
  });
});
