import type { TLanguage, TSaqResponseType, TSelfAssessmentGroup } from '@opentrace/domain';
import type { TTranslations } from '../../core/translations.ts';

/** A stored questionnaire as saqs.repository's findQuestionnaireTree reads it (only what answering needs). */
export interface StoredGroup {
  id: string;
  name: string;
  questions: {
    id: string;
    index: number;
    title: string;
    translations: TTranslations;
    methodOfCollectingData: string | null;
    type: TSaqResponseType;
    isConditional: boolean;
    options: { id: string; option: string; translations: TTranslations; isOther: boolean; goTo: string | null; riskLevel: number | null }[];
  }[];
}

const inLanguage = (base: string, translations: TTranslations, language: TLanguage) => translations[language]?.trim() || base;

/**
 * The questionnaire as the facility answering it sees it: texts in the reader's language, and no
 * risk mapping, except the ranking a conditional multi-select needs to choose its route.
 */
export function questionnaireForReader(groups: readonly StoredGroup[], language: TLanguage): TSelfAssessmentGroup[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    questions: group.questions.map((question) => {
      const ranked = question.isConditional && question.type === 'MULTI_CHOICE';
      return {
        id: question.id,
        index: question.index,
        title: inLanguage(question.title, question.translations, language),
        methodOfCollectingData: question.methodOfCollectingData,
        type: question.type,
        isConditional: question.isConditional,
        options: question.options.map((option) => ({
          id: option.id,
          option: inLanguage(option.option, option.translations, language),
          isOther: option.isOther,
          goTo: option.goTo,
          routingRank: ranked ? option.riskLevel : null,
        })),
      };
    }),
  }));
}
