import type { TSaqTranslationEntry } from '@opentrace/domain';
import type { TTranslations } from '../../core/translations.ts';
import { closestMatch, normaliseName } from '../../lib/text-matching.ts';

export interface TranslatableQuestion {
  id: string;
  index: number;
  title: string;
  translations: TTranslations;
  options: { id: string; option: string; translations: TTranslations }[];
}

export interface TranslationChanges {
  questions: { id: string; translations: TTranslations }[];
  options: { id: string; translations: TTranslations }[];
  unmatched: { index: number; title: string }[];
}

/** The download: one entry per question, English filled with the base text where missing. */
export function translationsDocument(questions: TranslatableQuestion[]): TSaqTranslationEntry[] {
  return questions.map((question) => ({
    title: { en: question.title, ...question.translations },
    questionId: question.id,
    index: question.index,
    questionResponses: question.options.map((option) => ({
      option: option.option,
      translation: { en: option.option, ...option.translations },
      questionResponseId: option.id,
    })),
  }));
}

const withoutEmpty = (translations: TTranslations): TTranslations =>
  Object.fromEntries(Object.entries(translations).filter(([, text]) => typeof text === 'string' && text.trim() !== '')) as TTranslations;

function findQuestion(questions: TranslatableQuestion[], entry: TSaqTranslationEntry): TranslatableQuestion | undefined {
  const byId = questions.find((question) => question.id === entry.questionId);
  if (byId) return byId;
  // A file made for another installation (or an earlier version of the questionnaire) carries other
  // ids: match the English text, exactly or, failing that, to one clearly closest title.
  const title = normaliseName(entry.title.en ?? '');
  const sameTitle = questions.filter((question) => normaliseName(question.title) === title);
  const exact = sameTitle.find((question) => question.index === entry.index) ?? (sameTitle.length === 1 ? sameTitle[0] : undefined);
  if (exact || sameTitle.length > 1 || title === '') return exact;
  return closestMatch(title, questions, (question) => question.title) ?? undefined;
}

/**
 * Matches an uploaded translation file to the questionnaire by ids, falling back to the English
 * text, and merges the languages it brings into what is stored.
 */
export function matchTranslations(questions: TranslatableQuestion[], entries: TSaqTranslationEntry[]): TranslationChanges {
  const changes: TranslationChanges = { questions: [], options: [], unmatched: [] };
  for (const entry of entries) {
    const question = findQuestion(questions, entry);
    if (!question) {
      changes.unmatched.push({ index: entry.index, title: entry.title.en ?? '' });
      continue;
    }
    changes.questions.push({ id: question.id, translations: { ...question.translations, ...withoutEmpty(entry.title) } });
    for (const response of entry.questionResponses) {
      const text = response.translation.en ?? response.option;
      const option =
        question.options.find((candidate) => candidate.id === response.questionResponseId) ??
        question.options.find((candidate) =>
          [normaliseName(text), normaliseName(response.option)].includes(normaliseName(candidate.option)),
        ) ??
        closestMatch(text, question.options, (candidate) => candidate.option);
      if (option) changes.options.push({ id: option.id, translations: { ...option.translations, ...withoutEmpty(response.translation) } });
    }
  }
  return changes;
}
