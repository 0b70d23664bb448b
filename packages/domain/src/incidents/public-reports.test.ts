import { describe, expect, it } from 'vitest';
import { ZAcceptPublicReport, ZNewPublicReport, ZPublicReportCredentials } from './public-reports.ts';

const report = { facilityId: null, message: 'Wages have not been paid for two months.', anonymous: true };

describe('a public report as filed', () => {
  it('takes "I don\'t know" for the facility and no kinds of problem', () => {
    expect(ZNewPublicReport.parse(report)).toEqual({ ...report, indicatorIds: [] });
  });

  it('refuses a contact on an anonymous report, and keeps it on a named one', () => {
    const anonymous = ZNewPublicReport.safeParse({ ...report, contact: '+923001234567' });
    expect(anonymous.success).toBe(false);
    expect(anonymous.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['contact', 'publicReports.anonymousWithContact'],
    ]);
    expect(ZNewPublicReport.parse({ ...report, anonymous: false, contact: ' +923001234567 ' }).contact).toBe('+923001234567');
  });

  it('drops an empty place or contact, and refuses a kind of problem named twice', () => {
    expect(ZNewPublicReport.parse({ ...report, anonymous: false, contact: '  ', place: '' })).not.toHaveProperty(
      'contact',
      expect.anything(),
    );
    const id = '5d0c8f8e-3a2b-4f0e-8c1d-7e6b5a4c3d21';
    expect(ZNewPublicReport.safeParse({ ...report, indicatorIds: [id, id] }).success).toBe(false);
  });

  it('refuses a message too short to act on', () => {
    expect(ZNewPublicReport.safeParse({ ...report, message: 'help' }).success).toBe(false);
  });
});

describe('the case number and PIN as typed', () => {
  it('reads them in any case, with spaces, and refuses what cannot be one', () => {
    expect(ZPublicReportCredentials.parse({ caseNumber: 'wr abcd 2345', pin: '1234 5678' })).toEqual({
      caseNumber: 'WR-ABCD-2345',
      pin: '12345678',
    });
    const wrong = ZPublicReportCredentials.safeParse({ caseNumber: 'WR-ABCD-0000', pin: '1234' });
    expect(wrong.error?.issues.map((issue) => issue.message).sort()).toEqual(['publicReports.caseNumberFormat', 'publicReports.pinFormat']);
  });
});

describe('accepting a public report', () => {
  const acceptance = {
    facilityId: '0b6f3f3e-4a63-4c4e-9d0a-2f1f7d1f2a10',
    location: 'Main gate',
    priority: 2,
    laborRisks: [
      { indicatorId: '5d0c8f8e-3a2b-4f0e-8c1d-7e6b5a4c3d21', subIndicatorId: '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d', severity: 3 },
    ],
    summary: 'Wages withheld.',
  };

  it('needs a reason unless no follow-up is wanted', () => {
    expect(ZAcceptPublicReport.safeParse(acceptance).success).toBe(false);
    expect(ZAcceptPublicReport.safeParse({ ...acceptance, reason: 'HIGH_RISK_PROFILE' }).success).toBe(true);
    expect(ZAcceptPublicReport.safeParse({ ...acceptance, isNoFollowUp: true }).success).toBe(true);
  });
});
