import { routeAnswers, routingGroupsOf, type TAnswerSheet } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import { updateFacility } from '../profiles/index.ts';
import type { Executor } from '../../db/client.ts';
import { selfAssessmentAnswers, selfAssessments } from '../../db/schema/index.ts';
import { findQuestionnaireTree } from '../questionnaires/index.ts';
import { questionnaireForReader } from './questionnaire-for-reader.ts';

export interface AnswerSheetInput {
  facilityId: string;
  questionnaireId: string;
  /** Answers keyed by question id; checking them is the caller's job. */
  answers: TAnswerSheet;
  /** Null when no user submitted them (an import). */
  submittedById: string | null;
  /** When the answers were given: stamps completion and the facility's onboarding gate. */
  at: Date;
}

export interface SavedAnswerSheet {
  completed: boolean;
  completedAt: Date | null;
  /** Questions on the answered route still without a complete answer, in questionnaire order. */
  unanswered: string[];
}

/**
 * Stores a facility's answer sheet in place of its previous one (DOMAIN.md §6.2). Answers to
 * questions the route skips are dropped. With no open question left the sheet is complete and the
 * facility's answeredSaqAt is stamped; otherwise it is a draft, and an earlier answeredSaqAt
 * stays, so a retake in progress does not lock a registered producer out of its menu.
 * Shared by the facility's own answering and the facility-group import; run it in a transaction.
 */
export async function saveAnswerSheet(tx: Executor, input: AnswerSheetInput): Promise<SavedAnswerSheet> {
  const groups = routingGroupsOf(questionnaireForReader(await findQuestionnaireTree(tx, input.questionnaireId), 'en'));
  const route = routeAnswers(groups, input.answers);
  const offRoute = new Set(route.offRoute);
  const completed = route.unanswered.length === 0;
  const completedAt = completed ? input.at : null;

  const [assessment] = await tx
    .insert(selfAssessments)
    .values({
      facilityId: input.facilityId,
      questionnaireId: input.questionnaireId,
      submittedById: input.submittedById,
      completedAt,
      updatedAt: input.at,
    })
    .onConflictDoUpdate({
      target: selfAssessments.facilityId,
      set: { questionnaireId: input.questionnaireId, submittedById: input.submittedById, completedAt, updatedAt: input.at },
    })
    .returning({ id: selfAssessments.id });
  if (!assessment) throw new Error('The self-assessment was not stored');

  await tx.delete(selfAssessmentAnswers).where(eq(selfAssessmentAnswers.selfAssessmentId, assessment.id));
  const rows = [...input.answers]
    .filter(([questionId]) => !offRoute.has(questionId))
    .flatMap(([questionId, values]) =>
      values.map((value) => ({
        selfAssessmentId: assessment.id,
        questionId,
        responseId: value.responseId,
        value: value.value?.trim() || null,
      })),
    );
  if (rows.length > 0) await tx.insert(selfAssessmentAnswers).values(rows);
  if (completed) await updateFacility(tx, input.facilityId, { answeredSaqAt: input.at });
  return { completed, completedAt, unanswered: route.unanswered };
}
