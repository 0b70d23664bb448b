import type {
  TCategoryNode,
  TCountryRiskImportResult,
  TCountryRiskScore,
  TExternalRiskIndicator,
  TExternalRiskIndicatorInput,
  TIndicatorImportMode,
  TIndicatorImportSummary,
  TIndicatorListValidation,
  TIndicatorRowUpdate,
  TIndicatorTranslationEntry,
} from '@opentrace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { tagged } from '../../../lib/query-tags.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { saveJson } from '../../../lib/save-file.ts';

/** Every query of this feature sits under ['indicators'], so one invalidation refreshes the step. */
export const indicatorKeys = {
  all: ['indicators', tagged('configuration')] as const,
  list: () => [...indicatorKeys.all, 'list'] as const,
  icons: () => [...indicatorKeys.all, 'icons'] as const,
  external: () => [...indicatorKeys.all, 'external'] as const,
  countryRisks: () => [...indicatorKeys.all, 'countryRisks'] as const,
  /** The API names the countries in the reader's language. */
  countryRisksIn: (language: string) => [...indicatorKeys.countryRisks(), language] as const,
  listings: () => [...indicatorKeys.all, 'listings'] as const,
};

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export function useIndicatorList() {
  return useQuery({ queryKey: indicatorKeys.list(), queryFn: ({ signal }) => api.get<TCategoryNode[]>('/api/indicator-list', { signal }) });
}

export function useIndicatorIcons() {
  return useQuery({
    queryKey: indicatorKeys.icons(),
    queryFn: ({ signal }) => api.get<string[]>('/api/indicator-list/icons', { signal }),
    staleTime: Infinity,
  });
}

export function useValidateIndicatorList() {
  return useMutation({ mutationFn: (file: File) => api.post<TIndicatorListValidation>('/api/indicator-list/validate', fileForm(file)) });
}

export function useImportIndicatorList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { fileId: string; mode: TIndicatorImportMode }) =>
      api.post<TIndicatorImportSummary>('/api/indicator-list/import', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indicatorKeys.all }),
  });
}

export function useUpdateIndicatorRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TIndicatorRowUpdate }) =>
      api.patch<TCategoryNode[]>(`/api/indicator-list/${id}`, changes),
    onSuccess: (tree) => queryClient.setQueryData(indicatorKeys.list(), tree),
  });
}

export function useDeleteIndicatorRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/indicator-list/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indicatorKeys.list() }),
  });
}

export async function downloadIndicatorTranslations() {
  const rows = await api.get<TIndicatorTranslationEntry[]>('/api/indicator-list/translations');
  saveJson('indicator_list_trans.json', rows);
}

export const downloadIndicatorTemplate = () => downloadFile('/api/indicator-list/template', 'indicator_list.xlsx');

export function useUploadIndicatorTranslations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: unknown) => api.put<{ updated: number; unmatched: string[] }>('/api/indicator-list/translations', rows),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indicatorKeys.list() }),
  });
}

export function useExternalIndicators() {
  return useQuery({
    queryKey: indicatorKeys.external(),
    queryFn: ({ signal }) => api.get<TExternalRiskIndicator[]>('/api/external-risk-indicators', { signal }),
  });
}

export function useSaveExternalIndicator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | undefined; input: TExternalRiskIndicatorInput }) =>
      id
        ? api.put<TExternalRiskIndicator>(`/api/external-risk-indicators/${id}`, input)
        : api.post<TExternalRiskIndicator>('/api/external-risk-indicators', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indicatorKeys.external() }),
  });
}

export function useDeleteExternalIndicator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/external-risk-indicators/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indicatorKeys.external() }),
  });
}

export function useCountryRisks() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: indicatorKeys.countryRisksIn(i18n.language),
    queryFn: ({ signal }) => api.get<TCountryRiskScore[]>('/api/country-risks', { signal }),
  });
}

export function useSetCountryRisk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ countryCode, score }: { countryCode: string; score: number }) =>
      api.put<TCountryRiskScore>(`/api/country-risks/${encodeURIComponent(countryCode)}`, { score }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indicatorKeys.countryRisks() }),
  });
}

export function useDeleteCountryRisk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (countryCode: string) => api.delete<void>(`/api/country-risks/${encodeURIComponent(countryCode)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indicatorKeys.countryRisks() }),
  });
}

export function useImportCountryRisks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.post<TCountryRiskImportResult>('/api/country-risks/import', fileForm(file)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indicatorKeys.countryRisks() }),
  });
}

export function useProductRiskListingCount() {
  return useQuery({
    queryKey: indicatorKeys.listings(),
    queryFn: async ({ signal }) => (await api.get<unknown[]>('/api/product-risk-listings', { signal })).length,
  });
}

export function useLoadIlabList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ loaded: number; mappedToSubIndicators: number }>('/api/product-risk-listings/ilab'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indicatorKeys.listings() }),
  });
}
