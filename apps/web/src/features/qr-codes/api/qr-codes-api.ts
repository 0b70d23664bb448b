import type { TQrCodeBatchDetail, TQrCodeBatchesDeleted, TQrCodeBatchInput, TQrCodeBatchPage, TQrCodeBatchState } from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { tagged } from '../../../lib/query-tags.ts';

export type TBatchListQuery = { status: TQrCodeBatchState; page: number; perPage: number };

/** Every query of this feature sits under ['qr-codes'], so one invalidation refreshes both screens. */
export const qrCodeKeys = {
  all: ['qr-codes', tagged('qr-codes')] as const,
  list: (query: TBatchListQuery) => [...qrCodeKeys.all, 'list', query] as const,
  detail: (batchId: string) => [...qrCodeKeys.all, 'detail', batchId] as const,
};

export function useQrCodeBatches(query: TBatchListQuery) {
  return useQuery({
    queryKey: qrCodeKeys.list(query),
    queryFn: ({ signal }) => api.get<TQrCodeBatchPage>('/api/qr-code-batches', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

export function useQrCodeBatch(batchId: string | null) {
  return useQuery({
    queryKey: qrCodeKeys.detail(batchId ?? ''),
    queryFn: ({ signal }) => api.get<TQrCodeBatchDetail>(`/api/qr-code-batches/${batchId}`, { signal }),
    enabled: batchId !== null,
  });
}

function useRefreshBatches() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: qrCodeKeys.all });
}

export function useGenerateQrCodes() {
  const refresh = useRefreshBatches();
  return useMutation({
    mutationFn: (input: TQrCodeBatchInput) => api.post<TQrCodeBatchDetail>('/api/qr-code-batches', input),
    onSuccess: refresh,
  });
}

export function useDeleteQrCodeBatch() {
  const refresh = useRefreshBatches();
  return useMutation({
    mutationFn: (batchId: string) => api.delete<void>(`/api/qr-code-batches/${batchId}`),
    onSuccess: refresh,
  });
}

export function useDeleteCompletedQrCodeBatches() {
  const refresh = useRefreshBatches();
  return useMutation({
    mutationFn: () => api.delete<TQrCodeBatchesDeleted>('/api/qr-code-batches'),
    onSuccess: refresh,
  });
}

export const downloadQrCodes = (batchId: string, fileName: string) => downloadFile(`/api/qr-code-batches/${batchId}/codes.csv`, fileName);
