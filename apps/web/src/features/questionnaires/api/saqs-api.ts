import type {
  TSaqImportSummary,
  TSaqQuestionnaire,
  TSaqRoleStatus,
  TSaqTranslationEntry,
  TSaqTranslationsSummary,
  TSaqValidationResult,
} from '@opentrace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { tagged } from '../../../lib/query-tags.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { saveJson } from '../../../lib/save-file.ts';

/** Every query of this feature sits under ['saqs'], so one invalidation refreshes the step. */
export const saqKeys = {
  all: ['saqs', tagged('configuration')] as const,
  roles: () => [...saqKeys.all, 'roles'] as const,
  questionnaire: (roleId: string) => [...saqKeys.all, 'questionnaire', roleId] as const,
};

const fileForm = (file: File, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
};

export function useSaqRoles() {
  return useQuery({ queryKey: saqKeys.roles(), queryFn: ({ signal }) => api.get<TSaqRoleStatus[]>('/api/saqs', { signal }) });
}

/** The imported questionnaire of a role; null while none has been imported (the API answers 404). */
export function useQuestionnaire(roleId: string) {
  return useQuery({
    queryKey: saqKeys.questionnaire(roleId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<TSaqQuestionnaire>(`/api/saqs/${roleId}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useValidateQuestionnaire(roleId: string) {
  return useMutation({
    mutationFn: ({ file, applySuggestions }: { file: File; applySuggestions: boolean }) =>
      api.post<TSaqValidationResult>(`/api/saqs/${roleId}/validate`, fileForm(file, { applySuggestions: String(applySuggestions) })),
  });
}

export function useImportQuestionnaire(roleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { fileId: string; confirmUnmapped: boolean }) => api.post<TSaqImportSummary>(`/api/saqs/${roleId}/import`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: saqKeys.all }),
  });
}

export const downloadQuestionnaireTemplate = (roleId: string, roleName: string) =>
  downloadFile(`/api/saqs/${roleId}/template`, `${roleName} questionnaire.xlsx`);

export async function downloadQuestionnaireTranslations(roleId: string, roleName: string) {
  const entries = await api.get<TSaqTranslationEntry[]>(`/api/saqs/${roleId}/translations`);
  saveJson(`${roleName}_translation.json`, entries);
}

export function useUploadQuestionnaireTranslations(roleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: unknown) => api.put<TSaqTranslationsSummary>(`/api/saqs/${roleId}/translations`, entries),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: saqKeys.questionnaire(roleId) }),
  });
}

export function useUploadFacilityGroupTemplate(roleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.put<void>(`/api/saqs/${roleId}/facility-group-template`, fileForm(file)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: saqKeys.roles() }),
  });
}

export const downloadFacilityGroupTemplate = (roleId: string, roleName: string) =>
  downloadFile(`/api/saqs/${roleId}/facility-group-template`, `${roleName} facility group template.xlsx`);
