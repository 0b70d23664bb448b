import type { TSavedSelfAssessmentAnswer, TSelfAssessmentGroup } from '@opentrace/domain';

export interface StoredAnswerValue {
  questionId: string;
  responseId: string | null;
  value: string | null;
}

/**
 * Stored answer rows as the API returns them: one answer per question in questionnaire order,
 * chosen options in the question's option order. Rows of questions no longer in the
 * questionnaire are left out.
 */
export function answersInQuestionnaireOrder(
  groups: readonly TSelfAssessmentGroup[],
  rows: readonly StoredAnswerValue[],
): TSavedSelfAssessmentAnswer[] {
  const byQuestion = new Map<string, StoredAnswerValue[]>();
  for (const row of rows) byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row]);
  return groups.flatMap((group) =>
    group.questions.flatMap((question) => {
      const values = byQuestion.get(question.id);
      if (!values) return [];
      const optionOrder = new Map(question.options.map((option, position) => [option.id, position]));
      const position = (value: StoredAnswerValue) => (value.responseId === null ? -1 : (optionOrder.get(value.responseId) ?? -1));
      return [
        {
          selfAssessmentQuestionId: question.id,
          answerValues: values
            .sort((a, b) => position(a) - position(b))
            .map((value) => ({ selfAssessmentQuestionResponseId: value.responseId, value: value.value })),
        },
      ];
    }),
  );
}
