import {
  answerProblem,
  type TRoutingGroup,
  type TRoutingQuestion,
  type TSaqAnswerProblem,
  type TSelfAssessmentAnswer,
} from '@opentrace/domain';

export type TAnswerFault =
  /** The answer does not fit the questionnaire: a question or option that is not there, or a question twice. */
  | { questionId: string; kind: 'mismatch'; problem: 'unknownQuestion' | 'repeatedQuestion' | 'unknownOption' }
  /** The answer fits the questionnaire but is not a complete answer (saq-routing.ts answerProblem). */
  | { questionId: string; kind: 'invalid'; problem: TSaqAnswerProblem };

/**
 * What is wrong with a submitted answer sheet, answer by answer. A submission is all or nothing,
 * so every answer sent must be a complete one; questions left out are simply unanswered.
 */
export function findAnswerFaults(groups: readonly TRoutingGroup[], answers: readonly TSelfAssessmentAnswer[]): TAnswerFault[] {
  const questions = new Map<string, TRoutingQuestion>(
    groups.flatMap((group) => group.questions.map((question) => [question.id, question])),
  );
  const seen = new Set<string>();
  const faults: TAnswerFault[] = [];
  for (const answer of answers) {
    const questionId = answer.selfAssessmentQuestionId;
    const question = questions.get(questionId);
    if (!question) {
      faults.push({ questionId, kind: 'mismatch', problem: 'unknownQuestion' });
      continue;
    }
    if (seen.has(questionId)) {
      faults.push({ questionId, kind: 'mismatch', problem: 'repeatedQuestion' });
      continue;
    }
    seen.add(questionId);
    const optionIds = new Set(question.options.map((option) => option.id));
    const foreignOption = answer.answerValues.some((value) => {
      const responseId = value.selfAssessmentQuestionResponseId;
      return responseId !== null && responseId !== undefined && !optionIds.has(responseId);
    });
    if (foreignOption) {
      faults.push({ questionId, kind: 'mismatch', problem: 'unknownOption' });
      continue;
    }
    const values = answer.answerValues.map((value) => ({
      responseId: value.selfAssessmentQuestionResponseId ?? null,
      value: value.value ?? null,
    }));
    const problem = answerProblem(question, values);
    if (problem !== null) faults.push({ questionId, kind: 'invalid', problem });
  }
  return faults;
}
