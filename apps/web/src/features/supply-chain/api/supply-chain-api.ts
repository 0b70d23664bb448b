import type { TCalculatedField, TCalculatedFieldInput, TNodePositionsInput, TProductDefinition, TSupplyChainMap } from '@opentrace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { tagged } from '../../../lib/query-tags.ts';

export type TMapImpacts = { deletedLineIds: string[]; deletedNodeIds: string[]; impactNodeIds: string[] };

export const supplyChainKeys = {
  all: ['supplyChain', tagged('configuration')] as const,
  map: () => [...supplyChainKeys.all, 'map'] as const,
};

export function useSupplyChainMap() {
  return useQuery({
    queryKey: supplyChainKeys.map(),
    queryFn: ({ signal }) => api.get<TSupplyChainMap>('/api/supply-chain-nodes', { signal }),
  });
}

/** Every map write answers with (or changes) the whole map, so the cached map is simply refreshed. */
function useMapMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: supplyChainKeys.all }) });
}

/** Select the initial role, or add another flow. */
export function useStartChain() {
  return useMapMutation((body: { roleId: string; outputProductDefinitionIds: string[] }) =>
    api.post<TSupplyChainMap>('/api/supply-chain-nodes/chains', body),
  );
}

export function useAddLine() {
  return useMapMutation((body: { roleId: string; fromRoleId: string; outputProductDefinitionIds?: string[] }) =>
    api.post<TSupplyChainMap>('/api/supply-chain-nodes/lines', body),
  );
}

export function useUpdateOutputs() {
  return useMapMutation(({ roleId, outputs }: { roleId: string; outputs: string[] }) =>
    api.put<TSupplyChainMap>(`/api/supply-chain-nodes/${roleId}/outputs`, { outputProductDefinitionIds: outputs }),
  );
}

export function useDeleteFromMap() {
  return useMapMutation((target: { lineId: string } | { roleId: string }) =>
    'lineId' in target
      ? api.delete<TMapImpacts>(`/api/supply-chain-nodes/lines/${target.lineId}`)
      : api.delete<TMapImpacts>(`/api/supply-chain-nodes/${target.roleId}`),
  );
}

export function useSavePositions() {
  return useMapMutation((body: TNodePositionsInput) => api.put<void>('/api/supply-chain-nodes/positions', body));
}

export function useSaveCalculatedField() {
  return useMapMutation(({ id, input }: { id: string | null; input: TCalculatedFieldInput }) =>
    id ? api.put<TCalculatedField>(`/api/calculated-fields/${id}`, input) : api.post<TCalculatedField>('/api/calculated-fields', input),
  );
}

export function useDeleteCalculatedField() {
  return useMapMutation((id: string) => api.delete<void>(`/api/calculated-fields/${id}`));
}

// Previews: nothing is saved, so they are plain calls rather than cached queries.

export function fetchDeletionImpacts(target: { lineId: string } | { roleId: string }): Promise<TMapImpacts> {
  return api.get<TMapImpacts>('/api/supply-chain-nodes/deletion-impacts', { query: target });
}

export function fetchOutputImpacts(roleId: string, outputs: string[]): Promise<TMapImpacts> {
  return api.post<TMapImpacts>(`/api/supply-chain-nodes/${roleId}/update-impacts`, { outputProductDefinitionIds: outputs });
}

/**
 * Product definitions, for output and input pickers and formula variables. Read here rather than
 * through the products feature (features do not import each other); refetched whenever the step opens.
 */
export function useMapProductDefinitions() {
  return useQuery({
    queryKey: [...supplyChainKeys.all, 'productDefinitions'],
    queryFn: ({ signal }) => api.get<TProductDefinition[]>('/api/product-definitions', { signal }),
  });
}
