import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { facilities, saqQuestionnaires, selfAssessmentAnswers, selfAssessments } from '../../db/schema/index.ts';

export async function findLiveFacility(db: Executor, facilityId: string) {
  const [row] = await db
    .select({ id: facilities.id, roleId: facilities.roleId, answeredSaqAt: facilities.answeredSaqAt })
    .from(facilities)
    .where(and(eq(facilities.id, facilityId), isNull(facilities.deletedAt)));
  return row;
}

export async function findQuestionnaireOfRole(db: Executor, roleId: string) {
  const [row] = await db.select({ id: saqQuestionnaires.id }).from(saqQuestionnaires).where(eq(saqQuestionnaires.roleId, roleId));
  return row;
}

/** The facility's answers to one questionnaire (in no particular order); none for another questionnaire. */
export async function findAnswerSheet(db: Executor, facilityId: string, questionnaireId: string) {
  const [assessment] = await db
    .select({ id: selfAssessments.id, completedAt: selfAssessments.completedAt })
    .from(selfAssessments)
    .where(and(eq(selfAssessments.facilityId, facilityId), eq(selfAssessments.questionnaireId, questionnaireId)));
  if (!assessment) return undefined;
  const answers = await db
    .select({
      questionId: selfAssessmentAnswers.questionId,
      responseId: selfAssessmentAnswers.responseId,
      value: selfAssessmentAnswers.value,
    })
    .from(selfAssessmentAnswers)
    .where(eq(selfAssessmentAnswers.selfAssessmentId, assessment.id));
  return { completedAt: assessment.completedAt, answers };
}
