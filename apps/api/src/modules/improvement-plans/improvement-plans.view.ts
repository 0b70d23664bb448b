import {
  nameIn,
  type TExtensionRequest,
  type TImprovementPlanDetail,
  type TImprovementPlanSummary,
  type TLanguage,
  type TPlanComment,
  type TPlanEvent,
  type TPlanFile,
  type TPlanIssue,
  type TPlanSide,
} from '@opentrace/domain';
import { translationsOf } from '../../lib/reference-names.ts';
import type { ExtensionRow, IssueRow, PlanEventRow, PlanFileRow, PlanListRow } from './improvement-plans.repository.ts';
import { allowedActionsOf, planReference } from './improvement-plans.rules.ts';

export function toIssue(row: IssueRow, language: TLanguage): TPlanIssue {
  return {
    subIndicatorId: row.subIndicatorId,
    name: nameIn(translationsOf({ name: row.name, translations: row.translations }), language),
    indicatorName: nameIn(translationsOf({ name: row.indicatorName, translations: row.indicatorTranslations }), language),
    categoryName: nameIn(translationsOf({ name: row.categoryName, translations: row.categoryTranslations }), language),
  };
}

/** An issue whose sub-indicator has gone from the database altogether (never expected: they are soft-deleted). */
const unknownIssue = (subIndicatorId: string): TPlanIssue => ({ subIndicatorId, name: '—', indicatorName: '—', categoryName: '—' });

export function toSummary(row: PlanListRow, issues: ReadonlyMap<string, TPlanIssue>): TImprovementPlanSummary {
  const { plan } = row;
  return {
    id: plan.id,
    reference: planReference(plan.number),
    supplier: { id: plan.supplierFacilityId, name: row.supplierName },
    assigner: { id: plan.assignerFacilityId, name: row.assignerName },
    issue: issues.get(plan.subIndicatorId) ?? unknownIssue(plan.subIndicatorId),
    action: plan.action,
    status: plan.status,
    targetDate: plan.targetDate,
    evidenceSubmitted: plan.submittedAt !== null,
    acceptedLevel: plan.acceptedLevel,
    pendingExtension: row.pendingExtension,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

export const planFileUrl = (planId: string, blobName: string) => `/api/improvement-plans/${planId}/files/${encodeURIComponent(blobName)}`;

function toFile(planId: string, file: PlanFileRow): Omit<TPlanFile, 'removable'> {
  return {
    id: file.id,
    name: file.name,
    blobName: file.blobName,
    url: planFileUrl(planId, file.blobName),
    addedBy: file.side,
    addedAt: file.createdAt.toISOString(),
  };
}

export interface PlanParts {
  issue: TPlanIssue;
  files: PlanFileRow[];
  comments: { comment: { id: string; side: TPlanSide; text: string; createdAt: Date }; authorName: string | null }[];
  events: { event: PlanEventRow; actorName: string | null }[];
  extensions: ExtensionRow[];
}

export function toDetail(row: PlanListRow, parts: PlanParts, viewerSide: TPlanSide): TImprovementPlanDetail {
  const { plan } = row;
  const resolved = plan.status === 'RESOLVED';
  const commentFiles = (commentId: string) =>
    parts.files.filter((file) => file.commentId === commentId).map((file) => toFile(plan.id, file));
  return {
    ...toSummary(row, new Map([[plan.subIndicatorId, parts.issue]])),
    rootCause: plan.rootCause,
    correctiveAction: plan.correctiveAction,
    preventiveAction: plan.preventiveAction,
    verificationMethod: plan.verificationMethod,
    timeZone: plan.timeZone,
    resolvedAt: plan.resolvedAt?.toISOString() ?? null,
    viewerSide,
    allowedActions: allowedActionsOf(plan.status, viewerSide, row.pendingExtension),
    files: parts.files
      .filter((file) => file.commentId === null)
      .map((file) => ({ ...toFile(plan.id, file), removable: !resolved && file.side === viewerSide })),
    comments: parts.comments.map(({ comment, authorName }): TPlanComment => ({
      id: comment.id,
      side: comment.side,
      authorName: authorName ?? '—',
      text: comment.text,
      files: commentFiles(comment.id),
      createdAt: comment.createdAt.toISOString(),
    })),
    events: parts.events.map(({ event, actorName }): TPlanEvent => ({
      id: event.id,
      kind: event.kind,
      actorName: event.actorId === null ? null : (actorName ?? '—'),
      side: event.side,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      reason: event.reason,
      level: event.level,
      targetDate: event.targetDate,
      createdAt: event.createdAt.toISOString(),
    })),
    extensionRequests: parts.extensions.map((extension): TExtensionRequest => ({
      id: extension.id,
      period: extension.period,
      reason: extension.reason,
      requestedTargetDate: extension.requestedTargetDate,
      status: extension.status,
      expired: extension.expired,
      decisionReason: extension.decisionReason,
      requestedAt: extension.requestedAt.toISOString(),
      decidedAt: extension.decidedAt?.toISOString() ?? null,
    })),
  };
}
