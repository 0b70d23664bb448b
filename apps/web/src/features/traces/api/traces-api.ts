import type { TOrderDetail, TTrace } from '@opentrace/domain';
import { ZOrderId } from '@opentrace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download-file.ts';

/** Every query of this feature sits under ['traces']; a reset re-reads the order's trace. */
export const traceKeys = {
  all: ['traces'] as const,
  orders: () => [...traceKeys.all, 'order'] as const,
  order: (id: string) => [...traceKeys.orders(), id] as const,
  traces: () => [...traceKeys.all, 'trace'] as const,
  trace: (id: string) => [...traceKeys.traces(), id] as const,
};

const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

/** Whether an id can name an order at all; anything else is not asked for, it is simply not found. */
export const isOrderId = (id: string): boolean => ZOrderId.safeParse({ id }).success;

/** The API answers 404 for an order of another organisation, as for one that does not exist. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** GET /api/orders/{id}: the header of the trace page and the documents its notices name. */
export function useTraceOrder(id: string) {
  return useQuery({
    queryKey: traceKeys.order(id),
    queryFn: ({ signal }) => api.get<TOrderDetail>(orderPath(id), { signal }),
    enabled: isOrderId(id),
    meta: { errorShownInline: true },
  });
}

/** GET /api/orders/{id}/trace: one response feeds the graph, the list and the supplier list. */
export function useTrace(id: string) {
  return useQuery({
    queryKey: traceKeys.trace(id),
    queryFn: ({ signal }) => api.get<TTrace>(`${orderPath(id)}/trace`, { signal }),
    enabled: isOrderId(id),
    meta: { errorShownInline: true },
  });
}

/** Drops the cached trace on the server and computes it afresh from today's transactions. */
export function useResetTrace(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>(`${orderPath(id)}/trace/reset`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: traceKeys.trace(id) }),
  });
}

export type TTraceDownload = 'documents' | 'pdf' | 'epcis';

const DOWNLOAD_EXTENSIONS: Record<TTraceDownload, string> = { documents: 'zip', pdf: 'pdf', epcis: 'jsonld' };

/** The saved file's name: its translated base (what it is and the order's PO) with the format's extension. */
export const traceDownloadName = (kind: TTraceDownload, baseName: string) => `${baseName}.${DOWNLOAD_EXTENSIONS[kind]}`;

/** Downloads the documents zip, the evidence-pack PDF or the EPCIS 2.0 export with the session's token. */
export function useTraceDownload(id: string) {
  return useMutation({
    mutationFn: ({ kind, fileName }: { kind: TTraceDownload; fileName: string }) =>
      downloadFile(`${orderPath(id)}/trace/${kind}`, fileName),
  });
}
