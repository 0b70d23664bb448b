import {
  ZDnaTestId,
  type TDnaPartyPage,
  type TDnaProductCheck,
  type TDnaTestDetail,
  type TDnaTestPage,
  type TIsotopicDnaTestInputFields,
  type TSyntheticDnaTestInputFields,
} from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRemoteSearchQuery } from '../../../components/remote-search-select.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { api } from '../../../lib/api.ts';
import type { TDnaTestListQuery } from '../model/dna-test-list.ts';

const BASE = '/api/dna-tests';

export type TDnaPartyKind = 'requester' | 'supplier';
export type TDnaPartyQuery = TRemoteSearchQuery & { kind: TDnaPartyKind };
export type TDnaProductCheckQuery = { productSupplierId: string; productCode: string };

/**
 * Every query of this feature sits under ['dna-tests']. Recording a test caches its detail and has the
 * lists read again; deleting one forgets it.
 */
export const dnaTestKeys = {
  all: ['dna-tests'] as const,
  lists: () => [...dnaTestKeys.all, 'list'] as const,
  list: (query: TDnaTestListQuery) => [...dnaTestKeys.lists(), query] as const,
  details: () => [...dnaTestKeys.all, 'detail'] as const,
  detail: (id: string) => [...dnaTestKeys.details(), id] as const,
  parties: (query: TDnaPartyQuery) => [...dnaTestKeys.all, 'parties', query] as const,
  productCheck: (query: TDnaProductCheckQuery) => [...dnaTestKeys.all, 'product-check', query] as const,
};

const testPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Whether an id can name a test at all; anything else is not asked for, it is simply not found. */
export const isDnaTestId = (id: string | null | undefined): id is string => ZDnaTestId.safeParse({ id }).success;

/** A test the reader may not see answers 404, like one that does not exist. */
export const isDnaTestNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export function useDnaTests(query: TDnaTestListQuery) {
  return useQuery({
    queryKey: dnaTestKeys.list(query),
    queryFn: ({ signal }) => api.get<TDnaTestPage>(BASE, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

export function useDnaTest(id: string) {
  return useQuery({
    queryKey: dnaTestKeys.detail(id),
    queryFn: ({ signal }) => api.get<TDnaTestDetail>(testPath(id), { signal }),
    enabled: isDnaTestId(id),
    meta: { errorShownInline: true },
  });
}

/** The producers that may request a test, or the suppliers that mark products, found by name. */
export function useDnaParties(query: TDnaPartyQuery) {
  return useQuery({
    queryKey: dnaTestKeys.parties(query),
    queryFn: ({ signal }) => api.get<TDnaPartyPage>(`${BASE}/parties`, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** Whether the supplier made a product with this code; asked only once both are given. */
export function useDnaProductCheck(query: TDnaProductCheckQuery | null) {
  return useQuery({
    queryKey: dnaTestKeys.productCheck(query ?? { productSupplierId: '', productCode: '' }),
    queryFn: ({ signal }) => api.get<TDnaProductCheck>(`${BASE}/product-check`, { query: query ?? undefined, signal }),
    enabled: query !== null,
    meta: { errorShownInline: true },
  });
}

function useRecordTest<TBody>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<TDnaTestDetail>(`${BASE}/${path}`, body),
    onSuccess: (test) => {
      queryClient.setQueryData(dnaTestKeys.detail(test.id), test);
      return queryClient.invalidateQueries({ queryKey: dnaTestKeys.lists() });
    },
  });
}

export function useRecordSyntheticTest() {
  return useRecordTest<TSyntheticDnaTestInputFields>('synthetic');
}

export function useRecordIsotopicTest() {
  return useRecordTest<TIsotopicDnaTestInputFields>('isotopic');
}

export function useDeleteDnaTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(testPath(id)),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: dnaTestKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: dnaTestKeys.lists() });
    },
  });
}
