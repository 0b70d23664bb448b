import {
  calendarDayIn,
  extendedTargetDate,
  FILE_KIND_MIME,
  isPastTargetDate,
  nameIn,
  PLAN_SORT_FIELDS,
  riskRecalculationJob,
  type TExtensionDecision,
  type TExtensionRequestInput,
  type TFileKind,
  type TFileReference,
  type TImprovementPlanCheck,
  type TImprovementPlanCheckInput,
  type TImprovementPlanCommentInput,
  type TImprovementPlanDetail,
  type TImprovementPlanFilesInput,
  type TImprovementPlanInput,
  type TImprovementPlanListQuery,
  type TImprovementPlanPage,
  type TImprovementPlanTargetDate,
  type TImprovementPlanTransition,
  type TNotificationKind,
  type TPlanIssueOptions,
  type TPlanSide,
  type TPlanSupplierCandidatePage,
  type TPlanSupplierCandidateQuery,
} from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import { withConflicts } from '../../core/conflicts.ts';
import type { Download } from '../../core/download.ts';
import { authorizedFacilityOf } from '../../core/policy.ts';
import type { Principal } from '../../core/principal.ts';
import { throwProblems } from '../../core/problems.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { sortNamedUploads } from '../files/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { improvementPlansPolicy, sideOf } from './improvement-plans.policy.ts';
import {
  decideExtension,
  findCandidatePage,
  findComments,
  findEvents,
  findExtensions,
  findIssues,
  findLiveIssues,
  findPlan,
  findPlanFiles,
  findPlanPage,
  findUnresolvedPlan,
  insertComment,
  insertEvent,
  insertExtension,
  insertPlan,
  insertPlanFiles,
  isCandidate,
  lockPlan,
  type NewPlanEventRow,
  type PlanRow,
  removePlanFile,
  updatePlan,
} from './improvement-plans.repository.ts';
import { transitionOf } from './improvement-plans.rules.ts';
import { notifyPlanSides } from './plan-notifications.ts';
import { toDetail, toIssue, toSummary } from './improvement-plans.view.ts';

/** Spec §8, enforced by a unique index too: two assigners racing on one issue get the same answer. */
const ONE_OPEN_PLAN = { improvement_plans_one_open_idx: { messageKey: 'plans.unresolvedExists', path: 'subIndicatorId' } } as const;
const ONE_PENDING_EXTENSION = { improvement_plan_extensions_pending_idx: { messageKey: 'plans.extensionPending' } } as const;

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'plans.notFound' });

/** What a change did: the timeline entry to record and whom to tell, if anyone. */
interface ChangeOutcome {
  event?: Omit<NewPlanEventRow, 'planId' | 'side' | 'actorId' | 'createdAt'>;
  notify?: TNotificationKind;
  /** The change moves the supplier's risk (an accepted plan). */
  recalculateRisk?: boolean;
}

/**
 * Improvement plans (DOMAIN.md §7): assignment, the supplier's and the assigner's transitions, evidence,
 * files and extension requests. Every change locks the plan, checks the caller's side and the status in the
 * same transaction, records a timeline entry and tells the other side.
 */
