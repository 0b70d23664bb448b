import { describe, expect, it } from 'vitest';
import { matchTranslations, type TranslatableQuestion, translationsDocument } from './questionnaire-translations.ts';

const questions: TranslatableQuestion[] = [
  {
    id: 'q1',
    index: 1,
    title: 'Do you hire children?',
    translations: { fr: 'Embauchez-vous des enfants ?' },
    options: [
      { id: 'o1', option: 'Yes', translations: {} },
      { id: 'o2', option: 'No', translations: {} },
    ],
  },
  { id: 'q2', index: 2, title: 'How many workers?', translations: {}, options: [{ id: 'o3', option: 'Men: Numeric', translations: {} }] },
];

describe('questionnaire translations', () => {
  it('downloads one entry per question with English filled from the base text', () => {
    const [first] = translationsDocument(questions);
    expect(first).toEqual({
      title: { en: 'Do you hire children?', fr: 'Embauchez-vous des enfants ?' },
      questionId: 'q1',
      index: 1,
      questionResponses: [
        { option: 'Yes', translation: { en: 'Yes' }, questionResponseId: 'o1' },
        { option: 'No', translation: { en: 'No' }, questionResponseId: 'o2' },
      ],
    });
  });

  it('matches by id, merges languages and ignores empty texts', () => {
    const changes = matchTranslations(questions, [
      {
        title: { ur: 'کیا آپ بچوں کو ملازم رکھتے ہیں؟', fr: ' ' },
        questionId: 'q1',
        index: 1,
        questionResponses: [{ option: 'Yes', translation: { ur: 'ہاں' }, questionResponseId: 'o1' }],
      },
    ]);
    expect(changes.questions).toEqual([
      { id: 'q1', translations: { fr: 'Embauchez-vous des enfants ?', ur: 'کیا آپ بچوں کو ملازم رکھتے ہیں؟' } },
    ]);
    expect(changes.options).toEqual([{ id: 'o1', translations: { ur: 'ہاں' } }]);
  });

  it('falls back to the English text for files with other ids, and names what matched nothing', () => {
    const changes = matchTranslations(questions, [
      {
        title: { en: ' how many  workers? ', ur: 'کتنے مزدور؟' },
        questionId: 'elsewhere-1',
        index: 7,
        questionResponses: [{ option: 'Men: numeric', translation: { en: 'Men: Numeric', ur: 'مرد' }, questionResponseId: 'x' }],
      },
      { title: { en: 'What do you produce?', ur: 'آپ کیا بناتے ہیں؟' }, questionId: 'elsewhere-2', index: 8, questionResponses: [] },
    ]);
    expect(changes.questions.map((question) => question.id)).toEqual(['q2']);
    expect(changes.options).toEqual([{ id: 'o3', translations: { en: 'Men: Numeric', ur: 'مرد' } }]);
    expect(changes.unmatched).toEqual([{ index: 8, title: 'What do you produce?' }]);
  });
});
