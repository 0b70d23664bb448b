import { ZTransportInput, type TTransportInput, type TWeightUnit } from '@opentrace/domain';
import { toFileReferences, type TUploadedDocument } from './documents.ts';
import { mergeMessages, numberMessage, schemaMessages, type TCheckContext, type TFieldMessages } from './form-checks.ts';
import { parseNumberText } from './number-text.ts';
import type { TChoice } from './partner-choices.ts';
import { weightOverload } from './product-list.ts';
import { emptyTrade, samePaths, toTradeBody, tradeMessages, type TTradeValues } from './trade-form.ts';

/**
 * The transport form (DOMAIN.md §4.4): the transporter, the products, the load's declared weight
 * (which the products may not exceed), when, and the packing list.
 */

export type TTransportValues = TTradeValues & {
  transporter: TChoice | null;
  totalWeight: string;
  weightUnit: TWeightUnit;
  packingListNumber: string;
  packingLists: readonly TUploadedDocument[];
};

const TRANSPORT_FIELDS = [
  'toFacilityId',
  'productIds',
  'totalWeight',
  'weightUnit',
  'transactedAt',
  'packingListNumber',
  'uploadPackingLists',
] as const;
export type TTransportField = (typeof TRANSPORT_FIELDS)[number];
export type TTransportErrors = TFieldMessages<TTransportField>;

export const TRANSPORT_PATHS = samePaths(TRANSPORT_FIELDS);

/** The message for products heavier than the declared load, given both weights in kilograms. */
export type TOverloadMessage = (weights: { products: number; declared: number }) => string;

export function emptyTransport(now: Date): TTransportValues {
  return { ...emptyTrade(now), transporter: null, totalWeight: '', weightUnit: 'Kilograms', packingListNumber: '', packingLists: [] };
}

export function toTransportInput(values: TTransportValues): TTransportInput {
  return {
    ...toTradeBody(values),
    toFacilityId: values.transporter?.id ?? '',
    totalWeight: parseNumberText(values.totalWeight) ?? 0,
    weightUnit: values.weightUnit,
    packingListNumber: values.packingListNumber.trim(),
    uploadPackingLists: toFileReferences(values.packingLists),
  };
}

export function checkTransport(
  values: TTransportValues,
  context: TCheckContext<TTransportField> & { overload: TOverloadMessage },
): TTransportErrors {
  const declared = parseNumberText(values.totalWeight);
  const overload = declared === null ? null : weightOverload(values.products, declared, values.weightUnit);
  const own: TTransportErrors = {
    ...tradeMessages(values, { field: 'toFacilityId', chosen: values.transporter }, context),
    totalWeight: numberMessage(values.totalWeight, 'totalWeight', context, true),
  };
  const schema = schemaMessages(ZTransportInput, toTransportInput(values), TRANSPORT_PATHS, context);
  const load: TTransportErrors = overload
    ? { totalWeight: context.overload({ products: overload.productsKg, declared: overload.declaredKg }) }
    : {};
  return mergeMessages(own, schema, load);
}
