import type { TMessageKey, TMessageParams } from '@opentrace/domain';
import { AppError } from './app-error.ts';
import { uniqueViolationConstraint } from './db-errors.ts';
import type { RequestContext } from './request-context.ts';

/** What a client sees when a unique index refuses a write: the message, and the field it concerns if any. */
export interface ConflictAnswer {
  messageKey: TMessageKey;
  params?: TMessageParams;
  /** The form field the conflict is about; its message is repeated there in the caller's language. */
  path?: string;
}

/**
 * Unique index name → the answer a client gets when that index refuses a write; `'*'` answers for any other
 * unique index. The index decides races that the checks before a write cannot: the loser gets the same 409
 * the check would have given it, never a 500.
 */
export type ConflictMap = Readonly<Record<string, ConflictAnswer>>;

/**
 * The 409 that `error` amounts to under `conflicts`, or null when it is no unique violation they name. An answer
 * with a `path` needs the caller's `context` to word the field's message.
 */
export function conflictOf(error: unknown, conflicts: ConflictMap, context?: Pick<RequestContext, 't'>): AppError | null {
  const constraint = uniqueViolationConstraint(error);
  if (constraint === null) return null;
  const answer = conflicts[constraint] ?? conflicts['*'];
  if (!answer) return null;
  const { messageKey, params, path } = answer;
  const details = path === undefined || !context ? undefined : [{ path, message: context.t(messageKey, params) }];
  return new AppError('CONFLICT', { messageKey, params, details });
}

/** Runs a write, answering the unique violations `conflicts` names as conflicts; anything else is rethrown. */
export async function withConflicts<T>(work: () => Promise<T>, conflicts: ConflictMap, context?: Pick<RequestContext, 't'>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw conflictOf(error, conflicts, context) ?? error;
  }
}
