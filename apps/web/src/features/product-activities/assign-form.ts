import {
  codeFromScan,
  productCodeKey,
  QR_CODE_PATTERN,
  ZAssignProductsInput,
  type TActivityDefinition,
  type TActivityProduct,
  type TAssignProductsInput,
} from '@opentrace/domain';
import { checkAttributeDraft, toAttributeValues, type TAttributeDraft, type TAttributeMode } from './attribute-form.ts';
import { mergeMessages, message, requiredMessage, schemaMessages, type TCheckContext, type TFieldMessages } from './form-checks.ts';
import { newRowKey } from './product-rows.ts';
import type { TRowErrors, TRowsSent } from './server-errors.ts';

/**
 * Assigning product IDs (DOMAIN.md §4.5): the output definition, optional input products, and one
 * or more outputs, each described by the definition's attributes, optionally labelled with a QR
 * code (nine digits, ASSIGN_QR_CODE) and a DNA identifier (ASSIGN_DNA).
 */

export type TOutputRow = { key: string; draft: TAttributeDraft; qrCode: string; dnaIdentifier: string };

export type TAssignValues = {
  productDefinitionId: string | null;
  inputs: readonly TActivityProduct[];
  outputs: readonly TOutputRow[];
};

export type TAssignField = 'productDefinitionId' | 'inputProductIds' | 'outputProducts';
export type TAssignErrors = TFieldMessages<TAssignField>;

export const ASSIGN_PATHS: Readonly<Record<string, TAssignField>> = {
  inputProductIds: 'inputProductIds',
  'outputProduct.productDefinitionId': 'productDefinitionId',
  'outputProduct.outputProducts': 'outputProducts',
};
export const OUTPUT_PRODUCTS_PATH = 'outputProduct.outputProducts';
/** The schema's complaints inside an output are the rows' own checks, worded per attribute; only these fields are taken from it. */
const SCHEMA_PATHS: Readonly<Record<string, TAssignField>> = {
  inputProductIds: 'inputProductIds',
  'outputProduct.productDefinitionId': 'productDefinitionId',
};

/** What the caller may put on an output besides its attributes. */
export type TLabelRights = { qrCode: boolean; dnaIdentifier: boolean };

export function emptyOutput(): TOutputRow {
  return { key: newRowKey(), draft: {}, qrCode: '', dnaIdentifier: '' };
}

export function emptyAssign(): TAssignValues {
  return { productDefinitionId: null, inputs: [], outputs: [emptyOutput()] };
}

/** Another output definition has other attributes: the outputs start over. */
export function changeOutputDefinition(values: TAssignValues, productDefinitionId: string | null): TAssignValues {
  if (productDefinitionId === values.productDefinitionId) return values;
  return { ...values, productDefinitionId, outputs: [emptyOutput()] };
}

/** A label prints its nine digits in groups ("123 456 789") and may carry its link; codes compare as product-ids.ts says. */
export function normalizeQrCode(text: string): string {
  return productCodeKey(codeFromScan(text));
}

/** A QR code the caller may assign stands in for the product ID; one typed without that right is not sent. */
const outputMode = (row: TOutputRow, rights: TLabelRights): TAttributeMode => ({
  manual: false,
  identifiedByQrCode: rights.qrCode && normalizeQrCode(row.qrCode) !== '',
});

export function toAssignInput(values: TAssignValues, definition: TActivityDefinition | null, rights: TLabelRights): TAssignProductsInput {
  return {
    inputProductIds: values.inputs.map((product) => product.id),
    outputProduct: {
      productDefinitionId: definition?.id ?? '',
      outputProducts: values.outputs.map((row) => {
        const qrCode = normalizeQrCode(row.qrCode);
        const dnaIdentifier = row.dnaIdentifier.trim();
        return {
          attributes: definition ? toAttributeValues(definition, row.draft, outputMode(row, rights)) : [],
          qrCode: rights.qrCode && qrCode !== '' ? qrCode : null,
          dnaIdentifier: rights.dnaIdentifier && dnaIdentifier !== '' ? dnaIdentifier : null,
        };
      }),
    },
  };
}

export function outputRowsSent(values: TAssignValues, definition: TActivityDefinition | null, rights: TLabelRights): TRowsSent {
  return {
    prefix: OUTPUT_PRODUCTS_PATH,
    attributeIds: values.outputs.map((row) =>
      definition ? toAttributeValues(definition, row.draft, outputMode(row, rights)).map((value) => value.id) : [],
    ),
  };
}

export type TAssignCheck = { errors: TAssignErrors; rows: TRowErrors[] };

export function checkAssign(
  values: TAssignValues,
  definition: TActivityDefinition | null,
  rights: TLabelRights,
  context: Pick<TCheckContext<TAssignField>, 'language' | 'names'> & { dnaIdentifierName: string },
): TAssignCheck {
  const { language, names } = context;
  const own: TAssignErrors = {
    productDefinitionId: definition === null ? requiredMessage(language, names.productDefinitionId) : undefined,
    outputProducts: values.outputs.length === 0 ? message(language, 'activities.noOutputs') : undefined,
  };
  const errors = mergeMessages(own, schemaMessages(ZAssignProductsInput, toAssignInput(values, definition, rights), SCHEMA_PATHS, context));
  const rows = values.outputs.map((row): TRowErrors => {
    const qrCode = normalizeQrCode(row.qrCode);
    const fields: Record<string, string> = {};
    if (rights.qrCode && qrCode !== '' && !QR_CODE_PATTERN.test(qrCode)) fields.qrCode = message(language, 'activities.qrCodeFormat');
    if (rights.dnaIdentifier && row.dnaIdentifier.trim().length > 255) {
      fields.dnaIdentifier = message(language, 'validation.tooLong', { field: context.dnaIdentifierName, max: '255' });
    }
    return { attributes: definition ? checkAttributeDraft(definition, row.draft, outputMode(row, rights), language) : {}, fields };
  });
  return { errors, rows };
}
