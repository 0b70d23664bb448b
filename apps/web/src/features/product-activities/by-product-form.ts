import { ZByProductInput, type TByProductInput, type TByProductStock, type TWeightUnit } from '@opentrace/domain';
import { dateTimeText, parseDateTime } from './date-time-text.ts';
import { toFileReferences, type TUploadedDocument } from './documents.ts';
import { mergeMessages, momentMessage, numberMessage, schemaMessages, type TCheckContext, type TFieldMessages } from './form-checks.ts';
import { parseNumberText } from './number-text.ts';
import { stockLimit } from './weights.ts';

/**
 * Recording a by-product (DOMAIN.md §4.6): its weight in kilograms or pounds, when, and proofs. The
 * stock rule of the window containing that moment caps the weight; the form shows the cap and
 * checks it before the server does.
 */

export type TByProductValues = {
  totalWeight: string;
  weightUnit: TWeightUnit;
  recordedAt: string;
  proofs: readonly TUploadedDocument[];
};

export type TByProductField = 'totalWeight' | 'weightUnit' | 'recordedAt' | 'uploadProofs';
export type TByProductErrors = TFieldMessages<TByProductField>;

export const BY_PRODUCT_PATHS: Readonly<Record<string, TByProductField>> = {
  totalWeight: 'totalWeight',
  weightUnit: 'weightUnit',
  recordedAt: 'recordedAt',
  uploadProofs: 'uploadProofs',
};

/** The words for stock problems: none left, or more than is left (the limit in the chosen unit). */
export type TStockMessages = { noStock: string; overLimit: (limit: { max: number; unit: TWeightUnit }) => string };

export function emptyByProduct(now: Date): TByProductValues {
  return { totalWeight: '', weightUnit: 'Kilograms', recordedAt: dateTimeText(now), proofs: [] };
}

/** The moment to ask the stock for: the one typed, once it is a real moment. */
export function stockMoment(values: TByProductValues): string | null {
  return parseDateTime(values.recordedAt)?.toISOString() ?? null;
}

export function toByProductInput(values: TByProductValues): TByProductInput {
  return {
    totalWeight: parseNumberText(values.totalWeight) ?? 0,
    weightUnit: values.weightUnit,
    recordedAt: stockMoment(values) ?? '',
    uploadProofs: toFileReferences(values.proofs),
  };
}

/** Over the limit in the stock's answer for the chosen moment (none known yet: the server judges). */
function stockMessage(values: TByProductValues, stock: TByProductStock | null, words: TStockMessages): string | undefined {
  const weight = parseNumberText(values.totalWeight);
  if (stock === null || weight === null) return undefined;
  const max = stockLimit(stock, values.weightUnit);
  if (max === null) return words.noStock;
  return weight > max ? words.overLimit({ max, unit: values.weightUnit }) : undefined;
}

export function checkByProduct(
  values: TByProductValues,
  stock: TByProductStock | null,
  context: TCheckContext<TByProductField> & { stock: TStockMessages },
): TByProductErrors {
  const own: TByProductErrors = {
    totalWeight: numberMessage(values.totalWeight, 'totalWeight', context, true),
    recordedAt: momentMessage(values.recordedAt, 'recordedAt', context),
  };
  const schema = schemaMessages(ZByProductInput, toByProductInput(values), BY_PRODUCT_PATHS, context);
  return mergeMessages(own, schema, { totalWeight: stockMessage(values, stock, context.stock) });
}
