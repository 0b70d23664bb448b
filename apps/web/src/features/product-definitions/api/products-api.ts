import type { TCommodity, TProductAttribute, TProductAttributeInput, TProductDefinition, TProductDefinitionInput } from '@opentrace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { tagged } from '../../../lib/query-tags.ts';
import { saveJson } from '../../../lib/save-file.ts';

export type TTranslationKind = 'products' | 'attributes';

const TRANSLATION_PATHS: Record<TTranslationKind, string> = {
  products: '/api/product-definitions/translations',
  attributes: '/api/attributes/translations',
};

/** Every query of this feature sits under ['products'], so one invalidation refreshes the step. */
export const productKeys = {
  all: ['products', tagged('configuration')] as const,
  attributes: () => [...productKeys.all, 'attributes'] as const,
  definitions: () => [...productKeys.all, 'definitions'] as const,
  commodities: () => [...productKeys.all, 'commodities'] as const,
};

export function useAttributes() {
  return useQuery({
    queryKey: productKeys.attributes(),
    queryFn: ({ signal }) => api.get<TProductAttribute[]>('/api/attributes', { signal }),
  });
}

export function useProductDefinitions() {
  return useQuery({
    queryKey: productKeys.definitions(),
    queryFn: ({ signal }) => api.get<TProductDefinition[]>('/api/product-definitions', { signal }),
  });
}

export function useProductCommodities() {
  return useQuery({
    queryKey: productKeys.commodities(),
    queryFn: ({ signal }) => api.get<TCommodity[]>('/api/commodities', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Attributes and definitions refer to each other (usage counts, names), so both are refreshed. */
function useRefreshingMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }) });
}

export function useSaveAttribute() {
  return useRefreshingMutation(({ id, input }: { id?: string; input: TProductAttributeInput }) =>
    id ? api.put<TProductAttribute>(`/api/attributes/${id}`, input) : api.post<TProductAttribute>('/api/attributes', input),
  );
}

export function useDeleteAttribute() {
  return useRefreshingMutation((id: string) => api.delete<void>(`/api/attributes/${id}`));
}

export function useSaveDefinition() {
  return useRefreshingMutation(({ id, input }: { id?: string; input: TProductDefinitionInput }) =>
    id
      ? api.put<TProductDefinition>(`/api/product-definitions/${id}`, input)
      : api.post<TProductDefinition>('/api/product-definitions', input),
  );
}

export function useDeleteDefinition() {
  return useRefreshingMutation((id: string) => api.delete<void>(`/api/product-definitions/${id}`));
}

export function useUploadTranslations(kind: TTranslationKind) {
  return useRefreshingMutation((rows: unknown[]) => api.put<{ updated: number }>(TRANSLATION_PATHS[kind], rows));
}

export async function downloadTranslations(kind: TTranslationKind): Promise<void> {
  saveJson(`${kind === 'products' ? 'product' : 'attribute'}-translations.json`, await api.get<unknown[]>(TRANSLATION_PATHS[kind]));
}
