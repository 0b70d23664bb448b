import { describe, expect, it } from 'vitest';
import { answerFromCell, cellFromAnswer, mapQuestionColumns, type StoredQuestion } from './answer-matching.ts';

const option = (id: string, text: string, extra: Partial<StoredQuestion['options'][number]> = {}) => ({
  id,
  option: text,
  translations: {},
  isOther: false,
  goTo: null,
  riskLevel: null,
  ...extra,
});
const question = (
  id: string,
  index: number,
  title: string,
  type: StoredQuestion['type'],
  options: StoredQuestion['options'] = [],
): StoredQuestion => ({
  id,
  index,
  title,
  translations: {},
  methodOfCollectingData: null,
  type,
  isConditional: false,
  options,
});

const schools = question('q-schools', 4, 'If there are schools, are they private or government schools?', 'ONE_CHOICE', [
  option('o-none', 'No schools', { translations: { ur: 'کوئی اسکول نہیں' } }),
  option('o-private', 'Private schools'),
  option('o-both', 'Private and government school'),
]);
const share = question('q-share', 45, 'What % of the workforce is included?', 'ONE_CHOICE', [
  option('o-0', '0%'),
  option('o-1', '1% - 50%'),
  option('o-50', '>50%'),
]);
const workers = question('q-workers', 3, 'What is the total number of male workers?', 'NUMBER', [option('o-total', 'Total male')]);
const crops = question('q-crops', 7, 'Main crop?', 'ONE_CHOICE', [
  option('o-cotton', 'Cotton'),
  option('o-other', 'Other', { isOther: true }),
]);

describe('mapQuestionColumns', () => {
  it('finds each question by its title, trailing spaces and capitals aside, whatever the column order', () => {
    const { columns, missing } = mapQuestionColumns(
      [
        { position: 0, title: 'ID' },
        { position: 3, title: 'WHAT IS THE TOTAL NUMBER OF MALE WORKERS?  ' },
        { position: 5, title: 'If so, which documents?' },
        { position: 9, title: 'If there are schools, are they private or government schools?' },
      ],
      [schools, workers],
    );
    expect(Object.fromEntries(columns)).toEqual({ 'q-schools': 9, 'q-workers': 3 });
    expect(missing).toEqual([]);
  });

  it('takes a clearly closest title for one edited since the template was made, and reports a question without a column', () => {
    const { columns, missing } = mapQuestionColumns([{ position: 2, title: 'What is the total number of male worker?' }], [workers, share]);
    expect(Object.fromEntries(columns)).toEqual({ 'q-workers': 2 });
    expect(missing.map((candidate) => candidate.id)).toEqual(['q-share']);
  });
});

describe('answerFromCell', () => {
  it('reads an empty cell as no answer', () => {
    expect(answerFromCell(schools, '   ')).toBeNull();
  });

  it('matches options leniently: case, spaces, a translation, and a close variant', () => {
    expect(answerFromCell(schools, ' private SCHOOLS ')).toEqual({ values: [{ responseId: 'o-private', value: null }] });
    expect(answerFromCell(share, '1%-50%')).toEqual({ values: [{ responseId: 'o-1', value: null }] });
    expect(answerFromCell(schools, 'کوئی اسکول نہیں')).toEqual({ values: [{ responseId: 'o-none', value: null }] });
    expect(answerFromCell(schools, 'Private and government schools')).toEqual({ values: [{ responseId: 'o-both', value: null }] });
  });

  it('refuses a text that names no option, listing the options', () => {
    expect(answerFromCell(share, 'Most')).toEqual({
      problem: { key: 'facilityGroups.answerUnknownOption', params: { value: 'Most', options: '0%, 1% - 50%, >50%' } },
    });
  });

  it('gives an unknown text to the "Other" option when the question has one', () => {
    expect(answerFromCell(crops, 'Sugar cane')).toEqual({ values: [{ responseId: 'o-other', value: 'Sugar cane' }] });
  });

  it('keeps numbers as text, digits only', () => {
    expect(answerFromCell(workers, '12')).toEqual({ values: [{ responseId: null, value: '12' }] });
    expect(answerFromCell(workers, '12.5')).toEqual({ problem: { key: 'facilityGroups.answerDigitsOnly', params: { value: '12.5' } } });
  });
});

describe('cellFromAnswer', () => {
  it('writes back the option text, the Other text or the value', () => {
    expect(cellFromAnswer(schools, [{ responseId: 'o-both', value: null }])).toBe('Private and government school');
    expect(cellFromAnswer(crops, [{ responseId: 'o-other', value: 'Sugar cane' }])).toBe('Sugar cane');
    expect(cellFromAnswer(workers, [{ responseId: null, value: '7' }])).toBe('7');
  });
});
