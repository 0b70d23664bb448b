import type { TErrorCode, TFieldError, TMessageKey, TMessageParams } from '@opentrace/domain';
import { AppError } from './app-error.ts';
import type { RequestContext } from './request-context.ts';

/**
 * What stands in the way of an invitation, by field. Checking an invitation (partners, suppliers)
 * lists them; sending one fails with the most telling of them and lists them all as details.
 */
export type ProblemKind = 'missing' | 'rule' | 'conflict' | 'invalid';

export interface Problem {
  kind: ProblemKind;
  path: string;
  messageKey: TMessageKey;
  params?: TMessageParams;
}

/** A facility that is not there outranks a broken map rule, which outranks a taken e-mail, which outranks a bad field. */
const PRECEDENCE: readonly ProblemKind[] = ['missing', 'rule', 'conflict', 'invalid'];

const ERROR_CODE: Record<ProblemKind, TErrorCode> = {
  missing: 'NOT_FOUND',
  rule: 'UNPROCESSABLE',
  conflict: 'CONFLICT',
  invalid: 'VALIDATION_FAILED',
};

export function toFieldErrors(problems: readonly Problem[], context: RequestContext): TFieldError[] {
  return problems.map((problem) => ({ path: problem.path, message: context.t(problem.messageKey, problem.params) }));
}

/** Throws when there is any problem: the status of the weightiest kind, named by its first problem. */
export function throwProblems(problems: readonly Problem[], context: RequestContext): void {
  const kind = PRECEDENCE.find((candidate) => problems.some((problem) => problem.kind === candidate));
  if (!kind) return;
  const first = problems.find((problem) => problem.kind === kind) as Problem;
  throw new AppError(ERROR_CODE[kind], {
    ...(kind === 'invalid' ? {} : { messageKey: first.messageKey, params: first.params }),
    details: toFieldErrors(problems, context),
  });
}
