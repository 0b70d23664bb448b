import {
  answerSheetOf,
  routeAnswers,
  routingGroupsOf,
  type TFieldError,
  type TOwnSelfAssessment,
  type TSelfAssessmentAnswersInput,
  type TSelfAssessmentGroup,
  type TSelfAssessmentSubmission,
  unansweredQuestions,
  riskRecalculationJob,
} from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Principal } from '../../core/principal.ts';
import { selfAssessmentsPolicy } from './self-assessments.policy.ts';
import { findQuestionnaireTree } from '../questionnaires/index.ts';
import { findAnswerFaults, type TAnswerFault } from './answer-faults.ts';
import { saveAnswerSheet } from './answer-sheet.repository.ts';
import { questionnaireForReader } from './questionnaire-for-reader.ts';
import { answersInQuestionnaireOrder } from './saved-answers.ts';
import { findAnswerSheet, findLiveFacility, findQuestionnaireOfRole } from './self-assessments.repository.ts';
import { enqueueJob } from '../jobs/index.ts';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

const FAULT_MESSAGE = {
  unknownQuestion: 'selfAssessment.unknownQuestion',
  repeatedQuestion: 'selfAssessment.repeatedQuestion',
  unknownOption: 'selfAssessment.problem.unknownOption',
  required: 'selfAssessment.problem.required',
  digitsOnly: 'selfAssessment.problem.digitsOnly',
  oneOptionOnly: 'selfAssessment.problem.oneOptionOnly',
  repeatedOption: 'selfAssessment.problem.repeatedOption',
  otherTextRequired: 'selfAssessment.problem.otherTextRequired',
} as const satisfies Record<TAnswerFault['problem'], string>;

interface Answerable {
  facility: { id: string; answeredSaqAt: Date | null };
  questionnaireId: string;
}

/** A producer answering its own facility's questionnaire (DOMAIN.md §6.2 "Answering"). */
export class SelfAssessmentsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The questionnaire in the reader's language, the saved answers and what is still open on their route. */
  async own(principal: Principal, context: RequestContext): Promise<TOwnSelfAssessment> {
    const { facility, questionnaireId } = await this.answerable(principal, context);
    const groups = await this.questionnaire(questionnaireId, context);
    const saved = await findAnswerSheet(this.db, facility.id, questionnaireId);
    const answers = answersInQuestionnaireOrder(groups, saved?.answers ?? []);
    const route = routeAnswers(routingGroupsOf(groups), answerSheetOf(answers));
    return {
      questionnaireId,
      groups,
      answers,
      completedAt: iso(saved?.completedAt),
      answeredSaqAt: iso(facility.answeredSaqAt),
      unanswered: unansweredQuestions(groups, route.unanswered),
    };
  }

  /**
   * Replaces the facility's answers: all or nothing, so an answer that does not fit the
   * questionnaire or is incomplete saves nothing and keeps the previous answers.
   */
  async submit(principal: Principal, input: TSelfAssessmentAnswersInput, context: RequestContext): Promise<TSelfAssessmentSubmission> {
    const { facility, questionnaireId } = await this.answerable(principal, context);
    const groups = await this.questionnaire(questionnaireId, context);
    this.assertAnswersFit(groups, input, context);
    const now = this.clock.now();
    const saved = await this.db.transaction(async (tx) => {
      const sheet = await saveAnswerSheet(tx, {
        facilityId: facility.id,
        questionnaireId,
        answers: answerSheetOf(input.answers),
        submittedById: principal.userId,
        at: now,
      });
      // DOMAIN.md §6.2: each submission re-queues the facility's risk, drafts included.
      await enqueueJob(tx, riskRecalculationJob(facility.id), now);
      return sheet;
    });
    // Counts only: what a facility answered is its own business, not the audit log's.
    await context.audit({
      action: saved.completed ? 'selfAssessment.completed' : 'selfAssessment.draftSaved',
      targetType: 'facility',
      targetId: facility.id,
      details: { submittedAnswers: input.answers.length, unanswered: saved.unanswered.length },
    });
    return { completed: saved.completed, completedAt: iso(saved.completedAt), unanswered: unansweredQuestions(groups, saved.unanswered) };
  }

  /** Only a producer whose role completes its own questionnaire answers it, for its own facility. */
  private async answerable(principal: Principal, context: RequestContext): Promise<Answerable> {
    await selfAssessmentsPolicy.authorize(principal, 'answerOwn', null).catch(async (refusal: unknown) => {
      await context.audit({ action: 'permission.denied', targetType: 'selfAssessment', targetId: principal.facilityId ?? undefined });
      throw refusal;
    });
    const facility = principal.facilityId ? await findLiveFacility(this.db, principal.facilityId) : undefined;
    if (!facility) throw new AppError('NOT_FOUND', { messageKey: 'selfAssessment.noFacility' });
    const questionnaire = await findQuestionnaireOfRole(this.db, facility.roleId);
    if (!questionnaire) throw new AppError('NOT_FOUND', { messageKey: 'selfAssessment.noQuestionnaire' });
    return { facility, questionnaireId: questionnaire.id };
  }

  private async questionnaire(questionnaireId: string, context: RequestContext): Promise<TSelfAssessmentGroup[]> {
    return questionnaireForReader(await findQuestionnaireTree(this.db, questionnaireId), context.language);
  }

  /** Answers that do not fit the questionnaire are told apart from incomplete ones: the first mean a stale screen. */
  private assertAnswersFit(groups: readonly TSelfAssessmentGroup[], input: TSelfAssessmentAnswersInput, context: RequestContext): void {
    const faults = findAnswerFaults(routingGroupsOf(groups), input.answers);
    if (faults.length === 0) return;
    const details: TFieldError[] = faults.map((fault) => ({ path: fault.questionId, message: context.t(FAULT_MESSAGE[fault.problem]) }));
    if (faults.some((fault) => fault.kind === 'mismatch')) {
      throw new AppError('VALIDATION_FAILED', { messageKey: 'selfAssessment.notInQuestionnaire', details });
    }
    throw new AppError('VALIDATION_FAILED', { messageKey: 'selfAssessment.answersInvalid', params: { count: faults.length }, details });
  }
}
