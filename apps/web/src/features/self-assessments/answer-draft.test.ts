import type { TSelfAssessmentGroup } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  answerProblems,
  answersToSubmit,
  draftFromSaved,
  groupIndexOf,
  routeOf,
  withBoxText,
  withChoice,
  withOtherText,
  withText,
  type TDraft,
} from './answer-draft.ts';

const option = (id: string, goTo: string | null = null, isOther = false) => ({ id, option: id, isOther, goTo, routingRank: null });

/** Product: 1 conditional yes/no (yes → 2, no → 3), 2 multi-select with Other, 3 number. Labor: 1 free text. */
const groups: TSelfAssessmentGroup[] = [
  {
    id: 'product',
    name: 'Product',
    questions: [
      {
        id: 'p1',
        index: 1,
        title: 'Certified?',
        methodOfCollectingData: null,
        type: 'YES_NO',
        isConditional: true,
        options: [option('yes', '2'), option('no', '3')],
      },
      {
        id: 'p2',
        index: 2,
        title: 'Which schemes?',
        methodOfCollectingData: null,
        type: 'MULTI_CHOICE',
        isConditional: false,
        options: [option('grs'), option('other', null, true)],
      },
      { id: 'p3', index: 3, title: 'Outputs per month', methodOfCollectingData: null, type: 'NUMBER', isConditional: false, options: [] },
    ],
  },
  {
    id: 'labor',
    name: 'Labor',
    questions: [
      {
        id: 'l1',
        index: 1,
        title: 'Grievance process',
        methodOfCollectingData: null,
        type: 'FREE_TEXT',
        isConditional: false,
        options: [],
      },
    ],
  },
];
const question = (id: string) => groups.flatMap((group) => group.questions).find((candidate) => candidate.id === id)!;

describe('editing a draft', () => {
  it('replaces a single choice and toggles multi-select options', () => {
    let draft: TDraft = withChoice({}, question('p1'), 'yes', true);
    draft = withChoice(draft, question('p1'), 'no', true);
    expect(draft.p1?.choices).toEqual(['no']);
    draft = withChoice(draft, question('p2'), 'grs', true);
    draft = withChoice(draft, question('p2'), 'other', true);
    draft = withChoice(draft, question('p2'), 'grs', false);
    expect(draft.p2?.choices).toEqual(['other']);
  });

  it('keeps only digits in a number answer', () => {
    expect(withText({}, question('p3'), '1,200 kg').p3?.text).toBe('1200');
    expect(withText({}, question('l1'), 'Box at the gate').l1?.text).toBe('Box at the gate');
  });
});

describe('routing the draft', () => {
  it('shows the questions the answers lead to and keeps hidden answers out of what is sent', () => {
    let draft: TDraft = withChoice({}, question('p1'), 'yes', true);
    draft = withChoice(draft, question('p2'), 'grs', true);
    draft = withText(draft, question('p3'), '40');
    expect(routeOf(groups, draft).onRoute).toEqual(['p1', 'p2', 'p3', 'l1']);

    draft = withChoice(draft, question('p1'), 'no', true);
    expect(routeOf(groups, draft).onRoute).toEqual(['p1', 'p3', 'l1']);
    expect(routeOf(groups, draft).unanswered).toEqual(['l1']);
    expect(answersToSubmit(groups, draft)).toEqual([
      { selfAssessmentQuestionId: 'p1', answerValues: [{ selfAssessmentQuestionResponseId: 'no', value: null }] },
      { selfAssessmentQuestionId: 'p3', answerValues: [{ selfAssessmentQuestionResponseId: null, value: '40' }] },
    ]);
  });

  it('sends the text of a chosen "Other" option and leaves blank text answers out', () => {
    let draft: TDraft = withChoice({}, question('p1'), 'yes', true);
    draft = withChoice(draft, question('p2'), 'other', true);
    draft = withOtherText(draft, 'p2', 'other', '  Fairtrade ');
    draft = withText(draft, question('l1'), '   ');
    expect(answersToSubmit(groups, draft)).toEqual([
      { selfAssessmentQuestionId: 'p1', answerValues: [{ selfAssessmentQuestionResponseId: 'yes', value: null }] },
      { selfAssessmentQuestionId: 'p2', answerValues: [{ selfAssessmentQuestionResponseId: 'other', value: 'Fairtrade' }] },
    ]);
  });
});

describe('a number question with several rows', () => {
  const workers = {
    id: 'w1',
    index: 1,
    title: 'How many workers?',
    methodOfCollectingData: null,
    type: 'NUMBER' as const,
    isConditional: false,
    options: [option('men'), option('women')],
  };
  const labour: TSelfAssessmentGroup[] = [{ id: 'labor', name: 'Labor', questions: [workers] }];

  it('sends one number per row, and the question stays open until every row has one', () => {
    let draft = withBoxText({}, workers, 'men', '4x0');
    expect(routeOf(labour, draft).unanswered).toEqual(['w1']);
    draft = withBoxText(draft, workers, 'women', '12');
    expect(routeOf(labour, draft).unanswered).toEqual([]);
    expect(answersToSubmit(labour, draft)).toEqual([
      {
        selfAssessmentQuestionId: 'w1',
        answerValues: [
          { selfAssessmentQuestionResponseId: 'men', value: '40' },
          { selfAssessmentQuestionResponseId: 'women', value: '12' },
        ],
      },
    ]);
  });
});

describe('answerProblems', () => {
  it('flags an "Other" chosen without its text, but only while the question is on the route', () => {
    let draft: TDraft = withChoice({}, question('p1'), 'yes', true);
    draft = withChoice(draft, question('p2'), 'other', true);
    expect(answerProblems(groups, draft)).toEqual({ p2: 'otherTextRequired' });
    expect(answerProblems(groups, withChoice(draft, question('p1'), 'no', true))).toEqual({});
  });
});

describe('draftFromSaved', () => {
  it('reads saved answers back into the draft the screen edits', () => {
    const draft = draftFromSaved([
      {
        selfAssessmentQuestionId: 'p2',
        answerValues: [
          { selfAssessmentQuestionResponseId: 'grs', value: null },
          { selfAssessmentQuestionResponseId: 'other', value: 'Fairtrade' },
        ],
      },
      { selfAssessmentQuestionId: 'p3', answerValues: [{ selfAssessmentQuestionResponseId: null, value: '40' }] },
    ]);
    expect(draft).toEqual({
      p2: { choices: ['grs', 'other'], otherTexts: { other: 'Fairtrade' }, text: '' },
      p3: { choices: [], otherTexts: {}, text: '40' },
    });
  });
});

describe('groupIndexOf', () => {
  it('finds the group of a question to jump to', () => {
    expect(groupIndexOf(groups, 'l1')).toBe(1);
    expect(groupIndexOf(groups, 'missing')).toBe(-1);
  });
});
