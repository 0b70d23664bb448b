import { describe, expect, it } from 'vitest';
import { calendarDateOf, dayTextOf, parseDayMonthYear, todayIn } from './day-month-year.ts';

describe('days as people type them', () => {
  it('reads DD/MM/YYYY, real days only, and writes the API’s YYYY-MM-DD back the same way', () => {
    expect(parseDayMonthYear('9/3/2026')).toEqual({ year: 2026, month: 3, day: 9 });
    expect(calendarDateOf('9/3/2026')).toBe('2026-03-09');
    expect(calendarDateOf(' 31/12/2026 ')).toBe('2026-12-31');
    expect(calendarDateOf('31/02/2026')).toBeNull();
    expect(calendarDateOf('2026-03-09')).toBeNull();
    expect(calendarDateOf('')).toBeNull();
    expect(dayTextOf('2026-03-09')).toBe('09/03/2026');
  });

  it('takes today where the reader is, not in UTC', () => {
    const lateEvening = new Date('2026-11-27T21:30:00Z');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-27');
    expect(todayIn('Asia/Karachi', lateEvening)).toBe('2026-11-28');
  });
});
