import {
  SUPPLIER_TEMPLATE_FILE_NAME,
  type TAddSupplier,
  type TOrderPage,
  type TEditSupplier,
  type TSupplierCandidatePage,
  type TSupplierDetail,
  type TSupplierImportCheck,
  type TSupplierImportResult,
  type TSupplierMap,
  type TSupplierPage,
  type TSupplierPartner,
  type TSupplierRole,
  ZSupplierId,
} from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { api } from '../../../lib/api.ts';
import { tagged } from '../../../lib/query-tags.ts';
import type { TSupplierListQuery } from '../model/supplier-list.ts';

const BASE = '/api/brands/suppliers';

export type TSupplierSearchQuery = { page: number; perPage: number; key?: string };
export type TPartnerCandidatesQuery = { roleId: string; supplierId?: string };

/** Every query of this feature sits under ['suppliers']; writes refresh only what a supplier change alters. */
export const supplierKeys = {
  all: ['suppliers'] as const,
  roles: () => [...supplierKeys.all, 'roles'] as const,
  lists: () => [...supplierKeys.all, 'list'] as const,
  list: (query: TSupplierListQuery) => [...supplierKeys.lists(), query] as const,
  search: (query: TSupplierSearchQuery) => [...supplierKeys.all, 'search', query] as const,
  partnerCandidates: (query: TPartnerCandidatesQuery) => [...supplierKeys.all, 'partner-candidates', query] as const,
  mapping: () => [...supplierKeys.all, 'mapping'] as const,
  details: () => [...supplierKeys.all, 'detail'] as const,
  detail: (id: string) => [...supplierKeys.details(), id] as const,
  orders: (id: string) => [...supplierKeys.detail(id), 'orders', tagged('orders')] as const,
};

const supplierPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** The map's roles change only during configuration, so one read serves the visit. */
export function useSupplierRoles() {
  return useQuery({
    queryKey: supplierKeys.roles(),
    queryFn: ({ signal }) => api.get<TSupplierRole[]>(`${BASE}/roles`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useSuppliers(query: TSupplierListQuery) {
  return useQuery({
    queryKey: supplierKeys.list(query),
    queryFn: ({ signal }) => api.get<TSupplierPage>(BASE, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** Existing facilities the brand may add: on the map and not its suppliers yet. */
export function useSupplierSearch(query: TSupplierSearchQuery, enabled = true) {
  return useQuery({
    queryKey: supplierKeys.search(query),
    queryFn: ({ signal }) => api.get<TSupplierCandidatePage>(`${BASE}/search`, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { errorShownInline: true },
  });
}

/** The brand's suppliers whose role is next to `roleId` on the map; asked only once a role is known. */
export function usePartnerCandidates(query: TPartnerCandidatesQuery | null) {
  return useQuery({
    queryKey: supplierKeys.partnerCandidates(query ?? { roleId: '' }),
    queryFn: ({ signal }) => api.get<TSupplierPartner[]>(`${BASE}/partner-candidates`, { query: query ?? undefined, signal }),
    enabled: query !== null,
    meta: { errorShownInline: true },
  });
}

export function useSupplierMap(enabled = true) {
  return useQuery({
    queryKey: supplierKeys.mapping(),
    queryFn: ({ signal }) => api.get<TSupplierMap>(`${BASE}/mapping`, { signal }),
    enabled,
    meta: { errorShownInline: true },
  });
}

/** Whether an id can name a supplier at all; anything else is not asked for, it is simply not found. */
export const isSupplierId = (id: string): boolean => ZSupplierId.safeParse({ id }).success;

/** The API answers 404 for a facility that is not one of the brand's suppliers (or does not exist). */
export const isSupplierNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** GET /api/brands/suppliers/{id}, for the detail page and the edit form; their screens show its failures. */
export function useSupplier(id: string | null) {
  return useQuery({
    queryKey: supplierKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<TSupplierDetail>(supplierPath(id ?? ''), { signal }),
    enabled: id !== null && isSupplierId(id),
    meta: { errorShownInline: true },
  });
}

/** The most recent orders the caller placed that name this supplier, for its detail (GET /api/orders?supplierId=). */
export const SUPPLIER_ORDERS_SHOWN = 10;

export function useSupplierOrders(id: string, enabled: boolean) {
  return useQuery({
    queryKey: supplierKeys.orders(id),
    queryFn: ({ signal }) =>
      api.get<TOrderPage>(`/api/orders?supplierId=${encodeURIComponent(id)}&perPage=${SUPPLIER_ORDERS_SHOWN}`, { signal }),
    enabled: enabled && isSupplierId(id),
    meta: { errorShownInline: true },
  });
}

function useRefreshSuppliers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [supplierKeys.lists(), supplierKeys.mapping(), supplierKeys.details()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useAddSupplier() {
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: (body: TAddSupplier) => api.post<TSupplierDetail>(BASE, body),
    onSuccess: refresh,
  });
}

export function useEditSupplier() {
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TEditSupplier }) => api.put<TSupplierDetail>(supplierPath(id), body),
    onSuccess: refresh,
  });
}

/** Ends only this brand's link (and its partner links); the facility and its data stay. */
export function useRemoveSupplier() {
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: (id: string) => api.delete<undefined>(supplierPath(id)),
    onSuccess: refresh,
  });
}

/**
 * The browser downloads the template itself, through a link carrying a short-lived token: the file
 * arrives with the server's name and never passes through the page's memory.
 */
export function useDownloadSupplierTemplate() {
  return useMutation({
    mutationFn: async () => {
      const { shortToken } = await api.post<{ shortToken: string }>('/auth/short-token');
      const link = document.createElement('a');
      link.href = `${BASE}/import/template?shortToken=${encodeURIComponent(shortToken)}`;
      link.download = SUPPLIER_TEMPLATE_FILE_NAME;
      link.click();
    },
  });
}

/** Checks a filled template; nothing is saved until its importId is imported. */
export function useValidateSupplierFile() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<TSupplierImportCheck>(`${BASE}/import/validate`, form);
    },
  });
}

export function useImportSuppliers() {
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: (importId: string) => api.post<TSupplierImportResult>(`${BASE}/import/${encodeURIComponent(importId)}`),
    onSuccess: refresh,
  });
}
