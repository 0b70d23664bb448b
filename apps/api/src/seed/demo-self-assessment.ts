import {
  isTypedQuestion,
  routeAnswers,
  routingGroupsOf,
  typedBoxesOf,
  type TAnswerValue,
  type TSelfAssessmentAnswer,
  type TSelfAssessmentGroup,
  type TSelfAssessmentQuestion,
} from '@opentrace/domain';

/** What a hurried but complete respondent writes: a plausible count for numbers, a sentence for free text. */
export const DEMO_NUMBER_ANSWER = '12';
export const DEMO_TEXT_ANSWER = 'A committee of workers meets the management every month.';

function typedValue(question: Pick<TSelfAssessmentQuestion, 'type'>): string {
  return question.type === 'NUMBER' ? DEMO_NUMBER_ANSWER : DEMO_TEXT_ANSWER;
}

/** The first option of a choice (with a text when it is "Other"), or a value in every box of a typed question. */
function answerOf(question: TSelfAssessmentQuestion): TAnswerValue[] {
  if (isTypedQuestion(question)) {
    const boxes = typedBoxesOf(question);
    if (boxes) return boxes.map((box) => ({ responseId: box.id, value: typedValue(question) }));
    return [{ responseId: question.options[0]?.id ?? null, value: typedValue(question) }];
  }
  const first = question.options[0];
  if (!first) throw new Error(`Question ${question.index} offers no option to choose`);
  return [{ responseId: first.id, value: first.isOther ? DEMO_TEXT_ANSWER : null }];
}

/**
 * A complete answer sheet along the questionnaire's own routing (saq-routing.ts), as the answering
 * screen leads a respondent: answer the first open question on the route, let that answer choose
 * where the route goes, and repeat until nothing on the route is open. Answers the route ends up
 * skipping are left out, so the sheet is exactly what a person would have submitted.
 */
export function answersAlongRoute(groups: readonly TSelfAssessmentGroup[]): TSelfAssessmentAnswer[] {
  const routing = routingGroupsOf(groups);
  const questions = new Map(groups.flatMap((group) => group.questions.map((question) => [question.id, question])));
  const sheet = new Map<string, TAnswerValue[]>();
  // Each pass answers one more question, so there can be no more passes than questions.
  for (let pass = 0; pass <= questions.size; pass += 1) {
    const route = routeAnswers(routing, sheet);
    const [open] = route.unanswered;
    if (open === undefined) {
      const onRoute = new Set(route.onRoute);
      return [...sheet]
        .filter(([questionId]) => onRoute.has(questionId))
        .map(([questionId, values]) => ({
          selfAssessmentQuestionId: questionId,
          answerValues: values.map((value) => ({ selfAssessmentQuestionResponseId: value.responseId, value: value.value })),
        }));
    }
    sheet.set(open, answerOf(questions.get(open) as TSelfAssessmentQuestion));
  }
  throw new Error('The questionnaire kept opening questions');
}
