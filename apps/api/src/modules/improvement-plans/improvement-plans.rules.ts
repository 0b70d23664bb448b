import type { TImprovementPlanStatus, TImprovementPlanTransition, TMessageKey, TPlanAction, TPlanSide } from '@opentrace/domain';

/** Where a transition leads, or the message that refuses it (DOMAIN.md §7: anything not listed fails). */
export type TransitionOutcome = { to: TImprovementPlanStatus } | { refused: TMessageKey };

/**
 * The transitions of DOMAIN.md §7. The supplier marks an in-progress plan done; the assigner answers a plan
 * under review by asking for more evidence or accepting it. New → In progress happens on the supplier's first
 * open and Overdue is left only through an approved extension, so neither is a transition anyone asks for.
 */
export function transitionOf(
  status: TImprovementPlanStatus,
  side: TPlanSide,
  action: TImprovementPlanTransition['action'],
): TransitionOutcome {
  if (action === 'SUBMIT') {
    return side === 'SUPPLIER' && status === 'IN_PROGRESS' ? { to: 'UNDER_REVIEW' } : { refused: 'plans.submitRefused' };
  }
  if (side !== 'ASSIGNER' || status !== 'UNDER_REVIEW') return { refused: 'plans.reviewRefused' };
  return { to: action === 'ACCEPT' ? 'RESOLVED' : 'IN_PROGRESS' };
}

/** What the reader may do next: the screen shows exactly these buttons, the server accepts exactly these. */
export function allowedActionsOf(status: TImprovementPlanStatus, side: TPlanSide, hasPendingExtension: boolean): TPlanAction[] {
  if (status === 'RESOLVED') return [];
  const actions: TPlanAction[] = ['COMMENT', 'ADD_FILES'];
  if (side === 'SUPPLIER') {
    if (status === 'IN_PROGRESS') actions.unshift('SUBMIT');
    if (status === 'OVERDUE' && !hasPendingExtension) actions.push('REQUEST_EXTENSION');
  } else {
    if (status === 'UNDER_REVIEW') actions.unshift('ACCEPT', 'REQUEST_EVIDENCE', 'CHANGE_TARGET_DATE');
    if (hasPendingExtension) actions.push('DECIDE_EXTENSION');
  }
  return actions;
}

/** As people quote a plan. */
export const planReference = (number: number) => `IP-${number}`;
