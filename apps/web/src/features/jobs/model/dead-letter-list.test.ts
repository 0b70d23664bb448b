import { describe, expect, it } from 'vitest';
import { deadLetterQuery, foldsError, JOB_STATES, jobKindKey, pageToShow } from './dead-letter-list.ts';

describe('the dead-letter list', () => {
  it('asks for twenty dead letters a page', () => {
    expect(deadLetterQuery(1)).toEqual({ page: 1, perPage: 20 });
    expect(deadLetterQuery(3)).toEqual({ page: 3, perPage: 20 });
  });

  it('stays on a page that still has rows', () => {
    expect(pageToShow(1, { total: 0, perPage: 20 })).toBe(1);
    expect(pageToShow(2, { total: 21, perPage: 20 })).toBe(2);
    expect(pageToShow(3, { total: 60, perPage: 20 })).toBe(3);
  });

  it('steps back to the last page with rows once a retry has emptied the page shown', () => {
    expect(pageToShow(2, { total: 20, perPage: 20 })).toBe(1);
    expect(pageToShow(4, { total: 41, perPage: 20 })).toBe(3);
    expect(pageToShow(2, { total: 0, perPage: 20 })).toBe(1);
  });

  it('counts the states in the order a job passes through them', () => {
    expect(JOB_STATES).toEqual(['pending', 'running', 'succeeded', 'dead']);
  });

  it('names the kinds the server defines and leaves any other kind to its code', () => {
    expect(jobKindKey('email')).toBe('jobs.kinds.email');
    expect(jobKindKey('auth.password-reset')).toBe('jobs.kinds.passwordReset');
    expect(jobKindKey('jobs.prune')).toBe('jobs.kinds.prune');
    expect(jobKindKey('risk.recalculate')).toBeNull();
    expect(jobKindKey('toString')).toBeNull();
  });

  it('folds a last error only when it runs past three lines', () => {
    expect(foldsError('Error: connect ECONNREFUSED 127.0.0.1:587')).toBe(false);
    expect(foldsError('first\nsecond\nthird\n')).toBe(false);
    expect(foldsError('first\nsecond\nthird\nfourth')).toBe(true);
    expect(foldsError(`Error: ${'x'.repeat(200)}`)).toBe(true);
  });
});
