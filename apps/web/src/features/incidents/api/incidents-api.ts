import {
  ZIncidentReportId,
  type TAssigneeCandidatePage,
  type TAuditLogPage,
  type TCategoryNode,
  type TCloseReportInput,
  type TGrievanceReportEditFields,
  type TGrievanceReportInputFields,
  type TIncidentReport,
  type TIncidentReportPage,
  type TProactiveReportInputFields,
  type TReportFacilityOption,
  type TReportFacilityOptionPage,
  type TReportResponseInputFields,
  type TRequestState,
} from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { api } from '../../../lib/api.ts';
import type { TRemoteSearchQuery } from '../../../components/remote-search-select.tsx';
import type { TReportListQuery } from '../model/report-list.ts';

const GRIEVANCE = '/api/grievance-reports';
const REQUESTS = '/api/requests';

export type TRequestListQuery = { page: number; perPage: number; state: TRequestState };
export type TTrailQuery = { page: number; perPage: number };

/**
 * Every query of this feature sits under ['incidents']: a write re-reads them all, since an intake,
 * an edit or a response changes the lists, the detail, the timeline and the assignees' waiting counts.
 */
export const incidentKeys = {
  all: ['incidents'] as const,
  reports: (query: TReportListQuery) => [...incidentKeys.all, 'grievance-reports', query] as const,
  report: (id: string) => [...incidentKeys.all, 'grievance-report', id] as const,
  trail: (id: string, query: TTrailQuery) => [...incidentKeys.all, 'trail', id, query] as const,
  requests: (query: TRequestListQuery) => [...incidentKeys.all, 'requests', query] as const,
  request: (id: string) => [...incidentKeys.all, 'request', id] as const,
  assignees: (query: TRemoteSearchQuery) => [...incidentKeys.all, 'assignees', query] as const,
  facilities: (query: TRemoteSearchQuery) => [...incidentKeys.all, 'facilities', query] as const,
  indicators: () => [...incidentKeys.all, 'indicator-list'] as const,
};

const reportPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** Whether an id can name a report at all; anything else is not asked for, it is simply not found. */
export const isReportId = (id: string): boolean => ZIncidentReportId.safeParse({ id }).success;

/** A report the caller may not read answers 404, like one that does not exist. */
export const isReportNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export function useGrievanceReports(query: TReportListQuery) {
  return useQuery({
    queryKey: incidentKeys.reports(query),
    queryFn: ({ signal }) => api.get<TIncidentReportPage>(GRIEVANCE, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** The administrator's reading of a report; the server writes it to the audit log. */
export function useGrievanceReport(id: string) {
  return useQuery({
    queryKey: incidentKeys.report(id),
    queryFn: ({ signal }) => api.get<TIncidentReport>(reportPath(GRIEVANCE, id), { signal }),
    enabled: isReportId(id),
    meta: { errorShownInline: true },
  });
}

/** Every read and write of the report, oldest first (administrators only). */
export function useReportTrail(id: string, query: TTrailQuery, enabled: boolean) {
  return useQuery({
    queryKey: incidentKeys.trail(id, query),
    queryFn: ({ signal }) => api.get<TAuditLogPage>(`${reportPath(GRIEVANCE, id)}/trail`, { query, signal }),
    enabled: enabled && isReportId(id),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

export function useRequests(query: TRequestListQuery) {
  return useQuery({
    queryKey: incidentKeys.requests(query),
    queryFn: ({ signal }) => api.get<TIncidentReportPage>(REQUESTS, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** The assessor's reading of a request: the assignee's first one marks it VIEWED on the server. */
export function useRequest(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: incidentKeys.request(id),
    queryFn: async ({ signal }) => {
      const report = await api.get<TIncidentReport>(reportPath(REQUESTS, id), { signal });
      // The lists show the new status (VIEWED) on the way back.
      void queryClient.invalidateQueries({ queryKey: [...incidentKeys.all, 'requests'] });
      return report;
    },
    enabled: isReportId(id),
    meta: { errorShownInline: true },
  });
}

/** Assessors and API users who may be assigned reports, with their waiting NEW reports. */
export function useAssigneeCandidates(query: TRemoteSearchQuery) {
  return useQuery({
    queryKey: incidentKeys.assignees(query),
    queryFn: ({ signal }) => api.get<TAssigneeCandidatePage>(`${GRIEVANCE}/assignees`, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

export type TFacilityCandidate = TReportFacilityOption;

/** Producer facilities a report may name, by name, OS ID or registration number, with their role and places. */
export function useFacilityCandidates(query: TRemoteSearchQuery) {
  return useQuery({
    queryKey: incidentKeys.facilities(query),
    queryFn: ({ signal }) => api.get<TReportFacilityOptionPage>(`${GRIEVANCE}/facilities`, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** The indicator list the risks are chosen from; it changes only when the configuration does. */
export function useIndicatorList() {
  return useQuery({
    queryKey: incidentKeys.indicators(),
    queryFn: ({ signal }) => api.get<TCategoryNode[]>('/api/indicator-list', { signal }),
    staleTime: 10 * 60_000,
    meta: { errorShownInline: true },
  });
}

function useRefreshIncidents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: incidentKeys.all });
}

export function useAddGrievanceReport() {
  const refresh = useRefreshIncidents();
  return useMutation({
    mutationFn: (body: TGrievanceReportInputFields) => api.post<TIncidentReport>(GRIEVANCE, body),
    onSuccess: refresh,
  });
}

export function useEditGrievanceReport() {
  const refresh = useRefreshIncidents();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TGrievanceReportEditFields }) =>
      api.put<TIncidentReport>(reportPath(GRIEVANCE, id), body),
    onSuccess: refresh,
  });
}

export function useCloseGrievanceReport() {
  const refresh = useRefreshIncidents();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TCloseReportInput }) =>
      api.post<TIncidentReport>(`${reportPath(GRIEVANCE, id)}/close`, body),
    onSuccess: refresh,
  });
}

export function useAddProactiveReport() {
  const refresh = useRefreshIncidents();
  return useMutation({
    mutationFn: (body: TProactiveReportInputFields) => api.post<TIncidentReport>(REQUESTS, body),
    onSuccess: refresh,
  });
}

export function useRespondToReport() {
  const refresh = useRefreshIncidents();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TReportResponseInputFields }) =>
      api.post<TIncidentReport>(`${reportPath(REQUESTS, id)}/responses`, body),
    onSuccess: refresh,
  });
}
