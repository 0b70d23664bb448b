import { CASE_NUMBER_PATTERN, MAX_PUBLIC_REPORT_ADDITIONS, normaliseCaseNumber, normalisePin } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { additionRefusal, isUndecided, newCaseNumber, newPin, statusAfterReading } from './public-reports.rules.ts';

describe('case numbers and PINs', () => {
  it('draws case numbers of the published shape, never with look-alike characters', () => {
    for (let i = 0; i < 200; i += 1) {
      const caseNumber = newCaseNumber();
      expect(caseNumber).toMatch(CASE_NUMBER_PATTERN);
      expect(caseNumber.slice(3)).not.toMatch(/[01OIL]/);
    }
  });

  it('uses every draw for its characters, so two draws differ', () => {
    let next = 0;
    const counting = (max: number) => next++ % max;
    expect(newCaseNumber(counting)).toBe('WR-2345-6789');
    expect(newCaseNumber()).not.toBe(newCaseNumber());
  });

  it('draws PINs of eight digits', () => {
    for (let i = 0; i < 100; i += 1) expect(newPin()).toMatch(/^\d{8}$/);
    expect(newPin(() => 0)).toBe('00000000');
  });

  it('forgives case, spaces and missing dashes in a typed case number and PIN', () => {
    expect(normaliseCaseNumber(' wr-abcd-2345 ')).toBe('WR-ABCD-2345');
    expect(normaliseCaseNumber('abcd 2345')).toBe('WR-ABCD-2345');
    expect(normaliseCaseNumber('WRABCD2345')).toBe('WR-ABCD-2345');
    expect(normaliseCaseNumber(' abc ')).toBe('ABC');
    expect(normalisePin('1234 5678')).toBe('12345678');
    expect(normalisePin('1234-5678')).toBe('12345678');
  });
});

describe('what a case allows', () => {
  it('takes additions until it is closed or full', () => {
    expect(additionRefusal('NEW', 0)).toBeNull();
    expect(additionRefusal('IN_REVIEW', MAX_PUBLIC_REPORT_ADDITIONS - 1)).toBeNull();
    expect(additionRefusal('ACCEPTED', 3)).toBeNull();
    expect(additionRefusal('CLOSED', 0)).toBe('publicReports.caseDecided');
    expect(additionRefusal('NEW', MAX_PUBLIC_REPORT_ADDITIONS)).toBe('publicReports.tooManyAdditions');
  });

  it('is undecided while new or in review', () => {
    expect(isUndecided('NEW')).toBe(true);
    expect(isUndecided('IN_REVIEW')).toBe(true);
    expect(isUndecided('ACCEPTED')).toBe(false);
    expect(isUndecided('CLOSED')).toBe(false);
  });

  it('moves to review on the first reading only', () => {
    expect(statusAfterReading('NEW')).toBe('IN_REVIEW');
    expect(statusAfterReading('IN_REVIEW')).toBe('IN_REVIEW');
    expect(statusAfterReading('CLOSED')).toBe('CLOSED');
  });
});
