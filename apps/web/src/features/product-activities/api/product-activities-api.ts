import {
  parseLanguage,
  type TActivityDefinition,
  type TActivityProduct,
  type TActivityReceipt,
  type TAssignProductsInput,
  type TByProductInput,
  type TByProductStock,
  type TPurchaseInput,
  type TRequiredSellers,
  type TSaleInput,
  type TTransactionPartnerPage,
  type TTransportInput,
  type TUploadedFile,
} from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { invalidateTags, tagged } from '../../../lib/query-tags.ts';
import { ACTIVITY_CHANGES, type TActivityKind } from '../activity-changes.ts';
import { uploadBatches, type TDocumentPurpose, type TUploadedDocument } from '../documents.ts';

/** Definitions come translated by the Language header, hence the language in their keys. */
export const productActivityKeys = {
  all: ['product-activities'] as const,
  partners: (kind: TPartnerPickerKind, query: TPartnerPickerQuery) => [...productActivityKeys.all, 'partners', kind, query] as const,
  requiredSellers: () => [...productActivityKeys.all, 'required-sellers'] as const,
  purchasedDefinitions: (fromFacilityId: string | null, language: string) =>
    [...productActivityKeys.all, 'purchased-definitions', tagged('configuration'), fromFacilityId ?? '', language] as const,
  outputDefinitions: (language: string) => [...productActivityKeys.all, 'output-definitions', tagged('configuration'), language] as const,
  byProductStock: (recordedAt: string) => [...productActivityKeys.all, 'by-product-stock', tagged('stock'), recordedAt] as const,
};

function useLanguage(): string {
  return parseLanguage(useTranslation().i18n.language);
}

export type TPartnerPickerKind = 'sellers' | 'purchasers' | 'transporters';
/** A type alias (not an interface) so it fits the API client's query record. */
export type TPartnerPickerQuery = { page: number; perPage: number; key?: string; productDefinitionId?: string };

/** The counterparts a purchase, sale or transport may name (GET /api/partners/{kind}). */
export function useTransactionPartners(kind: TPartnerPickerKind, query: TPartnerPickerQuery) {
  return useQuery({
    queryKey: productActivityKeys.partners(kind, query),
    queryFn: ({ signal }) => api.get<TTransactionPartnerPage>(`/api/partners/${kind}`, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** Whether a purchase may leave the seller out, and the non-participating role it then names. */
export function useRequiredSellers() {
  return useQuery({
    queryKey: productActivityKeys.requiredSellers(),
    queryFn: ({ signal }) => api.get<TRequiredSellers>('/api/events/purchases/required-sellers', { signal }),
  });
}

/** What the caller may buy, from one seller when it is known. */
export function usePurchasedDefinitions(fromFacilityId: string | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: productActivityKeys.purchasedDefinitions(fromFacilityId, language),
    queryFn: ({ signal }) =>
      api.get<TActivityDefinition[]>('/api/product-definitions/purchased-product-definitions', {
        query: fromFacilityId ? { fromFacilityId } : {},
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** What the caller's facility makes, as outputs of an assignment of product IDs. */
export function useOutputDefinitions() {
  const language = useLanguage();
  return useQuery({
    queryKey: productActivityKeys.outputDefinitions(language),
    queryFn: ({ signal }) => api.get<TActivityDefinition[]>('/api/events/assign-products/definitions', { signal }),
  });
}

/** The by-product stock of the window containing `recordedAt` (an ISO instant), once one is typed. */
export function useByProductStock(recordedAt: string | null) {
  return useQuery({
    queryKey: productActivityKeys.byProductStock(recordedAt ?? ''),
    queryFn: ({ signal }) =>
      api.get<TByProductStock>('/api/events/record-by-product/stock', { query: { recordedAt: recordedAt ?? '' }, signal }),
    enabled: recordedAt !== null,
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** Where each activity looks a product up by product ID or QR code. */
export const LOOKUP_PATHS = {
  purchase: '/api/events/purchases/products',
  sale: '/api/events/sells/products',
  transport: '/api/events/transports/products',
  transformation: '/api/events/assign-products/products',
} as const;
export type TLookupPath = (typeof LOOKUP_PATHS)[keyof typeof LOOKUP_PATHS];

/** Asked when someone types or scans an ID, so a mutation rather than a query (no caching of "not found"). */
export function useProductLookup(path: TLookupPath) {
  return useMutation({
    mutationFn: (code: string) => api.get<TActivityProduct>(`${path}/${encodeURIComponent(code)}`),
  });
}

/** Uploads files for an activity, five per call (the API's limit), keeping each file's size for the list. */
export function useUploadDocuments(purpose: TDocumentPurpose) {
  return useMutation({
    mutationFn: async (files: readonly File[]): Promise<TUploadedDocument[]> => {
      const uploaded: TUploadedDocument[] = [];
      for (const batch of uploadBatches(files)) {
        const form = new FormData();
        for (const file of batch) form.append('files', file);
        const stored = await api.post<TUploadedFile[]>('/api/upload/files', form, { query: { purpose } });
        stored.forEach((file, index) => uploaded.push({ name: file.name, blobName: file.blobName, size: batch[index]?.size ?? null }));
      }
      return uploaded;
    },
  });
}

/** A logged activity changes what other screens show; only their queries (ACTIVITY_CHANGES) are re-read. */
function useLogActivity<TInput>(path: string, kind: TActivityKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInput) => api.post<TActivityReceipt>(path, body),
    // Not awaited: the form leaves as soon as the activity is saved.
    onSuccess: () => void invalidateTags(queryClient, ACTIVITY_CHANGES[kind]),
  });
}

export const useLogPurchase = () => useLogActivity<TPurchaseInput>('/api/events/purchases', 'purchase');
export const useLogSale = () => useLogActivity<TSaleInput>('/api/events/sells', 'sale');
export const useLogTransport = () => useLogActivity<TTransportInput>('/api/events/transports', 'transport');
export const useAssignProducts = () => useLogActivity<TAssignProductsInput>('/api/events/assign-products', 'transformation');
export const useRecordByProduct = () => useLogActivity<TByProductInput>('/api/events/record-by-product', 'byProduct');
