import { ZTransportInput, type TActivityProduct, type TTransportInput, type TWeightUnit } from '@opentrace/domain';
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
import { weightOverload } from './product-list.ts';

/**
 * The transport form (DOMAIN.md §4.4): the transporter, the products, the load's declared weight
 * (which the products may not exceed), when, and the packing list.
 */

export type TTransportValues = {
  transporter: TChoice | null;
  products: readonly TActivityProduct[];
  totalWeight: string;
  weightUnit: TWeightUnit;
  transactedAt: string;
  packingListNumber: string;
  packingLists: readonly TUploadedDocument[];
};

export type TTransportField =
  'toFacilityId' | 'productIds' | 'totalWeight' | 'weightUnit' | 'transactedAt' | 'packingListNumber' | 'uploadPackingLists';
export type TTransportErrors = TFieldMessages<TTransportField>;

export const TRANSPORT_PATHS: Readonly<Record<string, TTransportField>> = {
  toFacilityId: 'toFacilityId',
  productIds: 'productIds',
  totalWeight: 'totalWeight',
  weightUnit: 'weightUnit',
  transactedAt: 'transactedAt',
  packingListNumber: 'packingListNumber',
  uploadPackingLists: 'uploadPackingLists',
};

/** The message for products heavier than the declared load, given both weights in kilograms. */
export type TOverloadMessage = (weights: { products: number; declared: number }) => string;

export function emptyTransport(now: Date): TTransportValues {
  return {
    transporter: null,
    products: [],
    totalWeight: '',
    weightUnit: 'Kilograms',
    transactedAt: dateTimeText(now),
    packingListNumber: '',
    packingLists: [],
  };
}

export function toTransportInput(values: TTransportValues): TTransportInput {
  return {
    toFacilityId: values.transporter?.id ?? '',
    productIds: values.products.map((product) => product.id),
    totalWeight: parseNumberText(values.totalWeight) ?? 0,
    weightUnit: values.weightUnit,
    transactedAt: parseDateTime(values.transactedAt)?.toISOString() ?? '',
    packingListNumber: values.packingListNumber.trim(),
    uploadPackingLists: toFileReferences(values.packingLists),
  };
}

export function checkTransport(
  values: TTransportValues,
  context: TCheckContext<TTransportField> & { overload: TOverloadMessage },
): TTransportErrors {
  const { language, names } = context;
  const declared = parseNumberText(values.totalWeight);
  const overload = declared === null ? null : weightOverload(values.products, declared, values.weightUnit);
  const own: TTransportErrors = {
    toFacilityId: values.transporter === null ? requiredMessage(language, names.toFacilityId) : undefined,
    productIds: values.products.length === 0 ? message(language, 'activities.noProducts') : undefined,
    totalWeight: numberMessage(values.totalWeight, 'totalWeight', context, true),
    transactedAt: momentMessage(values.transactedAt, 'transactedAt', context),
  };
  const schema = schemaMessages(ZTransportInput, toTransportInput(values), TRANSPORT_PATHS, context);
  const load: TTransportErrors = overload
    ? { totalWeight: context.overload({ products: overload.productsKg, declared: overload.declaredKg }) }
    : {};
  return mergeMessages(own, schema, load);
}
