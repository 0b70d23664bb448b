import type { TSelfAssessmentGroup, TSelfAssessmentQuestion } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { answersAlongRoute, DEMO_NUMBER_ANSWER, DEMO_TEXT_ANSWER } from './demo-self-assessment.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const option = (n: number, extra: { goTo?: string; isOther?: boolean } = {}) => ({
  id: id(n),
  option: `Option ${n}`,
  isOther: extra.isOther ?? false,
  goTo: extra.goTo ?? null,
  routingRank: null,
});
const question = (
  index: number,
  type: TSelfAssessmentQuestion['type'],
  options: TSelfAssessmentQuestion['options'],
  isConditional = false,
): TSelfAssessmentQuestion => ({
  id: id(100 + index),
  index,
  title: `Question ${index}`,
  methodOfCollectingData: null,
  type,
  isConditional,
  options,
});

/** Question 1 jumps to 3 on its first option, so question 2 is off the route. */
const GROUPS: TSelfAssessmentGroup[] = [
  {
    id: id(900),
    name: 'Labour',
    questions: [
      question(1, 'YES_NO', [option(1, { goTo: '3' }), option(2)], true),
      question(2, 'NUMBER', []),
      question(3, 'MULTI_CHOICE', [option(3, { isOther: true }), option(4)]),
      question(4, 'NUMBER', [option(5), option(6)]),
      question(5, 'FREE_TEXT', []),
    ],
  },
];

describe('answersAlongRoute', () => {
  it('answers every question on the route the first options open, and nothing the route skips', () => {
    expect(answersAlongRoute(GROUPS)).toEqual([
      { selfAssessmentQuestionId: id(101), answerValues: [{ selfAssessmentQuestionResponseId: id(1), value: null }] },
      { selfAssessmentQuestionId: id(103), answerValues: [{ selfAssessmentQuestionResponseId: id(3), value: DEMO_TEXT_ANSWER }] },
      {
        selfAssessmentQuestionId: id(104),
        answerValues: [
          { selfAssessmentQuestionResponseId: id(5), value: DEMO_NUMBER_ANSWER },
          { selfAssessmentQuestionResponseId: id(6), value: DEMO_NUMBER_ANSWER },
        ],
      },
      { selfAssessmentQuestionId: id(105), answerValues: [{ selfAssessmentQuestionResponseId: null, value: DEMO_TEXT_ANSWER }] },
    ]);
  });

  it('refuses a choice without options rather than submit an incomplete sheet', () => {
    const broken = [{ ...GROUPS[0]!, questions: [question(1, 'ONE_CHOICE', [])] }];
    expect(() => answersAlongRoute(broken)).toThrow('Question 1 offers no option to choose');
  });
});
