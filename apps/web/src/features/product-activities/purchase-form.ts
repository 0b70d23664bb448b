import { ZPurchaseInput, type TActivityDefinition, type TActivityProduct, type TPurchaseInput } from '@opentrace/domain';
import { checkAttributeDraft, toAttributeValues } from './attribute-form.ts';
import { currencyChoices } from './currencies.ts';
import { toFileReferences, type TUploadedDocument } from './documents.ts';
import { mergeMessages, requiredMessage, schemaMessages, type TCheckContext, type TFieldMessages } from './form-checks.ts';
import { parseNumberText } from './number-text.ts';
import { NON_PARTICIPATING, type TChoice } from './partner-choices.ts';
import type { TProductRow } from './product-rows.ts';
import type { TRowErrors, TRowsSent } from './server-errors.ts';
import { emptyPrice, emptyTrade, priceMessages, toTradeBody, tradeMessages, type TPriceValues, type TTradeValues } from './trade-form.ts';

/**
 * The purchase form (DOMAIN.md §4.2): the seller (or the non-participating one), the product
 * definition, products by ID or QR code and products defined by hand, the purchase order, when, an
 * optional price and the proofs.
 */

export type TPurchaseValues = TTradeValues &
  TPriceValues & {
    seller: TChoice | null;
    productDefinitionId: string | null;
    manualProducts: readonly TProductRow[];
    purchaseOrderNumber: string;
    proofs: readonly TUploadedDocument[];
  };

export type TPurchaseField =
  'fromFacilityId' | 'productDefinitionId' | 'productIds' | 'purchaseOrderNumber' | 'transactedAt' | 'price' | 'currency' | 'uploadProofs';
export type TPurchaseErrors = TFieldMessages<TPurchaseField>;

/** Body paths (the API's and the schema's) answered by each field. */
export const PURCHASE_PATHS: Readonly<Record<string, TPurchaseField>> = {
  fromFacilityId: 'fromFacilityId',
  productIds: 'productIds',
  purchaseOrderNumber: 'purchaseOrderNumber',
  transactedAt: 'transactedAt',
  price: 'price',
  currency: 'currency',
  uploadProofs: 'uploadProofs',
  'manualAddedData.productDefinitionId': 'productDefinitionId',
  'manualAddedData.manualAddedProducts': 'productIds',
};
export const MANUAL_PRODUCTS_PATH = 'manualAddedData.manualAddedProducts';
/** Inside a manual product the rows' own checks speak, per attribute; the schema is asked about the rest. */
const SCHEMA_PATHS: Readonly<Record<string, TPurchaseField>> = Object.fromEntries(
  Object.entries(PURCHASE_PATHS).filter(([path]) => path !== MANUAL_PRODUCTS_PATH),
);

export function emptyPurchase(now: Date): TPurchaseValues {
  return {
    ...emptyTrade(now),
    ...emptyPrice(),
    seller: null,
    productDefinitionId: null,
    manualProducts: [],
    purchaseOrderNumber: '',
    proofs: [],
  };
}

/**
 * Another definition keeps only the looked-up products of it; rows defined by hand follow the old
 * definition's attributes, so they start over; a currency the new definition's price does not take goes.
 */
export function changeDefinition(values: TPurchaseValues, definition: TActivityDefinition | null): TPurchaseValues {
  const productDefinitionId = definition?.id ?? null;
  if (productDefinitionId === values.productDefinitionId) return values;
  const currency = values.currency !== null && currencyChoices(definition).includes(values.currency) ? values.currency : null;
  return {
    ...values,
    productDefinitionId,
    products: values.products.filter((product) => product.productDefinition.id === productDefinitionId),
    manualProducts: [],
    currency,
  };
}

/** The first product found settles the definition when none was chosen yet. */
export function changeProducts(values: TPurchaseValues, products: readonly TActivityProduct[]): TPurchaseValues {
  const first = products[0];
  const productDefinitionId = values.productDefinitionId ?? first?.productDefinition.id ?? null;
  return { ...values, products, productDefinitionId };
}

export function toPurchaseInput(values: TPurchaseValues, definition: TActivityDefinition | null): TPurchaseInput {
  const manual = definition !== null && values.manualProducts.length > 0;
  return {
    ...toTradeBody(values),
    fromFacilityId: values.seller === null || values.seller.id === NON_PARTICIPATING ? null : values.seller.id,
    purchaseOrderNumber: values.purchaseOrderNumber.trim(),
    uploadProofs: toFileReferences(values.proofs),
    price: parseNumberText(values.price),
    currency: values.currency,
    manualAddedData: manual
      ? {
          productDefinitionId: definition.id,
          manualAddedProducts: values.manualProducts.map((row) => ({
            attributes: toAttributeValues(definition, row.draft, { manual: true }),
          })),
        }
      : null,
  };
}

/** The manual rows as sent, so the server's paths can find their row and attribute. */
export function manualRowsSent(values: TPurchaseValues, definition: TActivityDefinition | null): TRowsSent {
  return {
    prefix: MANUAL_PRODUCTS_PATH,
    attributeIds: definition
      ? values.manualProducts.map((row) => toAttributeValues(definition, row.draft, { manual: true }).map((value) => value.id))
      : [],
  };
}

/** The products defined by hand are checked per attribute; a row has no other fields. */
export type TPurchaseCheck = { errors: TPurchaseErrors; rows: TRowErrors[] };

export function checkPurchase(
  values: TPurchaseValues,
  definition: TActivityDefinition | null,
  context: TCheckContext<TPurchaseField>,
): TPurchaseCheck {
  const { language, names } = context;
  const hasProducts = values.products.length > 0 || values.manualProducts.length > 0;
  const own: TPurchaseErrors = {
    ...tradeMessages(values, { field: 'fromFacilityId', chosen: values.seller }, context, hasProducts),
    productDefinitionId: definition === null ? requiredMessage(language, names.productDefinitionId) : undefined,
    ...priceMessages(values, context),
  };
  const errors = mergeMessages(own, schemaMessages(ZPurchaseInput, toPurchaseInput(values, definition), SCHEMA_PATHS, context));
  const rows = definition
    ? values.manualProducts.map((row) => ({
        attributes: checkAttributeDraft(definition, row.draft, { manual: true }, language),
        fields: {},
      }))
    : [];
  return { errors, rows };
}
