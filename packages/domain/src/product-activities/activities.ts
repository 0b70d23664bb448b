import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { PRODUCT_ATTRIBUTE_CATEGORIES, PRODUCT_ATTRIBUTE_TYPES } from '../product-definitions.ts';
import { ZAttributeValueInput, ZFileReference } from './product-values.ts';
import { codeFromScan, productCodeKey } from './product-ids.ts';
import { ZWeightUnit } from './units.ts';

/** Product activities (DOMAIN.md §4): the contracts of purchases, sales, transports, transformations and by-products. */

/** Event types (spec §3): 1 purchase, 2 sell, 3 transport, 4 transform, 5 record by-product. */
export const ACTIVITY_TYPES = { PURCHASE: 1, SALE: 2, TRANSPORT: 3, TRANSFORM: 4, BY_PRODUCT: 5 } as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[keyof typeof ACTIVITY_TYPES];
export const ZActivityType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

/** How many products one activity may carry, and documents per upload field. */
export const MAX_PRODUCTS_PER_ACTIVITY = 500;
export const MAX_DOCUMENTS_PER_FIELD = 20;
export const QR_CODE_PATTERN = /^\d{9}$/;
export const MAX_QR_CODES_PER_BATCH = 1000;

const ZDocumentNumber = z.string().trim().min(1, 'validation.required').max(255, 'validation.tooLong');
export const ZMoment = z.iso.datetime({ offset: true });
const ZDocuments = z.array(ZFileReference).min(1, 'validation.required').max(MAX_DOCUMENTS_PER_FIELD, 'validation.tooLong');
const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
/** A price: at least 1, ten digits with two decimals (DOMAIN.md §4.2). */
const ZPrice = z
  .number()
  .min(1, 'validation.tooSmall')
  .max(99_999_999.99, 'validation.tooBig')
  .refine(hasAtMostTwoDecimals, 'validation.invalid');
/** A declared weight: at least 1, fourteen digits with two decimals. */
const ZWeight = z
  .number()
  .min(1, 'validation.tooSmall')
  .max(999_999_999_999.99, 'validation.tooBig')
  .refine(hasAtMostTwoDecimals, 'validation.invalid');
const ZProductIds = z.array(z.uuid()).max(MAX_PRODUCTS_PER_ACTIVITY, 'validation.tooLong');

/** Price and currency come together or not at all. */
function requirePriceWithCurrency(value: { price?: number | null; currency?: string | null }, context: z.RefinementCtx) {
  const hasPrice = value.price !== undefined && value.price !== null;
  const hasCurrency = value.currency !== undefined && value.currency !== null;
  if (hasPrice && !hasCurrency) context.addIssue({ code: 'custom', path: ['currency'], message: 'validation.required' });
  if (hasCurrency && !hasPrice) context.addIssue({ code: 'custom', path: ['price'], message: 'validation.required' });
}

const ZPriced = { price: ZPrice.nullish(), currency: z.enum(CURRENCIES).nullish() };

export const ZManualProductsInput = z.object({
  productDefinitionId: z.uuid(),
  manualAddedProducts: z
    .array(z.object({ attributes: z.array(ZAttributeValueInput).max(100) }))
    .min(1, 'validation.required')
    .max(MAX_PRODUCTS_PER_ACTIVITY, 'validation.tooLong'),
});
export type TManualProductsInput = z.infer<typeof ZManualProductsInput>;

export const ZPurchaseInput = z
  .object({
    /** The seller; left out only for the non-participating seller of GET /events/purchases/required-sellers. */
    fromFacilityId: z.uuid().nullish(),
    productIds: ZProductIds.default([]),
    purchaseOrderNumber: ZDocumentNumber,
    transactedAt: ZMoment,
    uploadProofs: ZDocuments,
    ...ZPriced,
    manualAddedData: ZManualProductsInput.nullish(),
  })
  .superRefine((value, context) => {
    requirePriceWithCurrency(value, context);
    if (value.productIds.length === 0 && !value.manualAddedData) {
      context.addIssue({ code: 'custom', path: ['productIds'], message: 'activities.noProducts' });
    }
  });
export type TPurchaseInput = z.infer<typeof ZPurchaseInput>;

export const ZSaleInput = z
  .object({
    toFacilityId: z.uuid(),
    productIds: ZProductIds.min(1, 'activities.noProducts'),
    invoiceNumber: ZDocumentNumber,
    packingListNumber: ZDocumentNumber,
    transactedAt: ZMoment,
    uploadInvoices: ZDocuments,
    uploadPackingLists: ZDocuments,
    ...ZPriced,
  })
  .superRefine(requirePriceWithCurrency);
export type TSaleInput = z.infer<typeof ZSaleInput>;

