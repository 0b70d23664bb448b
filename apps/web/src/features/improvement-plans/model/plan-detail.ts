import {
  MAX_COMMENT_FILES,
  MAX_PLAN_COMMENT_LENGTH,
  type TExtensionRequest,
  type TFileReference,
  type TImprovementPlanCommentInput,
  type TImprovementPlanDetail,
  type TPlanAction,
  type TPlanEvent,
  type TPlanIssue,
} from '@opentrace/domain';
import { dayTextOf } from '../../../lib/day-month-year.ts';

/** The buttons a plan's screen offers: exactly the actions the server says the reader may take now. */
export function mayDo(plan: Pick<TImprovementPlanDetail, 'allowedActions'>, action: TPlanAction): boolean {
  return plan.allowedActions.includes(action);
}

/** The extension request waiting for the assigner, if any (one at a time). */
export function pendingExtensionOf(plan: Pick<TImprovementPlanDetail, 'extensionRequests'>): TExtensionRequest | null {
  return plan.extensionRequests.find((request) => request.status === 'PENDING') ?? null;
}

/** The supplier opening a New plan starts work on it (DOMAIN.md §7): the screen tells the server once. */
export function opensOnView(plan: Pick<TImprovementPlanDetail, 'viewerSide' | 'status'>): boolean {
  return plan.viewerSide === 'SUPPLIER' && plan.status === 'NEW';
}

/** Category › indicator › sub-indicator, where the issue sits in the indicator list. */
export function issuePathOf(issue: TPlanIssue): string[] {
  return [issue.categoryName, issue.indicatorName, issue.name];
}

export type TEventSentence = {
  key: `improvementPlans.events.${TPlanEvent['kind']}`;
  /** Null for the overdue sweep, which nobody did. */
  actor: string | null;
  reason: string | null;
  level: TPlanEvent['level'];
  /** DD/MM/YYYY, for the date changes and extensions. */
  targetDate: string | null;
};

/** A timeline entry as a sentence: which one, with who did it and the reason, level or date it carries. */
export function eventSentenceOf(event: TPlanEvent): TEventSentence {
  return {
    key: `improvementPlans.events.${event.kind}`,
    actor: event.actorName,
    reason: event.reason && event.reason.trim() !== '' ? event.reason : null,
    level: event.level,
    targetDate: event.targetDate === null ? null : dayTextOf(event.targetDate),
  };
}

export type TCommentProblem = 'empty' | 'tooLong' | 'tooManyFiles';

/** Evidence is a text, files or both; the text at most 255 characters (DOMAIN.md §7). */
export function commentProblem(text: string, files: readonly TFileReference[]): TCommentProblem | null {
  if (text.trim() === '' && files.length === 0) return 'empty';
  if (text.trim().length > MAX_PLAN_COMMENT_LENGTH) return 'tooLong';
  if (files.length > MAX_COMMENT_FILES) return 'tooManyFiles';
  return null;
}

export function toCommentBody(text: string, files: readonly TFileReference[]): TImprovementPlanCommentInput {
  return { text: text.trim(), files: [...files] };
}
