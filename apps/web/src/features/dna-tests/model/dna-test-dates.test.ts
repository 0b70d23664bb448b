import { describe, expect, it } from 'vitest';
import { testedOnProblem } from './dna-test-dates.ts';

describe('test days', () => {
  it('takes today and earlier days, never a later one', () => {
    expect(testedOnProblem('', '2026-11-27')).toBe('required');
    expect(testedOnProblem('2026-11-27', '2026-11-27')).toBe('format');
    expect(testedOnProblem('27/11/2026', '2026-11-27')).toBeNull();
    expect(testedOnProblem('01/01/2020', '2026-11-27')).toBeNull();
    expect(testedOnProblem('28/11/2026', '2026-11-27')).toBe('future');
  });
});
