import type { TBusinessDetails, TBusinessDetailsInput, TRiskMethod, TRiskMethodInput, TSessionUser } from '@opentrace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { tagged } from '../../../lib/query-tags.ts';
import { appBrandingKey } from '../../../lib/app-branding.ts';
import { updateSessionUser } from '../../../lib/session.ts';

export const configurationKeys = {
  all: ['configuration', tagged('configuration')] as const,
  businessDetails: () => [...configurationKeys.all, 'business-details'] as const,
  riskMethod: () => [...configurationKeys.all, 'risk-method'] as const,
  commodities: () => [...configurationKeys.all, 'commodities'] as const,
};

export function useBusinessDetails() {
  return useQuery({
    queryKey: configurationKeys.businessDetails(),
    queryFn: ({ signal }) => api.get<TBusinessDetails>('/api/business-details', { signal }),
  });
}

/** Every mutation answers with the new business details, which replace the cached ones. */
function useDetailsMutation<TInput>(send: (input: TInput) => Promise<TBusinessDetails>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (details) => queryClient.setQueryData(configurationKeys.businessDetails(), details),
  });
}

export function useSaveBusinessDetails() {
  const queryClient = useQueryClient();
  return useDetailsMutation(async (input: TBusinessDetailsInput) => {
    const details = await api.put<TBusinessDetails>('/api/business-details', input);
    // The header shows the new name and logo at once.
    await queryClient.invalidateQueries({ queryKey: appBrandingKey });
    return details;
  });
}

export const useCompleteStep = () =>
  useDetailsMutation((step: number) => api.post<TBusinessDetails>('/api/business-details/completed-steps', { step }));

/**
 * Configure system, or switch back: the session user carries the completion date that decides the
 * menu, so it is re-read and stored before the caller navigates.
 */
function useConfigurationSwitch(path: string) {
  return useDetailsMutation(async () => {
    const details = await api.post<TBusinessDetails>(path);
    updateSessionUser(await api.get<TSessionUser>('/api/users/me'));
    return details;
  });
}

export const useConfigureSystem = () => useConfigurationSwitch('/api/business-details/configuration-systems');
export const useSwitchToConfiguration = () => useConfigurationSwitch('/api/business-details/switch-to-configuration');

export function useCommodities() {
  return useQuery({
    queryKey: configurationKeys.commodities(),
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/api/commodities', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('files', file);
  const [uploaded] = await api.post<{ blobName: string }[]>('/api/upload/files', form, { query: { purpose: 'logo' } });
  if (!uploaded) throw new Error('The upload returned no file');
  return uploaded.blobName;
}

export function useRiskMethod() {
  return useQuery({
    queryKey: configurationKeys.riskMethod(),
    queryFn: ({ signal }) => api.get<TRiskMethod>('/api/risk-assessment-method', { signal }),
  });
}

export function useSaveRiskMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRiskMethodInput) => api.put<TRiskMethod>('/api/risk-assessment-method', input),
    onSuccess: async (method) => {
      queryClient.setQueryData(configurationKeys.riskMethod(), method);
      await queryClient.invalidateQueries({ queryKey: configurationKeys.businessDetails() });
    },
  });
}
