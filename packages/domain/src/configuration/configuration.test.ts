import { describe, expect, it } from 'vitest';
import { STEPS_BEFORE_CONFIGURE, unfinishedSteps } from './configuration.ts';

describe('unfinishedSteps', () => {
  it('asks for every step before configure system, and never for configure system itself', () => {
    expect(STEPS_BEFORE_CONFIGURE).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(unfinishedSteps([])).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('lists the steps still open, in order, whatever order they were finished in', () => {
    expect(unfinishedSteps([7, 1, 3])).toEqual([2, 4, 5, 6]);
  });

  it('is empty once steps 1 to 7 are finished', () => {
    expect(unfinishedSteps([1, 2, 3, 4, 5, 6, 7])).toEqual([]);
    expect(unfinishedSteps([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([]);
  });
});
