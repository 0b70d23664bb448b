import type { TPublicReportDetail } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { acceptValuesOf, missingAcceptFields, placeAcceptProblems, toAcceptBody } from './triage-forms.ts';

const report = {
  facility: { id: 'f1', name: 'Multan Ginning Factory', city: 'Multan' },
  place: 'Gate 2',
} as TPublicReportDetail;

describe('accepting a public report', () => {
  it("starts from the worker's facility and place", () => {
    const values = acceptValuesOf(report);
    expect(values.facility).toEqual({ id: 'f1', name: 'Multan Ginning Factory' });
    expect(values.location).toBe('Gate 2, Multan');
    expect(missingAcceptFields(values)).toEqual(['priority', 'laborRisks', 'summary', 'reason']);
  });

  it('sends the assignee and no-follow-up only for a caller who may refer', () => {
    const values = {
      ...acceptValuesOf(report),
      assignee: { id: 'a1', name: 'Omar Farooq' },
      reason: 'ANNUAL' as const,
      summary: ' Late wages. ',
    };
    expect(toAcceptBody(values, true)).toMatchObject({ assigneeId: 'a1', isNoFollowUp: false, reason: 'ANNUAL', summary: 'Late wages.' });
    expect(toAcceptBody({ ...values, isNoFollowUp: true }, false)).toMatchObject({ assigneeId: null, isNoFollowUp: false });
    expect(toAcceptBody({ ...values, isNoFollowUp: true }, true)).toMatchObject({ assigneeId: null, isNoFollowUp: true, reason: null });
  });

  it("places the server's problems beside their fields and risk rows", () => {
    const values = acceptValuesOf(report);
    const placed = placeAcceptProblems(
      [
        { path: 'summary', message: 'Too long' },
        { path: 'laborRisks.0.subIndicatorId', message: 'Not under this indicator' },
        { path: 'somethingElse', message: 'Other' },
      ],
      values.risks,
    );
    expect(placed.byField.fields).toEqual({ summary: 'Too long' });
    expect(placed.byField.risks[values.risks[0]!.key]).toEqual({ subIndicatorId: 'Not under this indicator' });
    expect(placed.other).toEqual(['Other']);
  });
});
