import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerProblem, decidingOption, routeAnswers, type TAnswerValue, type TRoutingGroup, type TRoutingQuestion } from './routing.ts';

function yesNo(id: string, index: number, goTo: { yes?: string; no?: string } = {}): TRoutingQuestion {
  return {
    id,
    index,
    type: 'YES_NO',
    isConditional: goTo.yes !== undefined || goTo.no !== undefined,
    options: [
      { id: `${id}-yes`, goTo: goTo.yes ?? null, riskLevel: 0, isOther: false },
      { id: `${id}-no`, goTo: goTo.no ?? null, riskLevel: 3, isOther: false },
    ],
  };
}

const choose = (responseId: string, value: string | null = null): TAnswerValue[] => [{ responseId, value }];
const sheet = (entries: [string, TAnswerValue[]][]) => new Map(entries);

describe('answerProblem', () => {
  const number: TRoutingQuestion = { id: 'n', index: 1, type: 'NUMBER', isConditional: false, options: [] };
  const text: TRoutingQuestion = { id: 't', index: 2, type: 'FREE_TEXT', isConditional: false, options: [] };
  const multi: TRoutingQuestion = {
    id: 'm',
    index: 3,
    type: 'MULTI_CHOICE',
    isConditional: false,
    options: [
      { id: 'a', goTo: null, riskLevel: 1, isOther: false },
      { id: 'other', goTo: null, riskLevel: null, isOther: true },
    ],
  };

  it('asks for digits in a number answer', () => {
    expect(answerProblem(number, [{ responseId: null, value: '12' }])).toBeNull();
    expect(answerProblem(number, [{ responseId: null, value: '1.5' }])).toBe('digitsOnly');
    expect(answerProblem(number, [{ responseId: null, value: '-3' }])).toBe('digitsOnly');
  });

  it('refuses empty free text and missing answers', () => {
    expect(answerProblem(text, [{ responseId: null, value: '   ' }])).toBe('required');
    expect(answerProblem(text, undefined)).toBe('required');
    expect(answerProblem(text, [{ responseId: null, value: 'Weekly meetings' }])).toBeNull();
  });

  it('needs the free text of an "Other" option and known, distinct options', () => {
    expect(
      answerProblem(multi, [
        { responseId: 'a', value: null },
        { responseId: 'other', value: '' },
      ]),
    ).toBe('otherTextRequired');
    expect(
      answerProblem(multi, [
        { responseId: 'a', value: null },
        { responseId: 'other', value: 'Piece rate' },
      ]),
    ).toBeNull();
    expect(answerProblem(multi, [{ responseId: 'zzz', value: null }])).toBe('unknownOption');
    expect(
      answerProblem(multi, [
        { responseId: 'a', value: null },
        { responseId: 'a', value: null },
      ]),
    ).toBe('repeatedOption');
  });

  it('asks one value per option row of a number question with several rows', () => {
    const workers: TRoutingQuestion = {
      id: 'w',
      index: 1,
      type: 'NUMBER',
      isConditional: false,
      options: [
        { id: 'men', goTo: null, riskLevel: null, isOther: false },
        { id: 'women', goTo: null, riskLevel: null, isOther: false },
      ],
    };
    expect(
      answerProblem(workers, [
        { responseId: 'men', value: '40' },
        { responseId: 'women', value: '12' },
      ]),
    ).toBeNull();
    expect(answerProblem(workers, [{ responseId: 'men', value: '40' }])).toBe('required');
    expect(
      answerProblem(workers, [
        { responseId: 'men', value: '40' },
        { responseId: 'women', value: 'ten' },
      ]),
    ).toBe('digitsOnly');
    expect(answerProblem(workers, [{ responseId: null, value: '52' }])).toBe('unknownOption');
  });

  it('takes a single option for yes/no questions', () => {
    const question = yesNo('q', 1);
    expect(answerProblem(question, [...choose('q-yes'), ...choose('q-no')])).toBe('oneOptionOnly');
  });
});

describe('decidingOption', () => {
  it('lets the riskiest chosen option of a multi-select decide', () => {
    const question: TRoutingQuestion = {
      id: 'm',
      index: 1,
      type: 'MULTI_CHOICE',
      isConditional: true,
      options: [
        { id: 'low', goTo: '2', riskLevel: 1, isOther: false },
        { id: 'high', goTo: '5', riskLevel: 3, isOther: false },
      ],
    };
    expect(decidingOption(question, [...choose('low'), ...choose('high')])?.goTo).toBe('5');
  });
});

describe('routeAnswers', () => {
  const labour: TRoutingGroup = {
    id: 'labour',
    questions: [yesNo('q1', 1, { yes: '3', no: '2' }), yesNo('q2', 2), yesNo('q3', 3, { yes: 'End', no: '4' }), yesNo('q4', 4)],
  };

  it('follows Go to and skips what the answers jump over', () => {
    const route = routeAnswers(
      [labour],
      sheet([
        ['q1', choose('q1-yes')],
        ['q2', choose('q2-no')],
        ['q3', choose('q3-no')],
        ['q4', choose('q4-yes')],
      ]),
    );
    expect(route.onRoute).toEqual(['q1', 'q3', 'q4']);
    expect(route.unanswered).toEqual([]);
    expect(route.offRoute).toEqual(['q2']);
  });

  it('closes the group at End, and each group starts at its first question', () => {
    const product: TRoutingGroup = { id: 'product', questions: [yesNo('p1', 1)] };
    const route = routeAnswers(
      [labour, product],
      sheet([
        ['q1', choose('q1-yes')],
        ['q3', choose('q3-yes')],
      ]),
    );
    expect(route.onRoute).toEqual(['q1', 'q3', 'p1']);
    expect(route.unanswered).toEqual(['p1']);
  });

  it('lists open questions and carries on in order after them', () => {
    const route = routeAnswers([labour], sheet([]));
    expect(route.unanswered).toEqual(['q1', 'q2', 'q3', 'q4']);
  });

  it('never loops, whatever the Go to values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant('End'), fc.constant('Break'), fc.integer({ min: -2, max: 8 }).map(String)), {
          minLength: 4,
          maxLength: 4,
        }),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        (goTos, yes) => {
          const questions = goTos.map((goTo, position) => yesNo(`q${position}`, position + 1, { yes: goTo, no: goTo }));
          const answers = sheet(
            questions.map((question, position) => [question.id, choose(`${question.id}-${yes[position] ? 'yes' : 'no'}`)]),
          );
          const route = routeAnswers([{ id: 'g', questions }], answers);
          expect(new Set(route.onRoute).size).toBe(route.onRoute.length);
          expect(route.onRoute[0]).toBe('q0');
        },
      ),
    );
  });
});
