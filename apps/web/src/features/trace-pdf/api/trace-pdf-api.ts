import type { TEvidencePack } from '@opentrace/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const tracePdfKeys = {
  all: ['trace-pdf'] as const,
  pack: (token: string) => [...tracePdfKeys.all, 'pack', token] as const,
};

/**
 * The evidence pack behind the print token. Read once: the server forgets the token as soon as the
 * PDF is printed, so a refetch could only fail.
 */
export function useEvidencePack(token: string | null) {
  return useQuery({
    queryKey: tracePdfKeys.pack(token ?? ''),
    queryFn: ({ signal }) => api.get<TEvidencePack>('/api/pdf-export', { query: { token: token ?? '' }, signal }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { errorShownInline: true },
  });
}
