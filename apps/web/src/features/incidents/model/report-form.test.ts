import { describe, expect, it } from 'vitest';
import { emptyRiskRow } from './risk-rows.ts';
import {
  emptyReportForm,
  placeReportProblems,
  toGrievanceReportBody,
  toProactiveReportBody,
  toResponseBody,
  validateReportForm,
  REPORT_FIELDS,
  type TReportFormValues,
  type TReportFormWords,
} from './report-form.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const NOW = new Date(2026, 10, 20, 15, 30);

const WORDS: TReportFormWords = {
  names: {
    facilityId: 'facility',
    location: 'location',
    recordedAt: 'date',
    priority: 'priority',
    message: 'message',
    auditReportNumber: 'audit report number',
    reason: 'reason',
    reporterName: 'reporter name',
    reporterContact: 'reporter contact',
  },
  dates: { format: 'DD/MM/YYYY please', future: 'not in the future' },
  risks: { indicator: 'indicator?', subIndicator: 'sub?', severity: 'severity?', duplicate: 'twice', none: 'one risk at least' },
};

function filled(change: Partial<TReportFormValues> = {}): TReportFormValues {
  return {
    ...emptyReportForm(NOW),
    facility: { id: ID(1), name: 'Multan Ginning Factory' },
    location: '  Main gate  ',
    recordedAt: '18/11/2026',
    priority: 2,
    risks: [{ ...emptyRiskRow(), indicatorId: ID(2), subIndicatorId: ID(3), severity: 3 }],
    message: ' Wages withheld for three months. ',
    reason: 'HIGH_RISK_PROFILE',
    ...change,
  };
}

describe('checking a report form', () => {
  it('starts on today, with one empty risk row', () => {
    const empty = emptyReportForm(NOW);
    expect(empty.recordedAt).toBe('20/11/2026');
    expect(empty.risks).toHaveLength(1);
  });

  it('asks for what a hotline call needs, the reason only while follow-up is wanted', () => {
    const problems = validateReportForm('hotline', { ...emptyReportForm(NOW), risks: [] }, NOW, WORDS, 'en');
    expect(Object.keys(problems.fields).sort()).toEqual(['facilityId', 'laborRisks', 'location', 'message', 'priority', 'reason']);
    expect(problems.fields.laborRisks).toBe('one risk at least');
    const noFollowUp = validateReportForm('hotline', filled({ isNoFollowUp: true, reason: null }), NOW, WORDS, 'en');
    expect(noFollowUp.fields).toEqual({});
  });

  it('lets the hotline leave the day out, but not a scan or a response, and refuses a future or malformed day', () => {
    expect(validateReportForm('hotline', filled({ recordedAt: '' }), NOW, WORDS, 'en').fields).toEqual({});
    expect(validateReportForm('proactive', filled({ recordedAt: '' }), NOW, WORDS, 'en').fields.recordedAt).toMatch(/date/);
    expect(validateReportForm('response', filled({ recordedAt: '21/11/2026' }), NOW, WORDS, 'en').fields.recordedAt).toBe(
      'not in the future',
    );
    expect(validateReportForm('response', filled({ recordedAt: '31/02/2026' }), NOW, WORDS, 'en').fields.recordedAt).toBe(
      'DD/MM/YYYY please',
    );
  });

  it('refuses a message over 255 characters, as the API does', () => {
    expect(validateReportForm('response', filled({ message: 'x'.repeat(256) }), NOW, WORDS, 'en').fields.message).toMatch(/255/);
  });

  it('does not ask a response for a facility or a location', () => {
    expect(validateReportForm('response', filled({ facility: null, location: '' }), NOW, WORDS, 'en').fields).toEqual({});
  });
});

describe('the bodies sent', () => {
  it('sends a hotline call with its assignee when the caller may refer', () => {
    const body = toGrievanceReportBody(
      filled({ assignee: { id: ID(9), name: 'Omar Farooq' }, retaliationRisk: true, reporterName: ' Ali ' }),
      NOW,
      true,
    );
    expect(body).toMatchObject({
      facilityId: ID(1),
      location: 'Main gate',
      priority: 2,
      laborRisks: [{ indicatorId: ID(2), subIndicatorId: ID(3), severity: 3 }],
      message: 'Wages withheld for three months.',
      auditReportNumber: null,
      assigneeId: ID(9),
      isNoFollowUp: false,
      reason: 'HIGH_RISK_PROFILE',
      retaliationRisk: true,
      reporterName: 'Ali',
      reporterContact: null,
    });
    expect(new Date(body.recordedAt ?? '').getDate()).toBe(18);
  });

  it('leaves the assignee and no-follow-up out for a caller who may not refer, and the day out when left blank', () => {
    const body = toGrievanceReportBody(filled({ assignee: { id: ID(9), name: 'x' }, isNoFollowUp: true, recordedAt: '' }), NOW, false);
    expect(body.assigneeId).toBeNull();
    expect(body.isNoFollowUp).toBe(false);
    expect(body).not.toHaveProperty('recordedAt');
  });

  it('never assigns a report marked no follow-up', () => {
    const body = toGrievanceReportBody(filled({ assignee: { id: ID(9), name: 'x' }, isNoFollowUp: true }), NOW, true);
    expect(body).toMatchObject({ assigneeId: null, isNoFollowUp: true });
  });

  it('stops today at now, as the API refuses moments in the future', () => {
    expect(toResponseBody(filled({ recordedAt: '20/11/2026' }), NOW).recordedAt).toBe(NOW.toISOString());
    expect(toProactiveReportBody(filled(), NOW)).not.toHaveProperty('assigneeId');
  });
});

describe('placing the server problems', () => {
  it('puts a risk problem on its row and the rest beside their fields or above the actions', () => {
    const rows = [ID(50), ID(51)];
    const placed = placeReportProblems(
      [
        { path: 'laborRisks.1.subIndicatorId', message: 'not under this indicator' },
        { path: 'facilityId', message: 'not a producer' },
        { path: 'somethingElse', message: 'other' },
      ],
      REPORT_FIELDS,
      (index) => rows[index],
    );
    expect(placed).toEqual({
      byField: { fields: { facilityId: 'not a producer' }, risks: { [ID(51)]: { subIndicatorId: 'not under this indicator' } } },
      other: ['other'],
    });
  });
});
