import type { TPermissionNode, TRole, TRoleAttributeTranslationRow, TRoleAttributeTranslationSummary, TRoleInput } from '@opentrace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { roleKeys } from '../../../lib/roles-api.ts';

/** The permission tree never changes while the app runs. */
export function usePermissionTree() {
  return useQuery({
    queryKey: ['permissions', 'tree'],
    queryFn: ({ signal }) => api.get<TPermissionNode[]>('/permissions', { signal }),
    staleTime: Infinity,
  });
}

/** Every role write refreshes the shared role list (user pickers, the map) as well as this step. */
function useRoleMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

export function useSaveRole() {
  return useRoleMutation(({ id, input }: { id: string | null; input: TRoleInput }) =>
    id ? api.put<TRole>(`/api/roles/${id}`, input) : api.post<TRole>('/api/roles', input),
  );
}

export function useDeleteRole() {
  return useRoleMutation((id: string) => api.delete<void>(`/api/roles/${id}`));
}

const ATTRIBUTE_TRANSLATIONS = '/api/roles/attribute-translations';

/** Saves the role-attribute translation file the browser way: a JSON blob behind a temporary link. */
export async function downloadRoleAttributeTranslations(): Promise<void> {
  const rows = await api.get<TRoleAttributeTranslationRow[]>(ATTRIBUTE_TRANSLATIONS);
  const url = URL.createObjectURL(new Blob([JSON.stringify(rows, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'role-attribute-translations.json';
  link.click();
  URL.revokeObjectURL(url);
}

export function useUploadRoleAttributeTranslations() {
  return useRoleMutation((rows: unknown[]) => api.put<TRoleAttributeTranslationSummary>(ATTRIBUTE_TRANSLATIONS, rows));
}
