import type { TPermissionNode, TRole, TRoleAttributeTranslationRow, TRoleAttributeTranslationSummary, TRoleInput } from '@opentrace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { roleKeys } from '../../../lib/roles-api.ts';
import { saveJson } from '../../../lib/save-file.ts';

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

export async function downloadRoleAttributeTranslations(): Promise<void> {
  saveJson('role-attribute-translations.json', await api.get<TRoleAttributeTranslationRow[]>(ATTRIBUTE_TRANSLATIONS));
}

export function useUploadRoleAttributeTranslations() {
  return useRoleMutation((rows: unknown[]) => api.put<TRoleAttributeTranslationSummary>(ATTRIBUTE_TRANSLATIONS, rows));
}
