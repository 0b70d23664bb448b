import { describe, expect, it } from 'vitest';
import { configureReadiness, isStepOpen, nextStep, resumeStep } from './wizard-progress.ts';

const ALL = [1, 2, 3, 4, 5, 6, 7, 8];

describe('wizard progress', () => {
  it('opens steps 1–6 from the start, step 7 after step 6 and step 8 after step 7', () => {
    expect(ALL.filter((step) => isStepOpen(step, []))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(isStepOpen(7, [6])).toBe(true);
    expect(isStepOpen(8, [6])).toBe(false);
    expect(isStepOpen(8, [1, 2, 3, 4, 5, 6, 7])).toBe(true);
  });

  it('resumes at the first unfinished open step', () => {
    expect(resumeStep(ALL, [])).toBe(1);
    expect(resumeStep(ALL, [1, 2])).toBe(3);
    expect(resumeStep(ALL, [1, 2, 3, 4, 5, 6, 7])).toBe(8);
    // With only some steps registered, a closed step is never where the wizard resumes.
    expect(resumeStep([1, 7, 8], [1])).toBe(1);
    expect(resumeStep(ALL, ALL)).toBe(8);
  });

  it('moves to the next available step', () => {
    expect(nextStep(1, ALL)).toBe(2);
    expect(nextStep(1, [1, 7, 8])).toBe(7);
    expect(nextStep(8, ALL)).toBe(8);
  });
});

describe('configure readiness', () => {
  const summaries = (finished: number[]) => ALL.map((number) => ({ number, title: `Step ${number}`, finished: finished.includes(number) }));

  it('is ready only when steps 1–7 are all finished; step 8 itself does not count', () => {
    expect(configureReadiness(summaries([1, 2, 3, 4, 5, 6, 7]))).toEqual({ ready: true, unfinished: [] });
    expect(configureReadiness(summaries([1, 2, 3, 4, 5, 6])).ready).toBe(false);
  });

  it('names the unfinished steps in order', () => {
    expect(configureReadiness(summaries([7, 1, 3])).unfinished.map((step) => step.title)).toEqual(['Step 2', 'Step 4', 'Step 5', 'Step 6']);
  });

  it('counts a step the wizard does not list as unfinished, so a missing screen never unlocks the button', () => {
    const withoutStep5 = summaries([1, 2, 3, 4, 6, 7]).filter((step) => step.number !== 5);
    expect(configureReadiness(withoutStep5)).toEqual({ ready: false, unfinished: [{ number: 5, title: '5', finished: false }] });
  });
});
