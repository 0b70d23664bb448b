import type { TSaqResponseType } from './questionnaires.ts';

/**
 * Answering a questionnaire (DOMAIN.md §6.2): which questions an answer sheet reaches, which of
 * those are still open, and what is wrong with an answer. Pure, so the answering screen, the
 * self-assessment service and the facility-group import all follow the same route.
 */

export interface TRoutingOption {
  id: string;
  /** A question index of the same group as text, END, BREAK, or null to go on in order. */
  goTo: string | null;
  riskLevel: number | null;
  /** Option Type "Other": choosing it needs a free text. */
  isOther: boolean;
}

export interface TRoutingQuestion {
  id: string;
  index: number;
  type: TSaqResponseType;
  isConditional: boolean;
  options: readonly TRoutingOption[];
}

/** A group's questions in their sheet order. */
export interface TRoutingGroup {
  id: string;
  questions: readonly TRoutingQuestion[];
}

export interface TAnswerValue {
  responseId: string | null;
  value: string | null;
}

export type TAnswerSheet = ReadonlyMap<string, readonly TAnswerValue[]>;

export const SAQ_ANSWER_PROBLEMS = [
  'required',
  'digitsOnly',
  'unknownOption',
  'oneOptionOnly',
  'repeatedOption',
  'otherTextRequired',
] as const;
export type TSaqAnswerProblem = (typeof SAQ_ANSWER_PROBLEMS)[number];

/** Longest free text kept for one answer. */
export const SAQ_ANSWER_TEXT_MAX = 2000;

const DIGITS = /^\d+$/;

const textOf = (value: TAnswerValue | undefined) => (value?.value ?? '').trim();

export const isTypedQuestion = (question: Pick<TRoutingQuestion, 'type'>) => question.type === 'FREE_TEXT' || question.type === 'NUMBER';

/**
 * A number or free-text question whose file gives several option rows asks one value per row (the
 * pilots' "Men: Numeric" and "Women: Numeric" under one question); null when it asks one value.
 */
export function typedBoxesOf<TOption extends { id: string }>(question: {
  type: TSaqResponseType;
  options: readonly TOption[];
}): readonly TOption[] | null {
  return isTypedQuestion(question) && question.options.length > 1 ? question.options : null;
}

function typedTextProblem(question: TRoutingQuestion, value: TAnswerValue | undefined): TSaqAnswerProblem | null {
  const text = textOf(value);
  if (text === '') return 'required';
  if (question.type === 'NUMBER' && !DIGITS.test(text)) return 'digitsOnly';
  return null;
}

function typedAnswerProblem(question: TRoutingQuestion, values: readonly TAnswerValue[]): TSaqAnswerProblem | null {
  const boxes = typedBoxesOf(question);
  if (!boxes) {
    if (values.length > 1) return 'oneOptionOnly';
    const responseId = values[0]?.responseId ?? null;
    if (responseId !== null && responseId !== question.options[0]?.id) return 'unknownOption';
    return typedTextProblem(question, values[0]);
  }
  const seen = new Set<string>();
  for (const value of values) {
    if (!boxes.some((box) => box.id === value.responseId)) return 'unknownOption';
    if (seen.has(value.responseId as string)) return 'repeatedOption';
    seen.add(value.responseId as string);
  }
  if (seen.size < boxes.length) return 'required';
  for (const value of values) {
    const problem = typedTextProblem(question, value);
    if (problem) return problem;
  }
  return null;
}

/** What is wrong with the answer to one question, or null when it is a complete answer. */
export function answerProblem(question: TRoutingQuestion, values: readonly TAnswerValue[] | undefined): TSaqAnswerProblem | null {
  if (!values || values.length === 0) return 'required';
  if (isTypedQuestion(question)) return typedAnswerProblem(question, values);
  if (question.type !== 'MULTI_CHOICE' && values.length > 1) return 'oneOptionOnly';
  const seen = new Set<string>();
  for (const value of values) {
    const option = question.options.find((candidate) => candidate.id === value.responseId);
    if (!option) return 'unknownOption';
    if (seen.has(option.id)) return 'repeatedOption';
    seen.add(option.id);
    if (option.isOther && textOf(value) === '') return 'otherTextRequired';
  }
  return null;
}

/**
 * The chosen option that decides where to go next: the only one, or for a multi-select the chosen
 * option with the highest risk (the first of equals, in the sheet's order).
 */
export function decidingOption(question: TRoutingQuestion, values: readonly TAnswerValue[]): TRoutingOption | null {
  const chosen = new Set(values.map((value) => value.responseId));
  let best: TRoutingOption | null = null;
  for (const option of question.options) {
    if (!chosen.has(option.id)) continue;
    if (best === null || (option.riskLevel ?? -1) > (best.riskLevel ?? -1)) best = option;
  }
  return best;
}

export interface TRoute {
  /** Questions the answers lead through, in order, group by group. */
  onRoute: string[];
  /** Questions on the route without a complete answer. */
  unanswered: string[];
  /** Answered questions the route skips: their answers do not count. */
  offRoute: string[];
}

/**
 * Follows the answers through every group, each starting at its first question. An answered
 * conditional question jumps to its deciding option's Go to; END and BREAK close the group. A Go
 * to that points backwards (or nowhere) goes on in order, so a sheet can never loop. An open
 * question goes on in order too, so everything after it that the route may still reach is listed.
 */
export function routeAnswers(groups: readonly TRoutingGroup[], answers: TAnswerSheet): TRoute {
  const onRoute: string[] = [];
  const unanswered: string[] = [];
  for (const group of groups) {
    const positionOfIndex = new Map(group.questions.map((question, position) => [question.index, position]));
    let position = 0;
    while (position < group.questions.length) {
      const question = group.questions[position] as TRoutingQuestion;
      onRoute.push(question.id);
      const values = answers.get(question.id);
      if (answerProblem(question, values) !== null || !values) {
        unanswered.push(question.id);
        position += 1;
        continue;
      }
      const goTo = question.isConditional ? (decidingOption(question, values)?.goTo ?? null) : null;
      if (goTo === null) {
        position += 1;
        continue;
      }
      const keyword = goTo.trim().toUpperCase();
      if (keyword === 'END' || keyword === 'BREAK') break;
      const target = positionOfIndex.get(Number(goTo));
      position = target !== undefined && target > position ? target : position + 1;
    }
  }
  const reached = new Set(onRoute);
  const offRoute = [...answers.keys()].filter((questionId) => !reached.has(questionId));
  return { onRoute, unanswered, offRoute };
}
