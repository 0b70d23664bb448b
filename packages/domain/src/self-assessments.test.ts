import { describe, expect, it } from 'vitest';
import { routeAnswers } from './questionnaires/routing.ts';
import { answerSheetOf, answersOf, routingGroupsOf, type TSelfAssessmentGroup, unansweredQuestions } from './self-assessments.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Q1 multi-select: choosing "Forced overtime" (rank 3) jumps to Q3, "None" (rank 1) goes on. */
const groups: TSelfAssessmentGroup[] = [
  {
    id: id(1),
    name: 'Labor',
    questions: [
      {
        id: id(10),
        index: 1,
        title: 'Which practices apply?',
        methodOfCollectingData: null,
        type: 'MULTI_CHOICE',
        isConditional: true,
        options: [
          { id: id(101), option: 'None', isOther: false, goTo: '2', routingRank: 1 },
          { id: id(102), option: 'Forced overtime', isOther: false, goTo: '3', routingRank: 3 },
        ],
      },
      { id: id(20), index: 2, title: 'How many workers?', methodOfCollectingData: null, type: 'NUMBER', isConditional: false, options: [] },
      { id: id(30), index: 3, title: 'Describe it', methodOfCollectingData: null, type: 'FREE_TEXT', isConditional: false, options: [] },
    ],
  },
];

describe('routingGroupsOf', () => {
  it('routes a multi-select by its highest-ranked chosen option', () => {
    const sheet = answerSheetOf([
      {
        selfAssessmentQuestionId: id(10),
        answerValues: [{ selfAssessmentQuestionResponseId: id(101) }, { selfAssessmentQuestionResponseId: id(102) }],
      },
    ]);
    const route = routeAnswers(routingGroupsOf(groups), sheet);
    expect(route.onRoute).toEqual([id(10), id(30)]);
    expect(route.unanswered).toEqual([id(30)]);
  });
});

describe('answerSheetOf and answersOf', () => {
  it('reads missing option ids and texts as null and gives the same answers back', () => {
    const answers = [
      { selfAssessmentQuestionId: id(20), answerValues: [{ value: '12' }] },
      { selfAssessmentQuestionId: id(10), answerValues: [{ selfAssessmentQuestionResponseId: id(101) }] },
    ];
    const sheet = answerSheetOf(answers);
    expect(sheet.get(id(20))).toEqual([{ responseId: null, value: '12' }]);
    expect(answersOf(sheet)).toEqual([
      { selfAssessmentQuestionId: id(20), answerValues: [{ selfAssessmentQuestionResponseId: null, value: '12' }] },
      { selfAssessmentQuestionId: id(10), answerValues: [{ selfAssessmentQuestionResponseId: id(101), value: null }] },
    ]);
  });
});

describe('unansweredQuestions', () => {
  it('names open questions by group, index and title in questionnaire order', () => {
    expect(unansweredQuestions(groups, [id(30), id(20)])).toEqual([
      { questionId: id(20), index: 2, group: 'Labor', title: 'How many workers?' },
      { questionId: id(30), index: 3, group: 'Labor', title: 'Describe it' },
    ]);
  });
});
