import { ZImprovementPlanInput } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { emptyPlanForm, placePlanProblems, toPlanBody, validatePlanForm, type TPlanFormValues, type TPlanFormWords } from './plan-form.ts';

const WORDS: TPlanFormWords = {
  names: {
    facilityId: 'supplier',
    subIndicatorId: 'issue',
    action: 'action',
    targetDate: 'target date',
    verificationMethod: 'verification method',
  },
  dates: { format: 'Use DD/MM/YYYY.', past: 'Today or later.' },
  tooLong: 'Too long.',
};
const TODAY = '2026-11-27';
const SUB_INDICATOR = '6f1c1a2e-7b7d-4e0f-9d55-2a4c1f3b8e01';

const filled: TPlanFormValues = {
  ...emptyPlanForm({ supplier: { id: 'f0e4c2b1-1a2b-4c3d-8e9f-0a1b2c3d4e5f', name: 'Multan Ginning' }, subIndicatorId: SUB_INDICATOR }),
  action: '  Pay every worker the legal minimum wage  ',
  rootCause: '',
  correctiveAction: 'Back pay since July',
  preventiveAction: '   ',
  targetDate: '31/12/2026',
  verificationMethod: 'FOLLOW_UP_VISIT',
  files: [{ fileName: 'payroll.pdf', blobName: 'b-1' }],
};

describe('the assign form', () => {
  it('starts empty, or with the supplier and issue the risk view chose', () => {
    expect(emptyPlanForm()).toMatchObject({ supplier: null, subIndicatorId: null, targetDate: '', verificationMethod: null, files: [] });
    expect(emptyPlanForm({ subIndicatorId: SUB_INDICATOR }).subIndicatorId).toBe(SUB_INDICATOR);
  });

  it('asks for the supplier, the issue, the action, a target date and the verification method', () => {
    const errors = validatePlanForm(emptyPlanForm(), TODAY, WORDS, 'en');
    expect(Object.keys(errors).sort()).toEqual(['action', 'facilityId', 'subIndicatorId', 'targetDate', 'verificationMethod']);
    expect(errors.action).toMatch(/action/);
  });

  it('refuses a target date before today or not a date', () => {
    expect(validatePlanForm({ ...filled, targetDate: '26/11/2026' }, TODAY, WORDS, 'en').targetDate).toBe('Today or later.');
    expect(validatePlanForm({ ...filled, targetDate: '2026-12-31' }, TODAY, WORDS, 'en').targetDate).toBe('Use DD/MM/YYYY.');
    expect(validatePlanForm({ ...filled, targetDate: '27/11/2026' }, TODAY, WORDS, 'en')).toEqual({});
  });

  it('refuses texts longer than the API keeps', () => {
    expect(validatePlanForm({ ...filled, rootCause: 'x'.repeat(1001) }, TODAY, WORDS, 'en').rootCause).toBe('Too long.');
  });

  it('sends the trimmed texts, the day as YYYY-MM-DD and the reader’s time zone, leaving blank texts out', () => {
    const body = toPlanBody(filled, 'Asia/Karachi');
    expect(body).toEqual({
      subIndicatorId: SUB_INDICATOR,
      action: 'Pay every worker the legal minimum wage',
      rootCause: undefined,
      correctiveAction: 'Back pay since July',
      preventiveAction: undefined,
      targetDate: '2026-12-31',
      verificationMethod: 'FOLLOW_UP_VISIT',
      files: [{ fileName: 'payroll.pdf', blobName: 'b-1' }],
      timeZone: 'Asia/Karachi',
    });
    expect(ZImprovementPlanInput.safeParse(body).success).toBe(true);
  });

  it('places the server’s problems beside their fields, a file’s with the files', () => {
    expect(
      placePlanProblems([
        { path: 'targetDate', message: 'The target date must be today or later.' },
        { path: 'files.1.blobName', message: 'Not yours.' },
        { path: 'timeZone', message: 'Unknown zone.' },
      ]),
    ).toEqual({
      byField: { targetDate: 'The target date must be today or later.', files: 'Not yours.' },
      other: ['Unknown zone.'],
    });
  });
});
