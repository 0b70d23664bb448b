import { describe, expect, it } from 'vitest';
import { calendarDateOf, dayTextOf, testedOnProblem, todayIn } from './dna-test-dates.ts';

describe('test days', () => {
  it('reads DD/MM/YYYY and writes it back', () => {
    expect(calendarDateOf('7/3/2026')).toBe('2026-03-07');
    expect(calendarDateOf('31/02/2026')).toBeNull();
    expect(dayTextOf('2026-03-07')).toBe('07/03/2026');
  });

  it('takes today and earlier days, never a later one', () => {
    expect(testedOnProblem('', '2026-11-27')).toBe('required');
    expect(testedOnProblem('2026-11-27', '2026-11-27')).toBe('format');
    expect(testedOnProblem('27/11/2026', '2026-11-27')).toBeNull();
    expect(testedOnProblem('01/01/2020', '2026-11-27')).toBeNull();
    expect(testedOnProblem('28/11/2026', '2026-11-27')).toBe('future');
  });

  it('knows today where the reader is', () => {
    const moment = new Date('2026-11-27T22:30:00.000Z');
    expect(todayIn('UTC', moment)).toBe('2026-11-27');
    expect(todayIn('Asia/Karachi', moment)).toBe('2026-11-28');
  });
});
