import type { TComplianceHistoryPage, TFacilityRisk, TRiskFilterValues, TRiskOverview } from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { complianceHistoryQueryOf, riskQueryOf, riskSearchOf, type TRiskFilters } from '../model/risk-filters.ts';

/** Every query of this feature sits under ['risk']; a facility's risk, its filter values and history under its id. */
export const riskKeys = {
  all: ['risk'] as const,
  facilities: () => [...riskKeys.all, 'facility'] as const,
  facility: (id: string) => [...riskKeys.facilities(), id] as const,
  assessment: (id: string, filters: TRiskFilters) => [...riskKeys.facility(id), 'assessment', riskQueryOf(filters)] as const,
  filterValues: (id: string) => [...riskKeys.facility(id), 'filter-values'] as const,
  complianceHistory: (id: string, filters: TRiskFilters, page: number) =>
    [...riskKeys.facility(id), 'compliance-history', complianceHistoryQueryOf(filters, page)] as const,
  overview: () => [...riskKeys.all, 'overview'] as const,
};

const facilityPath = (id: string) => `/api/facilities/${encodeURIComponent(id)}`;

/** GET /api/facilities/{id}/risk: the level, top issues and tree under the filters (keys hold the query sent, not the typing). */
export function useFacilityRisk(id: string, filters: TRiskFilters) {
  return useQuery({
    queryKey: riskKeys.assessment(id, filters),
    queryFn: ({ signal }) => api.get<TFacilityRisk>(`${facilityPath(id)}/risk`, { query: riskQueryOf(filters), signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** GET /api/facilities/{id}/risk/filter-values: what the filters offer, from the facility's own items. */
export function useRiskFilterValues(id: string) {
  return useQuery({
    queryKey: riskKeys.filterValues(id),
    queryFn: ({ signal }) => api.get<TRiskFilterValues>(`${facilityPath(id)}/risk/filter-values`, { signal }),
    meta: { errorShownInline: true },
  });
}

/** GET /api/facilities/{id}/compliance-history: one page of report and response risks, newest first. */
export function useComplianceHistory(id: string, filters: TRiskFilters, page: number) {
  return useQuery({
    queryKey: riskKeys.complianceHistory(id, filters, page),
    queryFn: ({ signal }) =>
      api.get<TComplianceHistoryPage>(`${facilityPath(id)}/compliance-history`, { query: complianceHistoryQueryOf(filters, page), signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** GET /api/facilities/{id}/risk/pdf: the supplier-detail PDF with the filters shown, saved with the session's token. */
export function useRiskPdfDownload(id: string) {
  return useMutation({
    mutationFn: ({ filters, fileName }: { filters: TRiskFilters; fileName: string }) =>
      downloadFile(`${facilityPath(id)}/risk/pdf${riskSearchOf(filters)}`, fileName),
  });
}

const OVERVIEW_POLL_MS = 10_000;

/** GET /api/risk/overview: administrators' distribution of facilities by level and the levels that rose. */
export function useRiskOverview() {
  return useQuery({
    queryKey: riskKeys.overview(),
    queryFn: ({ signal }) => api.get<TRiskOverview>('/api/risk/overview', { signal }),
    // While recalculations wait, levels still move: read again until the queue is done.
    refetchInterval: (query) => ((query.state.data?.pendingRecalculations ?? 0) > 0 ? OVERVIEW_POLL_MS : false),
    meta: { errorShownInline: true },
  });
}
