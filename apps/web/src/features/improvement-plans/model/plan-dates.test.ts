import { describe, expect, it } from 'vitest';
import { calendarDateOf, dayTextOf, targetDateProblem, todayIn } from './plan-dates.ts';

describe('target dates', () => {
  it('reads and writes DD/MM/YYYY against the API’s YYYY-MM-DD', () => {
    expect(dayTextOf('2026-03-09')).toBe('09/03/2026');
    expect(calendarDateOf('9/3/2026')).toBe('2026-03-09');
    expect(calendarDateOf(' 31/12/2026 ')).toBe('2026-12-31');
    expect(calendarDateOf('31/02/2026')).toBeNull();
    expect(calendarDateOf('2026-03-09')).toBeNull();
  });

  it('accepts today or later only', () => {
    expect(targetDateProblem('', '2026-11-27')).toBe('required');
    expect(targetDateProblem('27-11-2026', '2026-11-27')).toBe('format');
    expect(targetDateProblem('26/11/2026', '2026-11-27')).toBe('past');
    expect(targetDateProblem('27/11/2026', '2026-11-27')).toBeNull();
    expect(targetDateProblem('01/01/2027', '2026-11-27')).toBeNull();
  });

  it('takes today where the reader is, not in UTC', () => {
    const lateEvening = new Date('2026-11-27T21:30:00Z');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-27');
    expect(todayIn('Asia/Karachi', lateEvening)).toBe('2026-11-28');
  });
});
