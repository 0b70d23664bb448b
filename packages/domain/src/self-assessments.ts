import { z } from 'zod';
import { SAQ_ANSWER_TEXT_MAX, type TAnswerSheet, type TAnswerValue, type TRoutingGroup } from './questionnaires/routing.ts';
import { SAQ_RESPONSE_TYPES } from './questionnaires/questionnaires.ts';

/**
 * A facility answering its role's questionnaire (DOMAIN.md §6.2 "Answering"): the request and
 * response shapes under the DOMAIN names, and the mappings to the routing of saq-routing.ts that
 * the API and the answering screen share.
 */

/** More answers or chosen options than any questionnaire has is not a real answer sheet. */
export const SAQ_MAX_ANSWERS = 1000;
export const SAQ_MAX_VALUES_PER_ANSWER = 200;

export const ZSelfAssessmentAnswerValue = z.object({
  /** The chosen option; left out for free-text and number questions. */
  selfAssessmentQuestionResponseId: z.uuid().nullish(),
  /** The free text, the number, or the text of a chosen "Other" option. */
  value: z.string().max(SAQ_ANSWER_TEXT_MAX).nullish(),
});
export type TSelfAssessmentAnswerValue = z.infer<typeof ZSelfAssessmentAnswerValue>;

export const ZSelfAssessmentAnswer = z.object({
  selfAssessmentQuestionId: z.uuid(),
  answerValues: z.array(ZSelfAssessmentAnswerValue).max(SAQ_MAX_VALUES_PER_ANSWER),
});
export type TSelfAssessmentAnswer = z.infer<typeof ZSelfAssessmentAnswer>;

/** Each submission replaces every answer the facility gave before. */
export const ZSelfAssessmentAnswersInput = z.object({ answers: z.array(ZSelfAssessmentAnswer).max(SAQ_MAX_ANSWERS) });
export type TSelfAssessmentAnswersInput = z.infer<typeof ZSelfAssessmentAnswersInput>;

/** An answer as stored and returned: every field present, null where it does not apply. */
export const ZSavedSelfAssessmentAnswer = z.object({
  selfAssessmentQuestionId: z.uuid(),
  answerValues: z.array(z.object({ selfAssessmentQuestionResponseId: z.uuid().nullable(), value: z.string().nullable() })),
});
export type TSavedSelfAssessmentAnswer = z.infer<typeof ZSavedSelfAssessmentAnswer>;

export const ZSelfAssessmentOption = z.object({
  id: z.uuid(),
  /** In the reader's language when translated, else as imported. */
  option: z.string(),
  isOther: z.boolean(),
  goTo: z.string().nullable(),
  /**
   * Only for conditional multi-select questions: among the chosen options the highest rank
   * decides where the questionnaire goes next. Null elsewhere, where it plays no part.
   */
  routingRank: z.number().int().nullable(),
});
export type TSelfAssessmentOption = z.infer<typeof ZSelfAssessmentOption>;

export const ZSelfAssessmentQuestion = z.object({
  id: z.uuid(),
  index: z.number().int(),
  title: z.string(),
  methodOfCollectingData: z.string().nullable(),
  type: z.enum(SAQ_RESPONSE_TYPES),
  isConditional: z.boolean(),
  options: z.array(ZSelfAssessmentOption),
});
export type TSelfAssessmentQuestion = z.infer<typeof ZSelfAssessmentQuestion>;

export const ZSelfAssessmentGroup = z.object({ id: z.uuid(), name: z.string(), questions: z.array(ZSelfAssessmentQuestion) });
export type TSelfAssessmentGroup = z.infer<typeof ZSelfAssessmentGroup>;

/** A question on the answered route that still has no complete answer. */
export const ZUnansweredQuestion = z.object({ questionId: z.uuid(), index: z.number().int(), group: z.string(), title: z.string() });
export type TUnansweredQuestion = z.infer<typeof ZUnansweredQuestion>;

export const ZOwnSelfAssessment = z
  .object({
    questionnaireId: z.uuid(),
    groups: z.array(ZSelfAssessmentGroup),
    answers: z.array(ZSavedSelfAssessmentAnswer),
    /** Null while the answers are a draft. */
    completedAt: z.iso.datetime().nullable(),
    /** The facility's onboarding gate: the last completed submission, kept while a retake is a draft. */
    answeredSaqAt: z.iso.datetime().nullable(),
    unanswered: z.array(ZUnansweredQuestion),
  })
  .meta({ id: 'OwnSelfAssessment' });
export type TOwnSelfAssessment = z.infer<typeof ZOwnSelfAssessment>;

export const ZSelfAssessmentSubmission = z
  .object({
    completed: z.boolean(),
    completedAt: z.iso.datetime().nullable(),
    unanswered: z.array(ZUnansweredQuestion),
  })
  .meta({ id: 'SelfAssessmentSubmission' });
export type TSelfAssessmentSubmission = z.infer<typeof ZSelfAssessmentSubmission>;

/** The questionnaire as the router reads it. */
export function routingGroupsOf(groups: readonly TSelfAssessmentGroup[]): TRoutingGroup[] {
  return groups.map((group) => ({
    id: group.id,
    questions: group.questions.map((question) => ({
      id: question.id,
      index: question.index,
      type: question.type,
      isConditional: question.isConditional,
      options: question.options.map((option) => ({
        id: option.id,
        goTo: option.goTo,
        riskLevel: option.routingRank,
        isOther: option.isOther,
      })),
    })),
  }));
}

/** Answers under their DOMAIN names → the sheet the router follows (a repeated question: the last one counts). */
export function answerSheetOf(answers: readonly TSelfAssessmentAnswer[]): TAnswerSheet {
  return new Map(
    answers.map((answer): [string, TAnswerValue[]] => [
      answer.selfAssessmentQuestionId,
      answer.answerValues.map((value) => ({ responseId: value.selfAssessmentQuestionResponseId ?? null, value: value.value ?? null })),
    ]),
  );
}

/** The sheet back under the DOMAIN names, as the API takes and returns it. */
export function answersOf(sheet: TAnswerSheet): TSavedSelfAssessmentAnswer[] {
  return [...sheet].map(([questionId, values]) => ({
    selfAssessmentQuestionId: questionId,
    answerValues: values.map((value) => ({ selfAssessmentQuestionResponseId: value.responseId, value: value.value })),
  }));
}

/** The open questions named for a reader: group, index and title, in questionnaire order. */
export function unansweredQuestions(groups: readonly TSelfAssessmentGroup[], unansweredIds: readonly string[]): TUnansweredQuestion[] {
  const open = new Set(unansweredIds);
  return groups.flatMap((group) =>
    group.questions
      .filter((question) => open.has(question.id))
      .map((question) => ({ questionId: question.id, index: question.index, group: group.name, title: question.title })),
  );
}
