import { describe, expect, it } from 'vitest';
import { targetDateProblem } from './plan-dates.ts';

describe('target dates', () => {
  it('accepts today or later only', () => {
    expect(targetDateProblem('', '2026-11-27')).toBe('required');
    expect(targetDateProblem('27-11-2026', '2026-11-27')).toBe('format');
    expect(targetDateProblem('26/11/2026', '2026-11-27')).toBe('past');
    expect(targetDateProblem('27/11/2026', '2026-11-27')).toBeNull();
    expect(targetDateProblem('01/01/2027', '2026-11-27')).toBeNull();
  });
});
