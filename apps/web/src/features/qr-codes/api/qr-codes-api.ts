import type {
  TActivityProduct,
  TQrCodeBatchDetail,
  TQrCodeBatchesDeleted,
  TQrCodeBatchInput,
  TQrCodeBatchPage,
  TQrCodeBatchState,
  TLabelledProduct,
  TQrLabelContent,
} from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { tagged } from '../../../lib/query-tags.ts';
import type { labelLookups, TLookupOutcome } from '../label-lookups.ts';

export type TBatchListQuery = { status: TQrCodeBatchState; page: number; perPage: number };

/** Every query of this feature sits under ['qr-codes'], so one invalidation refreshes both screens. */
export const qrCodeKeys = {
  all: ['qr-codes', tagged('qr-codes')] as const,
  list: (query: TBatchListQuery) => [...qrCodeKeys.all, 'list', query] as const,
  detail: (batchId: string) => [...qrCodeKeys.all, 'detail', batchId] as const,
  labelProduct: (code: string, activities: readonly string[]) =>
    [...qrCodeKeys.all, 'label-product', tagged('stock'), code, ...activities] as const,
  labelledProduct: (code: string) => [...qrCodeKeys.all, 'labelled-product', tagged('stock'), code] as const,
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

/** The printed labels: a zip of one PDF per code, one PDF for a label printer (`label`), or A4 sheets (`a4`). */
export type TLabelsFormat = 'zip' | 'label' | 'a4';
export type TLabelsOptions = { format: TLabelsFormat; assignedOnly: boolean; content: TQrLabelContent };

function labelsPath(batchId: string, { format, assignedOnly, content }: TLabelsOptions): string {
  const query = new URLSearchParams({ assignedOnly: String(assignedOnly), content });
  if (format !== 'zip') query.set('layout', format);
  return `/api/qr-code-batches/${batchId}/labels.${format === 'zip' ? 'zip' : 'pdf'}?${query.toString()}`;
}

export const downloadQrLabels = (batchId: string, options: TLabelsOptions, fileName: string) =>
  downloadFile(labelsPath(batchId, options), fileName);

/**
 * The product carrying a label, through every look-up the user may make at once: a 422 means the
 * product is theirs to see but not ready for that activity, anything else below 500 that it is not there.
 */
export function useLabelProduct(code: string, lookups: ReturnType<typeof labelLookups>) {
  return useQuery({
    queryKey: qrCodeKeys.labelProduct(
      code,
      lookups.map((lookup) => lookup.activity),
    ),
    queryFn: ({ signal }) =>
      Promise.all(
        lookups.map(async ({ activity, path, screen }): Promise<TLookupOutcome> => {
          try {
            return { activity, screen, found: await api.get<TActivityProduct>(`${path}/${encodeURIComponent(code)}`, { signal }) };
          } catch (error) {
            if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.sessionEnded) throw error;
            return error.status === 422 ? { activity, screen, refused: error.message } : { activity, screen, missing: true };
          }
        }),
      ),
    meta: { errorShownInline: true },
  });
}

/** The product a label is on, for a reader who may see every product; null when there is none they may see (404). */
export function useLabelledProduct(code: string) {
  return useQuery({
    queryKey: qrCodeKeys.labelledProduct(code),
    queryFn: async ({ signal }): Promise<TLabelledProduct | null> => {
      try {
        return await api.get<TLabelledProduct>(`/api/products/by-qr-code/${encodeURIComponent(code)}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    meta: { errorShownInline: true },
  });
}
