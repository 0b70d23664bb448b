import {
  ZOrderSupplierEdit,
  type TLanguage,
  type TOrderFacility,
  type TOrderSupplier,
  type TOrderSupplierEdit,
  type TOrderSupplierInputFields,
} from '@opentrace/domain';
import { optionalRuleError, requiredError } from '../../../lib/field-rules.ts';
import { dateTextOf, momentToSend } from './order-date.ts';
import { dateError, trimmedOrAbsent, withoutEmpty, type TOrderFormWords } from './order-form.ts';

/**
 * A further order supplier (DOMAIN.md §5.1): who supplied the order supplier above it, when, and
 * under which documents; at least one of PO, invoice and packing-list number (spec §5).
 */

export type TOrderSupplierFormValues = {
  supplier: TOrderFacility | null;
  /** DD/MM/YYYY as typed. */
  purchasedAt: string;
  purchaseOrderNumber: string;
  invoiceNumber: string;
  packingListNumber: string;
};

export const ORDER_SUPPLIER_FIELDS = ['supplierId', 'purchasedAt', 'purchaseOrderNumber', 'invoiceNumber', 'packingListNumber'] as const;
export type TOrderSupplierField = (typeof ORDER_SUPPLIER_FIELDS)[number];
export type TOrderSupplierErrors = Partial<Record<TOrderSupplierField, string>>;

export type TOrderSupplierFormWords = {
  names: Record<TOrderSupplierField, string>;
  dates: TOrderFormWords['dates'];
  /** Shown on the PO field when no document number is given. */
  oneDocument: string;
};

export function emptyOrderSupplierForm(): TOrderSupplierFormValues {
  return { supplier: null, purchasedAt: '', purchaseOrderNumber: '', invoiceNumber: '', packingListNumber: '' };
}

export function orderSupplierFormOf(orderSupplier: TOrderSupplier): TOrderSupplierFormValues {
  return {
    supplier: orderSupplier.supplier,
    purchasedAt: dateTextOf(orderSupplier.purchasedAt),
    purchaseOrderNumber: orderSupplier.purchaseOrderNumber ?? '',
    invoiceNumber: orderSupplier.invoiceNumber ?? '',
    packingListNumber: orderSupplier.packingListNumber ?? '',
  };
}

const SHAPE = ZOrderSupplierEdit.shape;
const DOCUMENTS = ['purchaseOrderNumber', 'invoiceNumber', 'packingListNumber'] as const;

export function validateOrderSupplierForm(
  values: TOrderSupplierFormValues,
  now: Date,
  words: TOrderSupplierFormWords,
  language: TLanguage,
): TOrderSupplierErrors {
  const { names } = words;
  const tooLong = (field: (typeof DOCUMENTS)[number]) => optionalRuleError(SHAPE[field], values[field], names[field], language);
  const noDocument = DOCUMENTS.every((field) => values[field].trim() === '');
  return withoutEmpty<TOrderSupplierField>({
    supplierId: values.supplier === null ? requiredError(names.supplierId, language) : undefined,
    purchasedAt: dateError(values.purchasedAt, now, names.purchasedAt, words.dates, language),
    purchaseOrderNumber: noDocument ? words.oneDocument : tooLong('purchaseOrderNumber'),
    invoiceNumber: tooLong('invoiceNumber'),
    packingListNumber: tooLong('packingListNumber'),
  });
}

/** The body of PUT /api/orders/{id}/suppliers/{orderSupplierId}; `stored` is the edited one's moment, kept while its day is unchanged. */
export function toOrderSupplierEditBody(values: TOrderSupplierFormValues, now: Date, stored: string | null = null): TOrderSupplierEdit {
  return {
    supplierId: values.supplier?.id ?? '',
    purchasedAt: momentToSend(values.purchasedAt, now, stored),
    purchaseOrderNumber: trimmedOrAbsent(values.purchaseOrderNumber),
    invoiceNumber: trimmedOrAbsent(values.invoiceNumber),
    packingListNumber: trimmedOrAbsent(values.packingListNumber),
  };
}

/** The body of POST /api/orders/{id}/suppliers: a new order supplier below `parentId`. */
export function toOrderSupplierAddBody(values: TOrderSupplierFormValues, parentId: string, now: Date): TOrderSupplierInputFields {
  return { ...toOrderSupplierEditBody(values, now), parentId };
}
