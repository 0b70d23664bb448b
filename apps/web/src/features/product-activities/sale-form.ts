import { ZSaleInput, type TActivityProduct, type TCurrency, type TSaleInput } from '@opentrace/domain';
import { dateTimeText, parseDateTime } from './date-time-text.ts';
import { toFileReferences, type TUploadedDocument } from './documents.ts';
import {
  mergeMessages,
  message,
  momentMessage,
  numberMessage,
  requiredMessage,
  schemaMessages,
  type TCheckContext,
  type TFieldMessages,
} from './form-checks.ts';
import { parseNumberText } from './number-text.ts';
import type { TChoice } from './partner-choices.ts';

/**
 * The sale form (DOMAIN.md §4.3): the purchaser, the products, the invoice and packing list (numbers
 * and files), when, and an optional price.
 */

export type TSaleValues = {
  purchaser: TChoice | null;
  products: readonly TActivityProduct[];
  invoiceNumber: string;
  invoices: readonly TUploadedDocument[];
  packingListNumber: string;
  packingLists: readonly TUploadedDocument[];
  transactedAt: string;
  price: string;
  currency: TCurrency | null;
};

export type TSaleField =
  | 'toFacilityId'
  | 'productIds'
  | 'invoiceNumber'
  | 'uploadInvoices'
  | 'packingListNumber'
  | 'uploadPackingLists'
  | 'transactedAt'
  | 'price'
  | 'currency';
export type TSaleErrors = TFieldMessages<TSaleField>;

export const SALE_PATHS: Readonly<Record<string, TSaleField>> = {
  toFacilityId: 'toFacilityId',
  productIds: 'productIds',
  invoiceNumber: 'invoiceNumber',
  uploadInvoices: 'uploadInvoices',
  packingListNumber: 'packingListNumber',
  uploadPackingLists: 'uploadPackingLists',
  transactedAt: 'transactedAt',
  price: 'price',
  currency: 'currency',
};

export function emptySale(now: Date): TSaleValues {
  return {
    purchaser: null,
    products: [],
    invoiceNumber: '',
    invoices: [],
    packingListNumber: '',
    packingLists: [],
    transactedAt: dateTimeText(now),
    price: '',
    currency: null,
  };
}

export function toSaleInput(values: TSaleValues): TSaleInput {
  return {
    toFacilityId: values.purchaser?.id ?? '',
    productIds: values.products.map((product) => product.id),
    invoiceNumber: values.invoiceNumber.trim(),
    packingListNumber: values.packingListNumber.trim(),
    transactedAt: parseDateTime(values.transactedAt)?.toISOString() ?? '',
    uploadInvoices: toFileReferences(values.invoices),
    uploadPackingLists: toFileReferences(values.packingLists),
    price: parseNumberText(values.price),
    currency: values.currency,
  };
}

export function checkSale(values: TSaleValues, context: TCheckContext<TSaleField>): TSaleErrors {
  const { language, names } = context;
  const own: TSaleErrors = {
    toFacilityId: values.purchaser === null ? requiredMessage(language, names.toFacilityId) : undefined,
    productIds: values.products.length === 0 ? message(language, 'activities.noProducts') : undefined,
    transactedAt: momentMessage(values.transactedAt, 'transactedAt', context),
    price: numberMessage(values.price, 'price', context, values.currency !== null),
    currency: values.price.trim() !== '' && values.currency === null ? requiredMessage(language, names.currency) : undefined,
  };
  return mergeMessages(own, schemaMessages(ZSaleInput, toSaleInput(values), SALE_PATHS, context));
}
