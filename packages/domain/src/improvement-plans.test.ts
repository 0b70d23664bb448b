import { describe, expect, it } from 'vitest';
import {
  calendarDayIn,
  extendedTargetDate,
  isPastTargetDate,
  ZCalendarDate,
  ZImprovementPlanCommentInput,
  ZPlanTimeZone,
} from './improvement-plans.ts';

describe('the days of an improvement plan', () => {
  it('counts an extension from the request day: weeks as days, months as the same day of the month or its last', () => {
    expect(extendedTargetDate('2026-05-10', '1W')).toBe('2026-05-17');
    expect(extendedTargetDate('2026-12-25', '2W')).toBe('2027-01-08');
    expect(extendedTargetDate('2026-05-10', '1M')).toBe('2026-06-10');
    expect(extendedTargetDate('2026-01-31', '1M')).toBe('2026-02-28');
    expect(extendedTargetDate('2027-12-31', '2M')).toBe('2028-02-29');
    expect(extendedTargetDate('2026-08-31', '6M')).toBe('2027-02-28');
    expect(extendedTargetDate('2026-02-28', '12M')).toBe('2027-02-28');
  });

  it('reads the calendar day in the time zone, so a plan is late once its day has ended there', () => {
    const moment = new Date('2026-06-30T13:30:00Z');
    expect(calendarDayIn(moment, 'Pacific/Auckland')).toBe('2026-07-01');
    expect(calendarDayIn(moment, 'America/Los_Angeles')).toBe('2026-06-30');
    expect(isPastTargetDate('2026-06-30', moment, 'Pacific/Auckland')).toBe(true);
    expect(isPastTargetDate('2026-06-30', moment, 'America/Los_Angeles')).toBe(false);
  });

  it('accepts only days that exist and time zones the runtime knows', () => {
    expect(ZCalendarDate.safeParse('2026-02-28').success).toBe(true);
    expect(ZCalendarDate.safeParse('2026-02-30').success).toBe(false);
    expect(ZCalendarDate.safeParse('28/02/2026').success).toBe(false);
    expect(ZPlanTimeZone.safeParse('Asia/Karachi').success).toBe(true);
    expect(ZPlanTimeZone.safeParse('Mars/Olympus').success).toBe(false);
  });

  it('wants a comment to say something or carry a file', () => {
    expect(ZImprovementPlanCommentInput.safeParse({ text: '   ' }).success).toBe(false);
    expect(ZImprovementPlanCommentInput.safeParse({ text: 'Payslips attached' }).success).toBe(true);
    expect(ZImprovementPlanCommentInput.safeParse({ files: [{ fileName: 'a.pdf', blobName: 'b.pdf' }] }).success).toBe(true);
  });
});
