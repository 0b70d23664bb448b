import { describe, expect, it } from 'vitest';
import { questionnaireForReader, type StoredGroup } from './questionnaire-for-reader.ts';

const stored: StoredGroup[] = [
  {
    id: 'g',
    name: 'Labor',
    questions: [
      {
        id: 'q1',
        index: 1,
        title: 'Which documents do you keep?',
        translations: { ur: 'آپ کون سی دستاویزات رکھتے ہیں؟', fr: '  ' },
        methodOfCollectingData: 'Platform SAQ',
        type: 'MULTI_CHOICE',
        isConditional: true,
        options: [
          { id: 'o1', option: 'Invoices', translations: { ur: 'رسیدیں' }, isOther: false, goTo: '3', riskLevel: 1 },
          { id: 'o2', option: 'None', translations: {}, isOther: false, goTo: 'END', riskLevel: 3 },
        ],
      },
      {
        id: 'q2',
        index: 2,
        title: 'Do you hire through agents?',
        translations: {},
        methodOfCollectingData: null,
        type: 'YES_NO',
        isConditional: false,
        options: [{ id: 'o3', option: 'Yes', translations: {}, isOther: false, goTo: null, riskLevel: 3 }],
      },
    ],
  },
];

describe('questionnaireForReader', () => {
  it('uses the reader’s language where a translation exists, else the imported text', () => {
    const [urdu] = questionnaireForReader(stored, 'ur');
    expect(urdu?.questions[0]?.title).toBe('آپ کون سی دستاویزات رکھتے ہیں؟');
    expect(urdu?.questions[0]?.options.map((option) => option.option)).toEqual(['رسیدیں', 'None']);
    const [french] = questionnaireForReader(stored, 'fr');
    expect(french?.questions[0]?.title).toBe('Which documents do you keep?');
  });

  it('keeps risk out of sight except the ranking a conditional multi-select routes by', () => {
    const [group] = questionnaireForReader(stored, 'en');
    expect(group?.questions[0]?.options.map((option) => option.routingRank)).toEqual([1, 3]);
    expect(group?.questions[1]?.options[0]).toEqual({ id: 'o3', option: 'Yes', isOther: false, goTo: null, routingRank: null });
  });
});
