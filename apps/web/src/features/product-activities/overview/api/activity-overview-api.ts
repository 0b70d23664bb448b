import type { THistoryPage, TMarginOfError, TMassBalance, TOverviewRanges } from '@opentrace/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { downloadFile } from '../../../../lib/download-file.ts';
import { tagged } from '../../../../lib/query-tags.ts';
import type { THistoryListQuery } from '../history-filter.ts';
import type { TOverviewRange } from '../overview-ranges.ts';

/** The periods and totals are tagged `overview`, the event list `histories`: a logged activity changes both. */
export const activityOverviewKeys = {
  all: ['activity-overview'] as const,
  dateRanges: () => [...activityOverviewKeys.all, 'date-ranges', tagged('overview')] as const,
  massBalance: (range: TOverviewRange) => [...activityOverviewKeys.all, 'mass-balance', tagged('overview'), range] as const,
  marginOfError: (range: TOverviewRange) => [...activityOverviewKeys.all, 'margin-of-error', tagged('overview'), range] as const,
  histories: (query: THistoryListQuery) => [...activityOverviewKeys.all, 'histories', tagged('histories'), query] as const,
};

export function useDateRanges(enabled = true) {
  return useQuery({
    queryKey: activityOverviewKeys.dateRanges(),
    queryFn: ({ signal }) => api.get<TOverviewRanges>('/api/histories/date-ranges', { signal }),
    enabled,
    meta: { errorShownInline: true },
  });
}

/** Just the bounds: callers may pass a selector option that carries its label too. */
const boundsOf = (range: TOverviewRange | null): TOverviewRange => ({ from: range?.from ?? '', to: range?.to ?? '' });

/** Only asked once a period is chosen: the totals are always for one. */
export function useMassBalance(range: TOverviewRange | null) {
  const bounds = boundsOf(range);
  return useQuery({
    queryKey: activityOverviewKeys.massBalance(bounds),
    queryFn: ({ signal }) => api.get<TMassBalance>('/api/calculations/mass-balance', { query: bounds, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

export function useMarginOfError(range: TOverviewRange | null) {
  const bounds = boundsOf(range);
  return useQuery({
    queryKey: activityOverviewKeys.marginOfError(bounds),
    queryFn: ({ signal }) => api.get<TMarginOfError>('/api/calculations/margin-of-error', { query: bounds, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

export function useHistories(query: THistoryListQuery) {
  return useQuery({
    queryKey: activityOverviewKeys.histories(query),
    queryFn: ({ signal }) => api.get<THistoryPage>('/api/histories', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** The event's documents as one zip archive. */
export const downloadEventDocuments = (eventId: string, fileName: string) =>
  downloadFile(`/api/histories/download-documents?eventId=${encodeURIComponent(eventId)}`, fileName);
