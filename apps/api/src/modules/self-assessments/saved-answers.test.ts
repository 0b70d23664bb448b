import type { TSelfAssessmentGroup } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { answersInQuestionnaireOrder } from './saved-answers.ts';

const groups: TSelfAssessmentGroup[] = [
  {
    id: 'g',
    name: 'Product',
    questions: [
      {
        id: 'q1',
        index: 1,
        title: 'Systems',
        methodOfCollectingData: null,
        type: 'MULTI_CHOICE',
        isConditional: false,
        options: [
          { id: 'a', option: 'Barcode', isOther: false, goTo: null, routingRank: null },
          { id: 'b', option: 'RFID', isOther: false, goTo: null, routingRank: null },
          { id: 'c', option: 'Other', isOther: true, goTo: null, routingRank: null },
        ],
      },
      { id: 'q2', index: 2, title: 'Outputs', methodOfCollectingData: null, type: 'NUMBER', isConditional: false, options: [] },
    ],
  },
];

describe('answersInQuestionnaireOrder', () => {
  it('orders answers by question and chosen options by the question’s option order', () => {
    const answers = answersInQuestionnaireOrder(groups, [
      { questionId: 'q2', responseId: null, value: '40' },
      { questionId: 'q1', responseId: 'c', value: 'QR codes' },
      { questionId: 'q1', responseId: 'a', value: null },
      { questionId: 'gone', responseId: null, value: 'from an older questionnaire' },
    ]);
    expect(answers).toEqual([
      {
        selfAssessmentQuestionId: 'q1',
        answerValues: [
          { selfAssessmentQuestionResponseId: 'a', value: null },
          { selfAssessmentQuestionResponseId: 'c', value: 'QR codes' },
        ],
      },
      { selfAssessmentQuestionId: 'q2', answerValues: [{ selfAssessmentQuestionResponseId: null, value: '40' }] },
    ]);
  });
});
