import type { TDeadLetterPage } from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateTags, tagged } from '../../../lib/query-tags.ts';
import type { TDeadLetterQuery } from '../model/dead-letter-list.ts';

const BASE = '/api/jobs/dead-letters';

/** Every query of this feature sits under ['jobs'] and carries the 'jobs' tag, which a retry makes stale. */
export const jobKeys = {
  all: ['jobs', tagged('jobs')] as const,
  deadLetters: () => [...jobKeys.all, 'dead-letters'] as const,
  deadLetterPage: (query: TDeadLetterQuery) => [...jobKeys.deadLetters(), query] as const,
};

/** GET /api/jobs/dead-letters: one page of dead letters with the count of jobs in each state; the screen shows its failure. */
export function useDeadLetters(query: TDeadLetterQuery) {
  return useQuery({
    queryKey: jobKeys.deadLetterPage(query),
    queryFn: ({ signal }) => api.get<TDeadLetterPage>(BASE, { query, signal }),
    placeholderData: keepPreviousData,
    // The queue moves on its own: a visit always reads it afresh rather than from a minute-old cache.
    staleTime: 0,
    meta: { errorShownInline: true },
  });
}

/**
 * POST /api/jobs/dead-letters/{id}/retry. The list is re-read whatever the answer: a refusal (already
 * retried, or its twin waiting) also means the row shown is out of date.
 */
export function useRetryDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<undefined>(`${BASE}/${encodeURIComponent(id)}/retry`),
    onSettled: () => invalidateTags(queryClient, ['jobs']),
  });
}
