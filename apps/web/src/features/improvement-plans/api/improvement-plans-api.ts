import {
  ZImprovementPlanId,
  type TExtensionDecision,
  type TExtensionRequestInput,
  type TFileReference,
  type TImprovementPlanCheck,
  type TImprovementPlanCommentInput,
  type TImprovementPlanDetail,
  type TImprovementPlanInputFields,
  type TImprovementPlanPage,
  type TImprovementPlanTransition,
  type TPlanIssueOptions,
  type TPlanSupplierCandidatePage,
} from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRemoteSearchQuery } from '../../../components/remote-search-select.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { api } from '../../../lib/api.ts';
import type { TPlanListQuery } from '../model/plan-list.ts';

const BASE = '/api/improvement-plans';

/**
 * Every query of this feature sits under ['improvement-plans']. A write answers with the plan as it now
 * stands, which replaces the cached detail; the lists (status, evidence, dates) are read again.
 */
export const planKeys = {
  all: ['improvement-plans'] as const,
  lists: () => [...planKeys.all, 'list'] as const,
  list: (query: TPlanListQuery) => [...planKeys.lists(), query] as const,
  details: () => [...planKeys.all, 'detail'] as const,
  detail: (id: string) => [...planKeys.details(), id] as const,
  candidates: (query: TRemoteSearchQuery) => [...planKeys.all, 'supplier-candidates', query] as const,
  issues: () => [...planKeys.all, 'issues'] as const,
  checks: () => [...planKeys.all, 'check'] as const,
  check: (facilityId: string, subIndicatorId: string) => [...planKeys.checks(), facilityId, subIndicatorId] as const,
};

const planPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const facilityPlansPath = (facilityId: string) => `/api/facilities/${encodeURIComponent(facilityId)}/improvement-plans`;

/** Whether an id can name a plan (or a facility) at all; anything else is not asked for, it is simply not found. */
export const isPlanId = (id: string | null | undefined): id is string => ZImprovementPlanId.safeParse({ id }).success;

/** A plan of neither side of the reader's organisation answers 404, like one that does not exist. */
export const isPlanNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export function usePlans(query: TPlanListQuery) {
  return useQuery({
    queryKey: planKeys.list(query),
    queryFn: ({ signal }) => api.get<TImprovementPlanPage>(BASE, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

export function usePlan(id: string) {
  return useQuery({
    queryKey: planKeys.detail(id),
    queryFn: ({ signal }) => api.get<TImprovementPlanDetail>(planPath(id), { signal }),
    enabled: isPlanId(id),
    meta: { errorShownInline: true },
  });
}

/** The facilities the reader may assign a plan to: a brand's suppliers, a producer's partners. */
export function useSupplierCandidates(query: TRemoteSearchQuery, enabled = true) {
  return useQuery({
    queryKey: planKeys.candidates(query),
    queryFn: ({ signal }) => api.get<TPlanSupplierCandidatePage>(`${BASE}/supplier-candidates`, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** Every sub-indicator a plan can name, in the reader's language; it changes only with the configuration. */
export function usePlanIssues() {
  return useQuery({
    queryKey: planKeys.issues(),
    queryFn: ({ signal }) => api.get<TPlanIssueOptions>(`${BASE}/issues`, { signal }),
    staleTime: 10 * 60_000,
    meta: { errorShownInline: true },
  });
}

/** Whether a plan may be assigned on the supplier's issue now (one unresolved plan at a time, spec §8). */
export function usePlanCheck(facilityId: string | null, subIndicatorId: string | null) {
  return useQuery({
    queryKey: planKeys.check(facilityId ?? '', subIndicatorId ?? ''),
    queryFn: ({ signal }) =>
      api.post<TImprovementPlanCheck>(`${facilityPlansPath(facilityId ?? '')}/check`, { subIndicatorId }, { signal }),
    enabled: isPlanId(facilityId) && isPlanId(subIndicatorId),
    meta: { errorShownInline: true },
  });
}

/** Replaces the cached plan with the server's answer and has the lists read again. */
function usePlanWrite<TVariables>(write: (variables: TVariables) => Promise<TImprovementPlanDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.detail(plan.id), plan);
      return queryClient.invalidateQueries({ queryKey: planKeys.lists() });
    },
  });
}

export function useAssignPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ facilityId, body }: { facilityId: string; body: TImprovementPlanInputFields }) =>
      api.post<TImprovementPlanDetail>(facilityPlansPath(facilityId), body),
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.detail(plan.id), plan);
      queryClient.removeQueries({ queryKey: planKeys.checks() });
      return queryClient.invalidateQueries({ queryKey: planKeys.lists() });
    },
  });
}

/** The supplier's first opening of a New plan turns it In progress; harmless otherwise. */
export function useOpenPlan() {
  return usePlanWrite((id: string) => api.post<TImprovementPlanDetail>(`${planPath(id)}/open`, {}));
}

export function useTransitionPlan() {
  return usePlanWrite(({ id, body }: { id: string; body: TImprovementPlanTransition }) =>
    api.post<TImprovementPlanDetail>(`${planPath(id)}/transitions`, body),
  );
}

export function useChangeTargetDate() {
  return usePlanWrite(({ id, targetDate }: { id: string; targetDate: string }) =>
    api.put<TImprovementPlanDetail>(`${planPath(id)}/target-date`, { targetDate }),
  );
}

export function useAddPlanFiles() {
  return usePlanWrite(({ id, files }: { id: string; files: TFileReference[] }) =>
    api.post<TImprovementPlanDetail>(`${planPath(id)}/files`, { files }),
  );
}

export function useRemovePlanFile() {
  return usePlanWrite(({ id, fileId }: { id: string; fileId: string }) =>
    api.delete<TImprovementPlanDetail>(`${planPath(id)}/files/${encodeURIComponent(fileId)}`),
  );
}

export function useCommentOnPlan() {
  return usePlanWrite(({ id, body }: { id: string; body: TImprovementPlanCommentInput }) =>
    api.post<TImprovementPlanDetail>(`${planPath(id)}/comments`, body),
  );
}

export function useRequestExtension() {
  return usePlanWrite(({ id, body }: { id: string; body: TExtensionRequestInput }) =>
    api.post<TImprovementPlanDetail>(`${planPath(id)}/extension-requests`, body),
  );
}

export function useDecideExtension() {
  return usePlanWrite(({ id, requestId, body }: { id: string; requestId: string; body: TExtensionDecision }) =>
    api.post<TImprovementPlanDetail>(`${planPath(id)}/extension-requests/${encodeURIComponent(requestId)}/decision`, body),
  );
}