export class ImprovementPlansService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
  ) {}

  async list(principal: Principal, query: TImprovementPlanListQuery, context: RequestContext): Promise<TImprovementPlanPage> {
    await improvementPlansPolicy.authorize(principal, 'listPlans', null);
    const sort = query.sort && (PLAN_SORT_FIELDS as readonly string[]).includes(query.sort.field) ? query.sort : undefined;
    const { rows, total } = await findPlanPage(this.db, {
      organisationId: authorizedFacilityOf(principal),
      side: query.side,
      status: query.status,
      facilityId: query.facilityId,
      key: query.key,
      newFirst: query.newFirst,
      sort: (sort as { field: (typeof PLAN_SORT_FIELDS)[number]; direction: 'asc' | 'desc' } | undefined) ?? {
        field: 'updatedAt',
        direction: 'desc',
      },
      page: query.page,
      perPage: query.perPage,
    });
    const issues = await this.issuesOf(
      rows.map((row) => row.plan.subIndicatorId),
      context,
    );
    return { items: rows.map((row) => toSummary(row, issues)), total, page: query.page, perPage: query.perPage };
  }

  async candidates(principal: Principal, query: TPlanSupplierCandidateQuery, context: RequestContext): Promise<TPlanSupplierCandidatePage> {
    await improvementPlansPolicy.authorize(principal, 'listPlans', null);
    const { rows, total } = await findCandidatePage(this.db, {
      organisationId: authorizedFacilityOf(principal),
      brand: principal.role.type === 'Brand',
      key: query.key,
      page: query.page,
      perPage: query.perPage,
    });
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        roleName: nameIn(translationsOf({ name: row.roleName, translations: row.roleTranslations }), context.language),
      })),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  async issueOptions(principal: Principal, context: RequestContext): Promise<TPlanIssueOptions> {
    await improvementPlansPolicy.authorize(principal, 'listPlans', null);
    return (await findLiveIssues(this.db)).map((row) => toIssue(row, context.language));
  }

  /** The pre-check of the assign form: whether the issue is free on the supplier (spec §8). */
  async check(principal: Principal, facilityId: string, input: TImprovementPlanCheckInput): Promise<TImprovementPlanCheck> {
    await this.authorizeAssign(principal, facilityId);
    const blocking = await findUnresolvedPlan(this.db, facilityId, input.subIndicatorId);
    // Another assigner's plan blocks the issue too, but is not the caller's to open: no link to it.
    const ours = blocking !== undefined && blocking.assignerFacilityId === principal.facilityId;
    return { available: blocking === undefined, blockingPlanId: ours ? blocking.id : null };
  }

  async assign(
    principal: Principal,
    facilityId: string,
    input: TImprovementPlanInput,
    context: RequestContext,
  ): Promise<TImprovementPlanDetail> {
    await this.authorizeAssign(principal, facilityId);
    const now = this.clock.now();
    const [issue] = await findLiveIssues(this.db).then((rows) => rows.filter((row) => row.subIndicatorId === input.subIndicatorId));
    const problems = [];
    if (!issue) problems.push({ kind: 'invalid' as const, path: 'subIndicatorId', messageKey: 'plans.issueNotFound' as const });
    if (input.targetDate < calendarDayIn(now, input.timeZone)) {
      problems.push({ kind: 'invalid' as const, path: 'targetDate', messageKey: 'plans.targetDateInPast' as const });
    }
    throwProblems(problems, context);
    const files = await this.namedUploads(principal, input.files, 'files', context);
    if (await findUnresolvedPlan(this.db, facilityId, input.subIndicatorId)) {
      throw new AppError('CONFLICT', {
        messageKey: 'plans.unresolvedExists',
        details: [{ path: 'subIndicatorId', message: context.t('plans.unresolvedExists') }],
      });
    }
    const planId = await withConflicts(
      () =>
        this.db.transaction(async (tx) => {
          const plan = await insertPlan(tx, {
            supplierFacilityId: facilityId,
            assignerFacilityId: authorizedFacilityOf(principal),
            subIndicatorId: input.subIndicatorId,
            action: input.action,
            rootCause: input.rootCause,
            correctiveAction: input.correctiveAction,
            preventiveAction: input.preventiveAction,
            targetDate: input.targetDate,
            timeZone: input.timeZone,
            verificationMethod: input.verificationMethod,
            createdById: principal.userId,
            createdAt: now,
            updatedAt: now,
          });
          await insertPlanFiles(
            tx,
            files.map((file) => ({
              planId: plan.id,
              commentId: null,
              fileId: file.id,
              name: file.name,
              side: 'ASSIGNER',
              addedById: principal.userId,
              createdAt: now,
            })),
          );
          await insertEvent(tx, {
            planId: plan.id,
            kind: 'ASSIGNED',
            side: 'ASSIGNER',
            actorId: principal.userId,
            toStatus: 'NEW',
            targetDate: input.targetDate,
            createdAt: now,
          });
          await notifyPlanSides(tx, plan, ['SUPPLIER'], 'plan-assigned', now);
          return plan.id;
        }),
      ONE_OPEN_PLAN,
      context,
    );
    return this.detail(principal, planId, context);
  }

  async detail(principal: Principal, planId: string, context: RequestContext): Promise<TImprovementPlanDetail> {
    const row = await findPlan(this.db, planId);
    if (!row) throw notFound();
    await improvementPlansPolicy.authorize(principal, 'usePlan', row.plan);
    const side = sideOf(principal, row.plan) as TPlanSide;
    const [issues, files, comments, events, extensions] = await Promise.all([
      this.issuesOf([row.plan.subIndicatorId], context),
      findPlanFiles(this.db, planId),
      findComments(this.db, planId),
      findEvents(this.db, planId),
      findExtensions(this.db, planId),
    ]);
    const issue = issues.get(row.plan.subIndicatorId) ?? {
      subIndicatorId: row.plan.subIndicatorId,
      name: '—',
      indicatorName: '—',
      categoryName: '—',
    };
    return toDetail(row, { issue, files, comments, events, extensions }, side);
  }

  /** The supplier's first open starts the plan (New → In progress); any other open changes nothing. */
  async open(principal: Principal, planId: string, context: RequestContext): Promise<TImprovementPlanDetail> {
    return this.change(principal, planId, context, async (_tx, plan, side) => {
      if (side !== 'SUPPLIER' || plan.status !== 'NEW') return null;
      return { set: { status: 'IN_PROGRESS' }, event: { kind: 'OPENED', fromStatus: 'NEW', toStatus: 'IN_PROGRESS' }, notify: undefined };
    });
  }

  async transition(
    principal: Principal,
    planId: string,
    input: TImprovementPlanTransition,
    context: RequestContext,
  ): Promise<TImprovementPlanDetail> {
    return this.change(principal, planId, context, async (_tx, plan, side, now) => {
      const outcome = transitionOf(plan.status, side, input.action);
      if ('refused' in outcome) throw new AppError('UNPROCESSABLE', { messageKey: outcome.refused });
      const from = plan.status;
      if (input.action === 'SUBMIT') {
        return {
          set: { status: outcome.to, submittedAt: plan.submittedAt ?? now },
          event: { kind: 'SUBMITTED', fromStatus: from, toStatus: outcome.to },
          notify: 'plan-submitted',
        };
      }
      if (input.action === 'REQUEST_EVIDENCE') {
        return {
          set: { status: outcome.to },
          event: { kind: 'EVIDENCE_REQUESTED', fromStatus: from, toStatus: outcome.to, reason: input.reason },
          notify: 'plan-evidence-requested',
        };
      }
      return {
        set: { status: outcome.to, acceptedLevel: input.level, resolvedAt: now },
        event: { kind: 'ACCEPTED', fromStatus: from, toStatus: outcome.to, level: input.level },
        notify: 'plan-accepted',
        recalculateRisk: true,
      };
    });
  }

  async changeTargetDate(
    principal: Principal,
    planId: string,
    input: TImprovementPlanTargetDate,
    context: RequestContext,
  ): Promise<TImprovementPlanDetail> {
    return this.change(principal, planId, context, async (_tx, plan, side, now) => {
      if (side !== 'ASSIGNER' || plan.status !== 'UNDER_REVIEW')
        throw new AppError('UNPROCESSABLE', { messageKey: 'plans.targetDateRefused' });
      if (input.targetDate < calendarDayIn(now, plan.timeZone)) {
        throwProblems([{ kind: 'invalid', path: 'targetDate', messageKey: 'plans.targetDateInPast' }], context);
      }
      return {
        set: { targetDate: input.targetDate },
        event: { kind: 'TARGET_DATE_CHANGED', targetDate: input.targetDate },
        notify: 'plan-target-date-changed',
      };
    });
  }

  async addFiles(
    principal: Principal,
    planId: string,
    input: TImprovementPlanFilesInput,
    context: RequestContext,
  ): Promise<TImprovementPlanDetail> {
    const files = await this.namedUploads(principal, input.files, 'files', context);
    return this.change(principal, planId, context, async (tx, plan, side, now) => {
      if (plan.status === 'RESOLVED') throw new AppError('UNPROCESSABLE', { messageKey: 'plans.resolved' });
      await insertPlanFiles(
        tx,
        files.map((file) => ({
          planId,
          commentId: null,
          fileId: file.id,
          name: file.name,
          side,
          addedById: principal.userId,
          createdAt: now,
        })),
      );
      return {};
    });
  }

  async removeFile(principal: Principal, planId: string, fileId: string, context: RequestContext): Promise<TImprovementPlanDetail> {
    return this.change(principal, planId, context, async (tx, plan, side, now) => {
      const file = (await findPlanFiles(tx, planId)).find((row) => row.id === fileId && row.commentId === null);
      if (!file) throw new AppError('NOT_FOUND', { messageKey: 'plans.fileNotFound' });
      if (plan.status === 'RESOLVED' || file.side !== side) throw new AppError('UNPROCESSABLE', { messageKey: 'plans.fileRemovalRefused' });
      await removePlanFile(tx, fileId, now);
      return {};
    });
  }

  async downloadFile(principal: Principal, planId: string, blobName: string): Promise<Download> {
    const row = await findPlan(this.db, planId);
    if (!row) throw notFound();
    await improvementPlansPolicy.authorize(principal, 'usePlan', row.plan);
    const file = (await findPlanFiles(this.db, planId)).find((entry) => entry.blobName === blobName);
    const body = file ? await this.storage.get(blobName) : null;
    if (!file || !body) throw new AppError('NOT_FOUND', { messageKey: 'plans.fileNotFound' });
    return { fileName: file.name, contentType: FILE_KIND_MIME[file.kind as TFileKind] ?? 'application/octet-stream', body };
  }

  /** Evidence and answers: a text, files, or both, from either side while the plan is open. */
  async comment(
    principal: Principal,
    planId: string,
    input: TImprovementPlanCommentInput,
    context: RequestContext,
  ): Promise<TImprovementPlanDetail> {
    const files = await this.namedUploads(principal, input.files, 'files', context);
    return this.change(principal, planId, context, async (tx, plan, side, now) => {
      if (plan.status === 'RESOLVED') throw new AppError('UNPROCESSABLE', { messageKey: 'plans.resolved' });
      const commentId = await insertComment(tx, { planId, side, authorId: principal.userId, text: input.text, createdAt: now });
      await insertPlanFiles(
        tx,
        files.map((file) => ({ planId, commentId, fileId: file.id, name: file.name, side, addedById: principal.userId, createdAt: now })),
      );
      return { notify: 'plan-comment' };
    });
  }

  async requestExtension(
    principal: Principal,
    planId: string,
    input: TExtensionRequestInput,
    context: RequestContext,
  ): Promise<TImprovementPlanDetail> {
    return this.change(principal, planId, context, async (tx, plan, side, now) => {
      if (side !== 'SUPPLIER' || plan.status !== 'OVERDUE') throw new AppError('UNPROCESSABLE', { messageKey: 'plans.extensionRefused' });
      if ((await findExtensions(tx, planId)).some((extension) => extension.status === 'PENDING')) {
        throw new AppError('CONFLICT', { messageKey: 'plans.extensionPending' });
      }
      const requestedTargetDate = extendedTargetDate(calendarDayIn(now, plan.timeZone), input.period);
      await withConflicts(
        () =>
          insertExtension(tx, {
            planId,
            period: input.period,
            reason: input.reason,
            requestedTargetDate,
            requestedById: principal.userId,
            requestedAt: now,
          }),
        ONE_PENDING_EXTENSION,
      );
      return {
        event: { kind: 'EXTENSION_REQUESTED', reason: input.reason || null, targetDate: requestedTargetDate },
        notify: 'plan-extension-requested',
      };
    });
  }

  async decideExtension(
    principal: Principal,
    planId: string,
    requestId: string,
    input: TExtensionDecision,
    context: RequestContext,
  ): Promise<TImprovementPlanDetail> {
    return this.change(principal, planId, context, async (tx, plan, side, now) => {
      const request = (await findExtensions(tx, planId)).find((extension) => extension.id === requestId);
      if (!request) throw new AppError('NOT_FOUND', { messageKey: 'plans.extensionNotFound' });
      if (side !== 'ASSIGNER') throw new AppError('UNPROCESSABLE', { messageKey: 'plans.extensionDecisionRefused' });
      if (request.status !== 'PENDING') throw new AppError('CONFLICT', { messageKey: 'plans.extensionDecided' });
      if (input.decision === 'DECLINE') {
        await decideExtension(tx, requestId, {
          status: 'DECLINED',
          decisionReason: input.reason,
          decidedById: principal.userId,
          decidedAt: now,
        });
        return { event: { kind: 'EXTENSION_DECLINED', reason: input.reason }, notify: 'plan-extension-declined' };
      }
      if (isPastTargetDate(request.requestedTargetDate, now, plan.timeZone)) {
        throw new AppError('UNPROCESSABLE', { messageKey: 'plans.extensionDatePassed', params: { date: request.requestedTargetDate } });
      }
      await decideExtension(tx, requestId, { status: 'APPROVED', decisionReason: null, decidedById: principal.userId, decidedAt: now });
      return {
        set: { status: 'IN_PROGRESS', targetDate: request.requestedTargetDate },
        event: { kind: 'EXTENSION_APPROVED', fromStatus: plan.status, toStatus: 'IN_PROGRESS', targetDate: request.requestedTargetDate },
        notify: 'plan-extension-approved',
      };
    });
  }

  // Internals

  private async authorizeAssign(principal: Principal, facilityId: string): Promise<void> {
    const organisationId = principal.facilityId;
    const isCallersSupplier =
      organisationId !== null && organisationId !== facilityId
        ? await isCandidate(this.db, organisationId, principal.role.type === 'Brand', facilityId)
        : false;
    await improvementPlansPolicy.authorize(principal, 'assign', { facilityId, isCallersSupplier });
  }

  /**
   * One change to a plan: the plan locked, the caller's side checked, the work done, then the timeline entry,
   * the notification of the other side and the risk job, all in one transaction; the answer is the plan after it.
   */
  private async change(
    principal: Principal,
    planId: string,
    context: RequestContext,
    work: (tx: Executor, plan: PlanRow, side: TPlanSide, now: Date) => Promise<(ChangeOutcome & { set?: Partial<PlanRow> }) | null>,
  ): Promise<TImprovementPlanDetail> {
    await this.db.transaction(async (tx) => {
      const plan = await lockPlan(tx, planId);
      if (!plan) throw notFound();
      await improvementPlansPolicy.authorize(principal, 'usePlan', plan);
      const side = sideOf(principal, plan) as TPlanSide;
      const now = this.clock.now();
      const outcome = await work(tx, plan, side, now);
      if (!outcome) return;
      await updatePlan(tx, planId, { ...outcome.set, updatedAt: now });
      if (outcome.event) await insertEvent(tx, { ...outcome.event, planId, side, actorId: principal.userId, createdAt: now });
      if (outcome.notify) await notifyPlanSides(tx, plan, [side === 'ASSIGNER' ? 'SUPPLIER' : 'ASSIGNER'], outcome.notify, now);
      if (outcome.recalculateRisk) await enqueueJob(tx, riskRecalculationJob(plan.supplierFacilityId), now);
    });
    return this.detail(principal, planId, context);
  }

  private async issuesOf(subIndicatorIds: readonly string[], context: RequestContext) {
    const rows = await findIssues(this.db, [...new Set(subIndicatorIds)]);
    return new Map(rows.map((row) => [row.subIndicatorId, toIssue(row, context.language)]));
  }

  /** The named files, once each is the caller's own upload of a proof kind (png, jpeg, pdf). */
  private async namedUploads(principal: Principal, references: readonly TFileReference[], path: string, context: RequestContext) {
    const { accepted, refused } = await sortNamedUploads(this.db, principal, references, 'proof');
    throwProblems(
      refused.map((index) => ({
        kind: 'invalid' as const,
        path: `${path}.${index}`,
        messageKey: 'plans.fileNotYours' as const,
        params: { name: references[index]?.fileName ?? '' },
      })),
      context,
    );
    return accepted;
  }
}
