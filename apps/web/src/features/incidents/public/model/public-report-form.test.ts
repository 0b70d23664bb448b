import { describe, expect, it } from 'vitest';
import { EMPTY_PUBLIC_REPORT, publicReportProblems, toNewPublicReport } from './public-report-form.ts';

const filled = { ...EMPTY_PUBLIC_REPORT, facility: { id: 'f1', name: 'Multan Ginning Factory' }, message: 'Wages are two months late.' };

describe('the public report form', () => {
  it('asks for the workplace or "I don\'t know", and enough words about what happened', () => {
    expect(publicReportProblems(EMPTY_PUBLIC_REPORT)).toEqual({
      facilityId: { key: 'publicReports.form.facilityRequired' },
      message: { key: 'publicReports.form.messageTooShort', min: 10 },
    });
    expect(publicReportProblems({ ...filled, facility: null, facilityUnknown: true })).toEqual({});
  });

  it('sends no facility for "I don\'t know", even one chosen before', () => {
    expect(toNewPublicReport({ ...filled, facilityUnknown: true }).facilityId).toBeNull();
    expect(toNewPublicReport(filled).facilityId).toBe('f1');
  });

  it('sends no contact while anonymous, whatever was typed before choosing it', () => {
    expect(toNewPublicReport({ ...filled, anonymous: true, contact: '+923001234567' })).not.toHaveProperty('contact');
    expect(toNewPublicReport({ ...filled, anonymous: false, contact: ' +923001234567 ' })).toMatchObject({ contact: '+923001234567' });
  });

  it('leaves out an empty place and trims the text', () => {
    const body = toNewPublicReport({ ...filled, place: '  ', message: '  Wages are two months late.  ' });
    expect(body).not.toHaveProperty('place');
    expect(body.message).toBe('Wages are two months late.');
  });
});