export const ZTransportInput = z.object({
  toFacilityId: z.uuid(),
  productIds: ZProductIds.min(1, 'activities.noProducts'),
  totalWeight: ZWeight,
  weightUnit: ZWeightUnit,
  transactedAt: ZMoment,
  packingListNumber: ZDocumentNumber,
  uploadPackingLists: ZDocuments,
});
export type TTransportInput = z.infer<typeof ZTransportInput>;

export const ZOutputProductInput = z.object({
  attributes: z.array(ZAttributeValueInput).max(100),
  /** A printed label's nine digits, also as printed ("123 456 789") or as the label's link; replaces the product ID attribute as the identifier. */
  qrCode: z
    .string()
    .max(255)
    .transform((text) => productCodeKey(codeFromScan(text)))
    .pipe(z.string().regex(QR_CODE_PATTERN, 'activities.qrCodeFormat'))
    .nullish(),
  dnaIdentifier: z.string().trim().min(1).max(255, 'validation.tooLong').nullish(),
});
export type TOutputProductInput = z.infer<typeof ZOutputProductInput>;

export const ZAssignProductsInput = z.object({
  inputProductIds: ZProductIds.default([]),
  outputProduct: z.object({
    productDefinitionId: z.uuid(),
    outputProducts: z.array(ZOutputProductInput).min(1, 'activities.noOutputs').max(MAX_PRODUCTS_PER_ACTIVITY, 'validation.tooLong'),
  }),
});
export type TAssignProductsInput = z.infer<typeof ZAssignProductsInput>;

export const ZByProductInput = z.object({
  totalWeight: ZWeight,
  weightUnit: ZWeightUnit,
  recordedAt: ZMoment,
  uploadProofs: ZDocuments,
});
export type TByProductInput = z.infer<typeof ZByProductInput>;

export const ZProductCodeParams = z.object({ id: z.string().trim().min(1).max(255) });
export const ZByProductStockQuery = z.object({ recordedAt: ZMoment });

export const ZActivityAttributeValue = z.object({
  attributeId: z.uuid(),
  name: z.string(),
  category: z.enum(PRODUCT_ATTRIBUTE_CATEGORIES),
  value: z.unknown(),
  quantityUnit: z.string().nullable(),
});

/** A product as the activity screens show it after a lookup by product ID or QR code. */
export const ZActivityProduct = z
  .object({
    id: z.uuid(),
    code: z.string(),
    qrCode: z.string().nullable(),
    productDefinition: z.object({ id: z.uuid(), name: z.string() }),
    quantity: z.number(),
    quantityUnit: z.string(),
    /** Null when the unit has no mass conversion. */
    quantityKg: z.number().nullable(),
    verifiedPercentage: z.number().nullable(),
    dnaIdentifier: z.string().nullable(),
    isManualAdded: z.boolean(),
    attributes: z.array(ZActivityAttributeValue),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ActivityProduct' });
export type TActivityProduct = z.infer<typeof ZActivityProduct>;

/** What a logged activity answers: the event, the products it touched and any notices (ignored duplicates). */
export const ZActivityReceipt = z
  .object({
    eventId: z.uuid(),
    type: ZActivityType,
    recordedAt: z.iso.datetime(),
    products: z.array(z.object({ id: z.uuid(), code: z.string() })),
    notices: z.array(z.string()),
  })
  .meta({ id: 'ActivityReceipt' });
export type TActivityReceipt = z.infer<typeof ZActivityReceipt>;

export const ZRequiredSellers = z
  .object({ isSellerRequired: z.boolean(), nonParticipatingRoleName: z.string().nullable() })
  .meta({ id: 'RequiredSellers' });
export type TRequiredSellers = z.infer<typeof ZRequiredSellers>;

/** A product definition as an activity form renders it: attributes in order, options translated. */
export const ZActivityDefinition = z
  .object({
    id: z.uuid(),
    name: z.string(),
    attributes: z.array(
      z.object({
        attributeId: z.uuid(),
        name: z.string(),
        type: z.enum(PRODUCT_ATTRIBUTE_TYPES),
        category: z.enum(PRODUCT_ATTRIBUTE_CATEGORIES),
        order: z.number().int(),
        isOptional: z.boolean(),
        isAddManuallyOnly: z.boolean(),
        options: z.array(z.object({ value: z.string(), label: z.string() })),
      }),
    ),
  })
  .meta({ id: 'ActivityProductDefinition' });
export type TActivityDefinition = z.infer<typeof ZActivityDefinition>;
export const ZActivityDefinitionList = z.array(ZActivityDefinition).meta({ id: 'ActivityProductDefinitionList' });

/** How much by-product the stock rule still allows in the window containing a moment (DOMAIN.md §4.6). */
export const ZByProductStock = z
  .object({
    canRecord: z.boolean(),
    /** Floored; null when nothing is left. */
    maxKilograms: z.number().nullable(),
    maxPounds: z.number().nullable(),
  })
  .meta({ id: 'ByProductStock' });
export type TByProductStock = z.infer<typeof ZByProductStock>;
