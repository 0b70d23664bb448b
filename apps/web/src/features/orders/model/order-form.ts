import {
  ZOrderInput,
  type TLanguage,
  type TOrderFacility,
  type TOrderInputFields,
  type TOrderListItem,
  type TProductQuantityUnit,
} from '@opentrace/domain';
import { optionalRuleError, requiredError, ruleError } from '../../../lib/field-rules.ts';
import { dateTextOf, momentToSend, purchaseDateProblem, type TDateProblem } from './order-date.ts';

/**
 * The add and edit order form (DOMAIN.md §5.1): the first supplier, the order's documents, its date
 * and what was ordered. Checked here with the API's own schema first.
 */

export type TOrderFormValues = {
  supplier: TOrderFacility | null;
  purchaseOrderNumber: string;
  /** DD/MM/YYYY as typed. */
  purchasedAt: string;
  productDescription: string;
  /** As the number field holds it: '' while empty. */
  quantity: number | string;
  quantityUnit: TProductQuantityUnit;
  invoiceNumber: string;
  packingListNumber: string;
};

/** The form's fields by the names the API gives them in its problems. */
export const ORDER_FIELDS = [
  'supplierId',
  'purchaseOrderNumber',
  'purchasedAt',
  'productDescription',
  'quantity',
  'quantityUnit',
  'invoiceNumber',
  'packingListNumber',
] as const;
export type TOrderField = (typeof ORDER_FIELDS)[number];
export type TOrderErrors = Partial<Record<TOrderField, string>>;

/** The words naming each field inside a message ("This purchase order number is required"), and the date messages. */
export type TOrderFormWords = { names: Record<TOrderField, string>; dates: Record<Exclude<TDateProblem, 'required'>, string> };

export function emptyOrderForm(): TOrderFormValues {
  return {
    supplier: null,
    purchaseOrderNumber: '',
    purchasedAt: '',
    productDescription: '',
    quantity: '',
    // Most orders are weighed, and a trace compares weights in kilograms.
    quantityUnit: 'Kilograms',
    invoiceNumber: '',
    packingListNumber: '',
  };
}

export function orderFormOf(order: TOrderListItem): TOrderFormValues {
  return {
    supplier: order.supplier,
    purchaseOrderNumber: order.purchaseOrderNumber,
    purchasedAt: dateTextOf(order.purchasedAt),
    productDescription: order.productDescription,
    quantity: order.quantity,
    quantityUnit: order.quantityUnit,
    invoiceNumber: order.invoiceNumber ?? '',
    packingListNumber: order.packingListNumber ?? '',
  };
}

const SHAPE = ZOrderInput.shape;

/** A DD/MM/YYYY date field's problem in words; shared with the order supplier form. */
export function dateError(text: string, now: Date, name: string, messages: TOrderFormWords['dates'], language: TLanguage) {
  const problem = purchaseDateProblem(text, now);
  if (problem === null) return undefined;
  return problem === 'required' ? requiredError(name, language) : messages[problem];
}

export function validateOrderForm(values: TOrderFormValues, now: Date, words: TOrderFormWords, language: TLanguage): TOrderErrors {
  const { names } = words;
  const text = (field: 'purchaseOrderNumber' | 'productDescription') =>
    values[field].trim() === '' ? requiredError(names[field], language) : ruleError(SHAPE[field], values[field], names[field], language);
  const optional = (field: 'invoiceNumber' | 'packingListNumber') => optionalRuleError(SHAPE[field], values[field], names[field], language);
  const quantity =
    values.quantity === ''
      ? requiredError(names.quantity, language)
      : ruleError(SHAPE.quantity, Number(values.quantity), names.quantity, language);
  return withoutEmpty({
    supplierId: values.supplier === null ? requiredError(names.supplierId, language) : undefined,
    purchaseOrderNumber: text('purchaseOrderNumber'),
    purchasedAt: dateError(values.purchasedAt, now, names.purchasedAt, words.dates, language),
    productDescription: text('productDescription'),
    quantity,
    invoiceNumber: optional('invoiceNumber'),
    packingListNumber: optional('packingListNumber'),
  });
}

export function withoutEmpty<TField extends string>(errors: Partial<Record<TField, string | undefined>>): Partial<Record<TField, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as Partial<Record<TField, string>>;
}

/** Empty document numbers stay undefined, which the JSON body leaves out and the API reads as none. */
export const trimmedOrAbsent = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/**
 * The body of POST /api/orders and PUT /api/orders/{id}; `storedPurchasedAt` is the edited order's
 * moment, kept while its day is unchanged. Call it on a form that passed validateOrderForm.
 */
export function toOrderBody(values: TOrderFormValues, now: Date, storedPurchasedAt: string | null = null): TOrderInputFields {
  return {
    supplierId: values.supplier?.id ?? '',
    purchaseOrderNumber: values.purchaseOrderNumber.trim(),
    purchasedAt: momentToSend(values.purchasedAt, now, storedPurchasedAt),
    productDescription: values.productDescription.trim(),
    quantity: Number(values.quantity),
    quantityUnit: values.quantityUnit,
    invoiceNumber: trimmedOrAbsent(values.invoiceNumber),
    packingListNumber: trimmedOrAbsent(values.packingListNumber),
  };
}

/**
 * The first order supplier copies the order's supplier, PO, date, invoice and packing list; changing
 * any of them when further order suppliers hang below it starts the trace again (DOMAIN.md §5.1),
 * so the form asks first.
 */
export function resetsTrace(initial: TOrderFormValues, values: TOrderFormValues, furtherSuppliers: number): boolean {
  if (furtherSuppliers === 0) return false;
  const same = (field: 'purchaseOrderNumber' | 'purchasedAt' | 'invoiceNumber' | 'packingListNumber') =>
    initial[field].trim() === values[field].trim();
  return (
    initial.supplier?.id !== values.supplier?.id ||
    !same('purchaseOrderNumber') ||
    !same('purchasedAt') ||
    !same('invoiceNumber') ||
    !same('packingListNumber')
  );
}
