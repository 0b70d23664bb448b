import type { TRoutingGroup } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { findAnswerFaults } from './answer-faults.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const groups: TRoutingGroup[] = [
  {
    id: id(1),
    questions: [
      {
        id: id(10),
        index: 1,
        type: 'ONE_CHOICE',
        isConditional: false,
        options: [
          { id: id(101), goTo: null, riskLevel: 1, isOther: false },
          { id: id(102), goTo: null, riskLevel: 1, isOther: true },
        ],
      },
      {
        id: id(20),
        index: 2,
        type: 'NUMBER',
        isConditional: false,
        options: [{ id: id(201), goTo: null, riskLevel: null, isOther: false }],
      },
    ],
  },
];

describe('findAnswerFaults', () => {
  it('accepts complete answers and says nothing of questions left out', () => {
    expect(
      findAnswerFaults(groups, [
        { selfAssessmentQuestionId: id(10), answerValues: [{ selfAssessmentQuestionResponseId: id(102), value: 'Piece rate' }] },
      ]),
    ).toEqual([]);
  });

  it('tells answers that do not fit the questionnaire from incomplete ones', () => {
    const faults = findAnswerFaults(groups, [
      { selfAssessmentQuestionId: id(99), answerValues: [{ value: 'x' }] },
      { selfAssessmentQuestionId: id(10), answerValues: [{ selfAssessmentQuestionResponseId: id(201) }] },
      { selfAssessmentQuestionId: id(20), answerValues: [{ value: '12 workers' }] },
      { selfAssessmentQuestionId: id(20), answerValues: [{ value: '12' }] },
    ]);
    expect(faults).toEqual([
      { questionId: id(99), kind: 'mismatch', problem: 'unknownQuestion' },
      { questionId: id(10), kind: 'mismatch', problem: 'unknownOption' },
      { questionId: id(20), kind: 'invalid', problem: 'digitsOnly' },
      { questionId: id(20), kind: 'mismatch', problem: 'repeatedQuestion' },
    ]);
  });

  it('needs the text of a chosen "Other" option and one option for a single choice', () => {
    const other = findAnswerFaults(groups, [
      { selfAssessmentQuestionId: id(10), answerValues: [{ selfAssessmentQuestionResponseId: id(102), value: '  ' }] },
    ]);
    expect(other).toEqual([{ questionId: id(10), kind: 'invalid', problem: 'otherTextRequired' }]);
    const two = findAnswerFaults(groups, [
      {
        selfAssessmentQuestionId: id(10),
        answerValues: [{ selfAssessmentQuestionResponseId: id(101) }, { selfAssessmentQuestionResponseId: id(102), value: 'x' }],
      },
    ]);
    expect(two).toEqual([{ questionId: id(10), kind: 'invalid', problem: 'oneOptionOnly' }]);
  });
});
