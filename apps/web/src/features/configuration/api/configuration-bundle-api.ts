import type { TConfigurationBundle, TConfigurationImportSummary } from '@opentrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateTags } from '../../../lib/query-tags.ts';
import { saveJson } from '../../../lib/save-file.ts';

export async function downloadConfigurationBundle(): Promise<void> {
  const bundle = await api.get<TConfigurationBundle>('/api/configuration/export');
  saveJson(`configuration-${bundle.exportedAt.slice(0, 10)}.json`, bundle);
}

/** An import replaces the configuration (roles, products, map, indicators, questionnaires, business details). */
export function useImportConfigurationBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bundle: unknown) => api.post<TConfigurationImportSummary>('/api/configuration/import', bundle),
    onSuccess: () => invalidateTags(queryClient, ['configuration']),
  });
}
