import { and, eq, isNotNull } from 'drizzle-orm';
import { anyOfIds } from '../../db/any-of.ts';
import type { Executor } from '../../db/client.ts';
import type { TTranslations } from '../../core/translations.ts';
import { saqQuestionResponses, saqQuestions, selfAssessmentAnswers, selfAssessments } from '../../db/schema/index.ts';

/** A chosen answer that carries a labour risk (DOMAIN.md §6.2 "Risk from SAQ answers"). */
export interface AnswerRiskRow {
  facilityId: string;
  answerId: string;
  question: string;
  questionTranslations: TTranslations;
  option: string;
  /** High 3, Medium 2, Low 1, No weight 0. */
  riskLevel: number;
  indicatorId: string;
  subIndicatorId: string;
  answeredAt: Date;
}

/** Every saved answer whose chosen option names an indicator pair and a risk level, drafts included. */
export async function findAnswerRisks(db: Executor, facilityIds: readonly string[]): Promise<AnswerRiskRow[]> {
  if (facilityIds.length === 0) return [];
  const rows = await db
    .select({
      facilityId: selfAssessments.facilityId,
      answerId: selfAssessmentAnswers.id,
      question: saqQuestions.title,
      questionTranslations: saqQuestions.translations,
      option: saqQuestionResponses.option,
      riskLevel: saqQuestionResponses.riskLevel,
      indicatorId: saqQuestionResponses.indicatorId,
      subIndicatorId: saqQuestionResponses.subIndicatorId,
      answeredAt: selfAssessments.updatedAt,
    })
    .from(selfAssessments)
    .innerJoin(selfAssessmentAnswers, eq(selfAssessmentAnswers.selfAssessmentId, selfAssessments.id))
    .innerJoin(saqQuestionResponses, eq(saqQuestionResponses.id, selfAssessmentAnswers.responseId))
    .innerJoin(saqQuestions, eq(saqQuestions.id, selfAssessmentAnswers.questionId))
    .where(
      and(
        anyOfIds(selfAssessments.facilityId, facilityIds),
        isNotNull(saqQuestionResponses.riskLevel),
        isNotNull(saqQuestionResponses.subIndicatorId),
        isNotNull(saqQuestionResponses.indicatorId),
      ),
    );
  return rows.map((row) => ({
    ...row,
    riskLevel: row.riskLevel as number,
    indicatorId: row.indicatorId as string,
    subIndicatorId: row.subIndicatorId as string,
  }));
}
