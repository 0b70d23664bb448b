import type {
  TFacilityGroupDetail,
  TFacilityGroupImportResult,
  TFacilityGroupPage,
  TFacilityGroupValidation,
  TFarmAnswers,
} from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export type TGroupListQuery = { roleId: string; key?: string; page: number; perPage: number };

/** Every query of this feature sits under ['facility-groups'], so one invalidation refreshes the screen. */
export const facilityGroupKeys = {
  all: ['facility-groups'] as const,
  list: (query: TGroupListQuery) => [...facilityGroupKeys.all, 'list', query] as const,
  detail: (groupId: string) => [...facilityGroupKeys.all, 'detail', groupId] as const,
  farmAnswers: (groupId: string, farmId: string) => [...facilityGroupKeys.all, 'answers', groupId, farmId] as const,
};

export function useFacilityGroups(query: TGroupListQuery) {
  return useQuery({
    queryKey: facilityGroupKeys.list(query),
    queryFn: ({ signal }) => api.get<TFacilityGroupPage>('/api/facility-groups', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

export function useFacilityGroup(groupId: string | null) {
  return useQuery({
    queryKey: facilityGroupKeys.detail(groupId ?? ''),
    queryFn: ({ signal }) => api.get<TFacilityGroupDetail>(`/api/facility-groups/${groupId}`, { signal }),
    enabled: groupId !== null,
  });
}

export function useFarmAnswers(groupId: string, farmId: string | null) {
  return useQuery({
    queryKey: facilityGroupKeys.farmAnswers(groupId, farmId ?? ''),
    queryFn: ({ signal }) => api.get<TFarmAnswers>(`/api/facility-groups/${groupId}/farms/${farmId}/answers`, { signal }),
    enabled: farmId !== null,
  });
}

/** Checks a filled template; `facilityGroupId` makes it the check of that group's update. */
export function useValidateGroupFile() {
  return useMutation({
    mutationFn: ({ file, roleId, facilityGroupId }: { file: File; roleId: string; facilityGroupId?: string }) => {
      const form = new FormData();
      form.append('roleId', roleId);
      if (facilityGroupId) form.append('facilityGroupId', facilityGroupId);
      form.append('file', file);
      return api.post<TFacilityGroupValidation>('/api/facility-groups/validate-import-template', form);
    },
  });
}

function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: facilityGroupKeys.all });
}

export function useImportGroup() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (input: { fileId: string; roleId: string }) =>
      api.post<TFacilityGroupImportResult>('/api/facility-groups/import-data', input),
    onSuccess: refresh,
  });
}

export function useUpdateGroup() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: ({ groupId, fileId }: { groupId: string; fileId: string }) =>
      api.put<TFacilityGroupImportResult>(`/api/facility-groups/${groupId}/import-data`, { fileId }),
    onSuccess: refresh,
  });
}

export function useDeleteGroup() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (groupId: string) => api.delete<void>(`/api/facility-groups/${groupId}`),
    onSuccess: refresh,
  });
}

export const downloadBlankTemplate = (roleId: string, fileName: string) =>
  downloadFile(`/api/facility-groups/template?roleId=${encodeURIComponent(roleId)}`, fileName);

export const downloadGroupTemplate = (groupId: string, fileName: string) =>
  downloadFile(`/api/facility-groups/${groupId}/template`, fileName);
