import { answerProblem, SAQ_ANSWER_TEXT_MAX, type TAnswerValue, type TMessageKey, type TMessageParams } from '@opentrace/domain';
import { closestMatch, normaliseName, uniqueCloseMatch } from '../../lib/text-matching.ts';
import type { StoredGroup } from '../self-assessments/index.ts';

export type StoredQuestion = StoredGroup['questions'][number];

export interface HeaderCell {
  /** 0-based position in the row. */
  position: number;
  title: string;
}

/**
 * Which column answers which question. The templates title each answer column with the question
 * (the cotton farm template word for word, trailing spaces aside), and carry extra columns of their
 * own ("If so, which documents?"), so columns are matched by title, never by position: the exact
 * title first, then a clearly closest one for titles edited since the template was made.
 */
export function mapQuestionColumns(
  headers: readonly HeaderCell[],
  questions: readonly StoredQuestion[],
): { columns: Map<string, number>; missing: StoredQuestion[] } {
  const columns = new Map<string, number>();
  const claimed = new Set<number>();
  const byTitle = new Map<string, HeaderCell>();
  for (const header of headers) if (!byTitle.has(normaliseName(header.title))) byTitle.set(normaliseName(header.title), header);

  const unmatched: StoredQuestion[] = [];
  for (const question of questions) {
    const header = byTitle.get(normaliseName(question.title));
    if (header && !claimed.has(header.position)) {
      columns.set(question.id, header.position);
      claimed.add(header.position);
    } else unmatched.push(question);
  }
  const missing: StoredQuestion[] = [];
  for (const question of unmatched) {
    const free = headers.filter((header) => !claimed.has(header.position));
    const header = closestMatch(question.title, free, (candidate) => candidate.title);
    if (header) {
      columns.set(question.id, header.position);
      claimed.add(header.position);
    } else missing.push(question);
  }
  return { columns, missing };
}

export interface CellMessage {
  key: TMessageKey;
  params: TMessageParams;
}

export type CellAnswer = { values: TAnswerValue[] } | { problem: CellMessage };

const compact = (text: string) => normaliseName(text).replace(/\s+/g, '');

/**
 * The option a cell names. Templates list options slightly differently from the questionnaire
 * ("1%-50%" for "1% - 50%", "Private and government schools" for "…school"), and answers may be
 * typed in a translation, so: the same text in any language, then the same text without spaces,
 * then the one option close enough to be a variant of it.
 */
function findOption(question: StoredQuestion, text: string): StoredQuestion['options'][number] | undefined {
  const textsOf = (option: StoredQuestion['options'][number]) => [
    option.option,
    ...Object.values(option.translations).filter((value): value is string => Boolean(value)),
  ];
  const wanted = normaliseName(text);
  const exact = question.options.find((option) => textsOf(option).some((candidate) => normaliseName(candidate) === wanted));
  if (exact) return exact;
  const spaceless = question.options.find((option) => textsOf(option).some((candidate) => compact(candidate) === compact(text)));
  if (spaceless) return spaceless;
  const close = uniqueCloseMatch(
    text,
    question.options.map((option) => option.option),
  );
  return close === null ? undefined : question.options.find((option) => option.option === close);
}

/**
 * A cell of an answer column as the answer it gives, or what is wrong with it. An empty cell is
 * no answer (null). A text that names no option goes to the question's "Other" option if it has
 * one, as the text given for it.
 */
export function answerFromCell(question: StoredQuestion, text: string): CellAnswer | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed.length > SAQ_ANSWER_TEXT_MAX)
    return { problem: { key: 'facilityGroups.answerTooLong', params: { max: SAQ_ANSWER_TEXT_MAX } } };
  let values: TAnswerValue[];
  if (question.type === 'FREE_TEXT' || question.type === 'NUMBER') values = [{ responseId: null, value: trimmed }];
  else {
    const option = findOption(question, trimmed) ?? question.options.find((candidate) => candidate.isOther);
    if (!option) {
      return {
        problem: {
          key: 'facilityGroups.answerUnknownOption',
          params: { value: trimmed, options: question.options.map((candidate) => candidate.option).join(', ') },
        },
      };
    }
    values = [{ responseId: option.id, value: option.isOther ? trimmed : null }];
  }
  const problem = answerProblem(question, values);
  if (problem === 'digitsOnly') return { problem: { key: 'facilityGroups.answerDigitsOnly', params: { value: trimmed } } };
  return { values };
}

/** How an answer is written back into a template cell: the option's own text, or the value. */
export function cellFromAnswer(question: StoredQuestion, values: readonly TAnswerValue[]): string {
  return values
    .map((value) => {
      const option = question.options.find((candidate) => candidate.id === value.responseId);
      if (!option) return value.value ?? '';
      return option.isOther && value.value ? value.value : option.option;
    })
    .filter((text) => text !== '')
    .join(', ');
}
