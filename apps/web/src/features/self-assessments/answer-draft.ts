import {
  answerProblem,
  isTypedQuestion,
  typedBoxesOf,
  routeAnswers,
  routingGroupsOf,
  type TAnswerValue,
  type TRoute,
  type TSaqAnswerProblem,
  type TSavedSelfAssessmentAnswer,
  type TSelfAssessmentAnswer,
  type TSelfAssessmentGroup,
  type TSelfAssessmentQuestion,
} from '@opentrace/domain';

/**
 * The answering screen's state and its mapping to and from the API. The screen keeps what the
 * user typed for every question, even one the route no longer reaches, so changing an earlier
 * answer back brings the later answers back; only answers on the route are sent.
 */

export interface TDraftAnswer {
  /** Chosen option ids, in the order chosen. */
  choices: string[];
  /** The text typed for each "Other" option, or for each box of a several-row number or text question, by option id. */
  otherTexts: Record<string, string>;
  /** The free text or number. */
  text: string;
}

export type TDraft = Record<string, TDraftAnswer>;

const EMPTY: TDraftAnswer = { choices: [], otherTexts: {}, text: '' };

export function draftAnswerOf(draft: TDraft, questionId: string): TDraftAnswer {
  return draft[questionId] ?? EMPTY;
}

/** The saved answers as the screen edits them. */
export function draftFromSaved(answers: readonly TSavedSelfAssessmentAnswer[]): TDraft {
  const draft: TDraft = {};
  for (const answer of answers) {
    const entry: TDraftAnswer = { choices: [], otherTexts: {}, text: '' };
    for (const value of answer.answerValues) {
      if (value.selfAssessmentQuestionResponseId === null) entry.text = value.value ?? '';
      else {
        entry.choices.push(value.selfAssessmentQuestionResponseId);
        if (value.value !== null) entry.otherTexts[value.selfAssessmentQuestionResponseId] = value.value;
      }
    }
    draft[answer.selfAssessmentQuestionId] = entry;
  }
  return draft;
}

/** A single choice replaces the previous one; a multi-select adds or removes the option. */
export function withChoice(draft: TDraft, question: TSelfAssessmentQuestion, optionId: string, chosen: boolean): TDraft {
  const current = draftAnswerOf(draft, question.id);
  const others = current.choices.filter((id) => id !== optionId);
  const choices = question.type === 'MULTI_CHOICE' ? (chosen ? [...others, optionId] : others) : chosen ? [optionId] : [];
  return { ...draft, [question.id]: { ...current, choices } };
}

export function withOtherText(draft: TDraft, questionId: string, optionId: string, text: string): TDraft {
  const current = draftAnswerOf(draft, questionId);
  return { ...draft, [questionId]: { ...current, otherTexts: { ...current.otherTexts, [optionId]: text } } };
}

/** Number questions take digits only, so anything else typed or pasted is left out as it arrives. */
const typedText = (question: TSelfAssessmentQuestion, text: string) => (question.type === 'NUMBER' ? text.replace(/\D/g, '') : text);

export function withText(draft: TDraft, question: TSelfAssessmentQuestion, text: string): TDraft {
  return { ...draft, [question.id]: { ...draftAnswerOf(draft, question.id), text: typedText(question, text) } };
}

/** One box of a number or free-text question with several rows ("Men", "Women"). */
export function withBoxText(draft: TDraft, question: TSelfAssessmentQuestion, optionId: string, text: string): TDraft {
  return withOtherText(draft, question.id, optionId, typedText(question, text));
}

/** The answer as the router and the API read it; undefined while the question is untouched or blank. */
export function answerValuesOf(question: TSelfAssessmentQuestion, answer: TDraftAnswer): TAnswerValue[] | undefined {
  const boxes = typedBoxesOf(question);
  if (boxes) {
    const filled = boxes.flatMap((box) => {
      const text = (answer.otherTexts[box.id] ?? '').trim();
      return text === '' ? [] : [{ responseId: box.id, value: text }];
    });
    return filled.length === 0 ? undefined : filled;
  }
  if (isTypedQuestion(question)) return answer.text.trim() === '' ? undefined : [{ responseId: null, value: answer.text.trim() }];
  if (answer.choices.length === 0) return undefined;
  const otherIds = new Set(question.options.filter((option) => option.isOther).map((option) => option.id));
  return answer.choices.map((id) => ({ responseId: id, value: otherIds.has(id) ? (answer.otherTexts[id] ?? '').trim() : null }));
}

function sheetOf(groups: readonly TSelfAssessmentGroup[], draft: TDraft): Map<string, TAnswerValue[]> {
  const sheet = new Map<string, TAnswerValue[]>();
  for (const question of groups.flatMap((group) => group.questions)) {
    const values = answerValuesOf(question, draftAnswerOf(draft, question.id));
    if (values) sheet.set(question.id, values);
  }
  return sheet;
}

/** Where the current answers lead: the questions to show and those still open. */
export function routeOf(groups: readonly TSelfAssessmentGroup[], draft: TDraft): TRoute {
  return routeAnswers(routingGroupsOf(groups), sheetOf(groups, draft));
}

/** What to send: the given answers to questions on the route, in questionnaire order. */
export function answersToSubmit(groups: readonly TSelfAssessmentGroup[], draft: TDraft): TSelfAssessmentAnswer[] {
  const sheet = sheetOf(groups, draft);
  const onRoute = new Set(routeAnswers(routingGroupsOf(groups), sheet).onRoute);
  return [...sheet]
    .filter(([questionId]) => onRoute.has(questionId))
    .map(([questionId, values]) => ({
      selfAssessmentQuestionId: questionId,
      answerValues: values.map((value) => ({ selfAssessmentQuestionResponseId: value.responseId, value: value.value })),
    }));
}

/** Answers on the route that the server would refuse (an "Other" without its text…), by question id. */
export function answerProblems(groups: readonly TSelfAssessmentGroup[], draft: TDraft): Record<string, TSaqAnswerProblem> {
  const routing = routingGroupsOf(groups);
  const sheet = sheetOf(groups, draft);
  const onRoute = new Set(routeAnswers(routing, sheet).onRoute);
  const problems: Record<string, TSaqAnswerProblem> = {};
  for (const question of routing.flatMap((group) => group.questions)) {
    const values = sheet.get(question.id);
    const problem = values && onRoute.has(question.id) ? answerProblem(question, values) : null;
    if (problem) problems[question.id] = problem;
  }
  return problems;
}

/** The position of the group holding a question, for jumping to it. */
export function groupIndexOf(groups: readonly TSelfAssessmentGroup[], questionId: string): number {
  return groups.findIndex((group) => group.questions.some((question) => question.id === questionId));
}
