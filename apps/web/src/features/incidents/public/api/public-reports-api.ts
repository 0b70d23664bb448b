import {
  ZPublicReportId,
  type TAcceptPublicReportFields,
  type TClosePublicReport,
  type TNewPublicReportFields,
  type TPublicFacilityList,
  type TPublicReportAdditionFields,
  type TPublicReportCategoryList,
  type TPublicReportCredentialsFields,
  type TPublicReportDetail,
  type TPublicReportPage,
  type TPublicReportReceipt,
  type TPublicReportStatus,
  type TPublicReportStatusView,
} from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TRemoteSearchQuery } from '../../../../components/remote-search-select.tsx';
import { api } from '../../../../lib/api.ts';

const PUBLIC = '/api/public';
const TRIAGE = '/api/public-reports';

export type TPublicReportListQuery = { page: number; perPage: number; status?: TPublicReportStatus };

/**
 * The public channel's reference data (facilities, kinds of problem) and the triage lists and cases, under
 * ['public-reports']; a decision re-reads the triage queries. A case's status is never cached: it is read
 * with the PIN, on demand.
 */
export const publicReportKeys = {
  all: ['public-reports'] as const,
  facilities: (key: string) => [...publicReportKeys.all, 'facilities', key] as const,
  categories: (language: string) => [...publicReportKeys.all, 'categories', language] as const,
  triage: () => [...publicReportKeys.all, 'triage'] as const,
  list: (query: TPublicReportListQuery) => [...publicReportKeys.triage(), 'list', query] as const,
  detail: (id: string) => [...publicReportKeys.triage(), 'detail', id] as const,
};

/** Whether an id can name a public report at all; anything else is simply not found. */
export const isPublicReportId = (id: string): boolean => ZPublicReportId.safeParse({ id }).success;

/** The public facility search needs two letters; before that nothing is asked. */
export const PUBLIC_SEARCH_MIN_LENGTH = 2;

/** Producer facilities by name, for the public form's search (at most ten, name and town). */
export function usePublicFacilities(query: TRemoteSearchQuery) {
  const key = query.key ?? '';
  return useQuery({
    queryKey: publicReportKeys.facilities(key),
    queryFn: ({ signal }) => api.get<TPublicFacilityList>(`${PUBLIC}/facilities`, { query: { q: key }, signal }),
    enabled: key.length >= PUBLIC_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { errorShownInline: true },
  });
}

/** The kinds of problem (indicator categories and indicators) in the reader's language. */
export function usePublicReportCategories() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: publicReportKeys.categories(i18n.language),
    queryFn: ({ signal }) => api.get<TPublicReportCategoryList>(`${PUBLIC}/report-categories`, { signal }),
    staleTime: 10 * 60_000,
    meta: { errorShownInline: true },
  });
}

export function useFilePublicReport() {
  return useMutation({
    mutationFn: (body: TNewPublicReportFields) => api.post<TPublicReportReceipt>(`${PUBLIC}/reports`, body),
  });
}

export function useCaseStatus() {
  return useMutation({
    mutationFn: (body: TPublicReportCredentialsFields) => api.post<TPublicReportStatusView>(`${PUBLIC}/reports/status`, body),
  });
}

export function useAddInformation() {
  return useMutation({
    mutationFn: (body: TPublicReportAdditionFields) => api.post<TPublicReportStatusView>(`${PUBLIC}/reports/additions`, body),
  });
}

export function usePublicReports(query: TPublicReportListQuery) {
  return useQuery({
    queryKey: publicReportKeys.list(query),
    queryFn: ({ signal }) => api.get<TPublicReportPage>(TRIAGE, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

export function usePublicReport(id: string) {
  return useQuery({
    queryKey: publicReportKeys.detail(id),
    queryFn: ({ signal }) => api.get<TPublicReportDetail>(`${TRIAGE}/${encodeURIComponent(id)}`, { signal }),
    enabled: isPublicReportId(id),
    retry: false,
    meta: { errorShownInline: true },
  });
}

function useDecision<TBody>(id: string, action: 'accept' | 'close') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<TPublicReportDetail>(`${TRIAGE}/${encodeURIComponent(id)}/${action}`, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(publicReportKeys.detail(id), detail);
      // An accepted case became an incident report: its lists change too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: publicReportKeys.triage() }),
        queryClient.invalidateQueries({ queryKey: ['incidents'] }),
      ]);
    },
  });
}

export const useAcceptPublicReport = (id: string) => useDecision<TAcceptPublicReportFields>(id, 'accept');
export const useClosePublicReport = (id: string) => useDecision<TClosePublicReport>(id, 'close');
