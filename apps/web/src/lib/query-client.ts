import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { toastApiError } from './api-error-toast.ts';
import { getSession, subscribeSession } from './session.ts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    /** `errorShownInline`: the screen renders this query's failure itself, so no toast. */
    queryMeta: { errorShownInline?: boolean };
  }
}

/** Client errors (4xx) will not change on retry; only network failures and 5xx are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * Cached answers belong to the user who fetched them. Whenever the signed-in user changes (sign-out,
 * expiry, a 401, another account in another tab) the cache is emptied, so nobody sees the previous
 * user's partner lists or reports.
 */
function clearOnUserChange(client: QueryClient): void {
  let userId = getSession()?.user.id ?? null;
  subscribeSession(() => {
    const next = getSession()?.user.id ?? null;
    if (next === userId) return;
    userId = next;
    client.clear();
  });
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.errorShownInline) toastApiError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  clearOnUserChange(client);
  return client;
}
