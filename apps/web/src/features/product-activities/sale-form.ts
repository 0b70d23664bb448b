import { ZSaleInput, type TSaleInput } from '@opentrace/domain';
import { toFileReferences, type TUploadedDocument } from './documents.ts';
import { mergeMessages, schemaMessages, type TCheckContext, type TFieldMessages } from './form-checks.ts';
import { parseNumberText } from './number-text.ts';
import type { TChoice } from './partner-choices.ts';
import {
  emptyPrice,
  emptyTrade,
  priceMessages,
  samePaths,
  toTradeBody,
  tradeMessages,
  type TPriceValues,
  type TTradeValues,
} from './trade-form.ts';

/**
 * The sale form (DOMAIN.md §4.3): the purchaser, the products, the invoice and packing list (numbers
 * and files), when, and an optional price.
 */

export type TSaleValues = TTradeValues &
  TPriceValues & {
    purchaser: TChoice | null;
    invoiceNumber: string;
    invoices: readonly TUploadedDocument[];
    packingListNumber: string;
    packingLists: readonly TUploadedDocument[];
  };

const SALE_FIELDS = [
  'toFacilityId',
  'productIds',
  'invoiceNumber',
  'uploadInvoices',
  'packingListNumber',
  'uploadPackingLists',
  'transactedAt',
  'price',
  'currency',
] as const;
export type TSaleField = (typeof SALE_FIELDS)[number];
export type TSaleErrors = TFieldMessages<TSaleField>;

export const SALE_PATHS = samePaths(SALE_FIELDS);

export function emptySale(now: Date): TSaleValues {
  return { ...emptyTrade(now), ...emptyPrice(), purchaser: null, invoiceNumber: '', invoices: [], packingListNumber: '', packingLists: [] };
}

export function toSaleInput(values: TSaleValues): TSaleInput {
  return {
    ...toTradeBody(values),
    toFacilityId: values.purchaser?.id ?? '',
    invoiceNumber: values.invoiceNumber.trim(),
    packingListNumber: values.packingListNumber.trim(),
    uploadInvoices: toFileReferences(values.invoices),
    uploadPackingLists: toFileReferences(values.packingLists),
    price: parseNumberText(values.price),
    currency: values.currency,
  };
}

export function checkSale(values: TSaleValues, context: TCheckContext<TSaleField>): TSaleErrors {
  const own: TSaleErrors = {
    ...tradeMessages(values, { field: 'toFacilityId', chosen: values.purchaser }, context),
    ...priceMessages(values, context),
  };
  return mergeMessages(own, schemaMessages(ZSaleInput, toSaleInput(values), SALE_PATHS, context));
}
