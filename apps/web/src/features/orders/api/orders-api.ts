import {
  ZOrderId,
  type TOrderDetail,
  type TOrderInputFields,
  type TOrderPage,
  type TOrderSupplierCandidatePage,
  type TOrderSupplierEdit,
  type TOrderSupplierInputFields,
} from '@opentrace/domain';
import { keepPreviousData, partialMatchKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { api } from '../../../lib/api.ts';
import { invalidateTags, tagged, tagsOf } from '../../../lib/query-tags.ts';
import type { TOrderListQuery } from '../model/order-list.ts';

const BASE = '/api/orders';

export type TCandidateQuery = { page: number; perPage: number; key?: string; parentId?: string };

/**
 * Every query of this feature sits under ['orders'] and carries the 'orders' tag: a write re-reads
 * them, and with them any other screen built on an order (the trace tags its queries the same way).
 */
export const orderKeys = {
  all: ['orders', tagged('orders')] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: TOrderListQuery) => [...orderKeys.lists(), query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  candidates: (query: TCandidateQuery) => [...orderKeys.all, 'supplier-candidates', query] as const,
};

const orderPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const orderSupplierPath = (id: string, orderSupplierId: string) => `${orderPath(id)}/suppliers/${encodeURIComponent(orderSupplierId)}`;

/** Whether an id can name an order at all; anything else is not asked for, it is simply not found. */
export const isOrderId = (id: string): boolean => ZOrderId.safeParse({ id }).success;

/** The API answers 404 for an order of another organisation (or none). */
export const isOrderNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export function useOrders(query: TOrderListQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => api.get<TOrderPage>(BASE, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** GET /api/orders/{id}, for the detail page and the edit form; their screens show its failures. */
export function useOrder(id: string | null) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<TOrderDetail>(orderPath(id ?? ''), { signal }),
    enabled: id !== null && isOrderId(id),
    meta: { errorShownInline: true },
  });
}

/** The facilities the caller may name: first suppliers, or with `parentId` the suppliers of that order supplier. */
export function useSupplierCandidates(query: TCandidateQuery) {
  return useQuery({
    queryKey: orderKeys.candidates(query),
    queryFn: ({ signal }) => api.get<TOrderSupplierCandidatePage>(`${BASE}/supplier-candidates`, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => invalidateTags(queryClient, ['orders']);
}

export function useAddOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (body: TOrderInputFields) => api.post<TOrderDetail>(BASE, body),
    onSuccess: refresh,
  });
}

export function useEditOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TOrderInputFields }) => api.put<TOrderDetail>(orderPath(id), body),
    onSuccess: refresh,
  });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<undefined>(orderPath(id)),
    onSuccess: (_answer, id) => {
      const gone = orderKeys.detail(id);
      // The deleted order's own detail would only answer 404 now, on the screen that is leaving it: it is not re-read.
      return queryClient.invalidateQueries({
        predicate: (query) => tagsOf(query.queryKey).includes('orders') && !partialMatchKey(query.queryKey, gone),
      });
    },
  });
}

export function useAddOrderSupplier() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: TOrderSupplierInputFields }) =>
      api.post<unknown>(`${orderPath(orderId)}/suppliers`, body),
    onSuccess: refresh,
  });
}

export function useEditOrderSupplier() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ orderId, orderSupplierId, body }: { orderId: string; orderSupplierId: string; body: TOrderSupplierEdit }) =>
      api.put<unknown>(orderSupplierPath(orderId, orderSupplierId), body),
    onSuccess: refresh,
  });
}

/** Deletes the order supplier with every order supplier below it. */
export function useDeleteOrderSupplier() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ orderId, orderSupplierId }: { orderId: string; orderSupplierId: string }) =>
      api.delete<undefined>(orderSupplierPath(orderId, orderSupplierId)),
    onSuccess: refresh,
  });
}
