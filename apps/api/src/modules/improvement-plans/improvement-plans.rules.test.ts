import { describe, expect, it } from 'vitest';
import { allowedActionsOf, transitionOf } from './improvement-plans.rules.ts';

describe('the transitions of an improvement plan (DOMAIN.md §7)', () => {
  it('lets the supplier mark an in-progress plan done, and nothing else', () => {
    expect(transitionOf('IN_PROGRESS', 'SUPPLIER', 'SUBMIT')).toEqual({ to: 'UNDER_REVIEW' });
    for (const status of ['NEW', 'UNDER_REVIEW', 'OVERDUE', 'RESOLVED'] as const) {
      expect(transitionOf(status, 'SUPPLIER', 'SUBMIT')).toEqual({ refused: 'plans.submitRefused' });
    }
    expect(transitionOf('IN_PROGRESS', 'ASSIGNER', 'SUBMIT')).toEqual({ refused: 'plans.submitRefused' });
    expect(transitionOf('UNDER_REVIEW', 'SUPPLIER', 'ACCEPT')).toEqual({ refused: 'plans.reviewRefused' });
  });

  it('lets the assigner answer a plan under review only: more evidence or acceptance', () => {
    expect(transitionOf('UNDER_REVIEW', 'ASSIGNER', 'REQUEST_EVIDENCE')).toEqual({ to: 'IN_PROGRESS' });
    expect(transitionOf('UNDER_REVIEW', 'ASSIGNER', 'ACCEPT')).toEqual({ to: 'RESOLVED' });
    for (const status of ['NEW', 'IN_PROGRESS', 'OVERDUE', 'RESOLVED'] as const) {
      expect(transitionOf(status, 'ASSIGNER', 'ACCEPT')).toEqual({ refused: 'plans.reviewRefused' });
    }
  });

  it('offers each side the buttons the server accepts', () => {
    expect(allowedActionsOf('IN_PROGRESS', 'SUPPLIER', false)).toEqual(['SUBMIT', 'COMMENT', 'ADD_FILES']);
    expect(allowedActionsOf('UNDER_REVIEW', 'ASSIGNER', false)).toEqual([
      'ACCEPT',
      'REQUEST_EVIDENCE',
      'CHANGE_TARGET_DATE',
      'COMMENT',
      'ADD_FILES',
    ]);
    expect(allowedActionsOf('OVERDUE', 'SUPPLIER', false)).toContain('REQUEST_EXTENSION');
    expect(allowedActionsOf('OVERDUE', 'SUPPLIER', true)).not.toContain('REQUEST_EXTENSION');
    expect(allowedActionsOf('OVERDUE', 'ASSIGNER', true)).toContain('DECIDE_EXTENSION');
    expect(allowedActionsOf('RESOLVED', 'ASSIGNER', false)).toEqual([]);
  });
});
