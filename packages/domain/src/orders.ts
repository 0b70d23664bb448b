import { z } from 'zod';
import { pageOf, ZPageQuery } from './pagination.ts';
import { ZMoment } from './product-activities/activities.ts';
import { PRODUCT_QUANTITY_UNITS } from './product-definitions.ts';
import { ZRiskLevel } from './risk/levels.ts';

/**
 * Orders and their suppliers (DOMAIN.md §5.1; spec §3 "Order", §5 "an order supplier needs a PO,
 * invoice or packing-list number"). An order belongs to the organisation that created it: a brand, a
 * producer (its own output), or the platform administration (administrators share their orders).
 * The first order supplier is the order's own (its PO, date and documents); further order suppliers
 * say which upstream facility supplied which, and with which document.
 */

/** Every free text of an order or an order supplier (DOMAIN.md §5.1: ≤ 255). */
export const MAX_ORDER_TEXT_LENGTH = 255;

const ZOrderText = z.string().trim().min(1, 'validation.required').max(MAX_ORDER_TEXT_LENGTH, 'validation.tooLong');
/** '' or absent clears an optional document number. */
const ZOptionalDocumentNumber = z
  .string()
  .trim()
  .max(MAX_ORDER_TEXT_LENGTH, 'validation.tooLong')
  .optional()
  .transform((value) => value || undefined);

/** How the order list may be ordered (`sort=field:asc|desc`); newest first by default. */
export const ORDER_SORT_FIELDS = ['purchasedAt', 'purchaseOrderNumber', 'supplierName', 'createdAt'] as const;
export type TOrderSortField = (typeof ORDER_SORT_FIELDS)[number];

export const ZOrderListQuery = ZPageQuery.extend({
  /** Matches the PO, invoice or packing-list number, the product description or the supplier's name, ignoring case. */
  key: z.string().trim().max(100, 'validation.tooLong').optional(),
  /** Only the orders that name this facility as one of their order suppliers (a supplier's history with the caller). */
  supplierId: z.uuid().optional(),
});
export type TOrderListQuery = z.infer<typeof ZOrderListQuery>;

export const ZOrderId = z.object({ id: z.uuid() });
export const ZOrderSupplierParams = z.object({ id: z.uuid(), orderSupplierId: z.uuid() });

/** The facilities a caller may name as an order's first supplier (brand: its suppliers; admin: any on the map; producer: itself). */
export const ZOrderSupplierCandidateQuery = ZPageQuery.omit({ sort: true }).extend({
  key: z.string().trim().max(100, 'validation.tooLong').optional(),
  /** For a further order supplier: the order supplier it supplies; candidates are the from-roles of that one's role. */
  parentId: z.uuid().optional(),
});
export type TOrderSupplierCandidateQuery = z.infer<typeof ZOrderSupplierCandidateQuery>;

// Writes

export const ZOrderInput = z
  .object({
    /** The first order supplier: the facility the order was placed with. */
    supplierId: z.uuid(),
    purchaseOrderNumber: ZOrderText,
    /** Not in the future (checked against the server's clock). */
    purchasedAt: ZMoment,
    productDescription: ZOrderText,
    quantity: z.number().min(0.01, 'validation.tooSmall').max(999_999_999_999.99, 'validation.tooBig'),
    quantityUnit: z.enum(PRODUCT_QUANTITY_UNITS),
    invoiceNumber: ZOptionalDocumentNumber,
    packingListNumber: ZOptionalDocumentNumber,
  })
  .strict()
  .meta({ id: 'OrderInput' });
export type TOrderInput = z.infer<typeof ZOrderInput>;
export type TOrderInputFields = z.input<typeof ZOrderInput>;

/** At least one of the three document numbers (spec §5), reported on the PO field. */
function requireOneDocument(
  value: { purchaseOrderNumber?: string; invoiceNumber?: string; packingListNumber?: string },
  context: z.RefinementCtx,
) {
  if (!value.purchaseOrderNumber && !value.invoiceNumber && !value.packingListNumber) {
    context.addIssue({ code: 'custom', path: ['purchaseOrderNumber'], message: 'orders.oneDocumentRequired' });
  }
}

/** When a further order supplier sold, and under which documents (at least one of the three). */
const ORDER_SUPPLIER_PURCHASE = {
  purchasedAt: ZMoment,
  purchaseOrderNumber: ZOptionalDocumentNumber,
  invoiceNumber: ZOptionalDocumentNumber,
  packingListNumber: ZOptionalDocumentNumber,
};

/** A further order supplier: who supplied the parent order supplier, when, under which document. */
export const ZOrderSupplierInput = z
  .object({ supplierId: z.uuid(), parentId: z.uuid(), ...ORDER_SUPPLIER_PURCHASE })
  .strict()
  .superRefine(requireOneDocument)
  .meta({ id: 'NewOrderSupplier' });
export type TOrderSupplierInput = z.infer<typeof ZOrderSupplierInput>;
export type TOrderSupplierInputFields = z.input<typeof ZOrderSupplierInput>;

/** Editing a further order supplier: the same fields but the parent, which stays. */
export const ZOrderSupplierEdit = z
  .object({ supplierId: z.uuid(), ...ORDER_SUPPLIER_PURCHASE })
  .strict()
  .superRefine(requireOneDocument)
  .meta({ id: 'OrderSupplierEdit' });
export type TOrderSupplierEdit = z.infer<typeof ZOrderSupplierEdit>;

// What the caller sees

export const ZOrderFacility = z.object({
  id: z.uuid(),
  name: z.string(),
  roleId: z.uuid(),
  roleName: z.string(),
  countryCode: z.string().nullable(),
  /** The facility's labour-risk level; null until the risk engine scores it ("Not assessed"). */
  riskLevel: ZRiskLevel.nullable(),
});
export type TOrderFacility = z.infer<typeof ZOrderFacility>;

export const ZOrderSupplier = z
  .object({
    id: z.uuid(),
    /** Null for the first order supplier. */
    parentId: z.uuid().nullable(),
    supplier: ZOrderFacility,
    purchasedAt: z.iso.datetime(),
    purchaseOrderNumber: z.string().nullable(),
    invoiceNumber: z.string().nullable(),
    packingListNumber: z.string().nullable(),
  })
  .meta({ id: 'OrderSupplier' });
export type TOrderSupplier = z.infer<typeof ZOrderSupplier>;

/**
 * A facility on the order's trace whose risk became High or Extreme, or that a founded report named
 * (issue 21 "Reports reach traces"): the facility and the issues, never a report's text.
 */
export const ORDER_RISK_FLAG_REASONS = ['RISK_LEVEL', 'FOUNDED_REPORT'] as const;
export const ZOrderRiskFlag = z.object({
  facility: z.object({ id: z.uuid(), name: z.string() }),
  reason: z.enum(ORDER_RISK_FLAG_REASONS),
  /** The level it reached (RISK_LEVEL); null for a founded report. */
  level: ZRiskLevel.nullable(),
  /** Sub-indicator names in the reader's language. */
  issues: z.array(z.string()),
  flaggedAt: z.iso.datetime(),
});
export type TOrderRiskFlag = z.infer<typeof ZOrderRiskFlag>;

export const ZOrderListItem = z
  .object({
    id: z.uuid(),
    purchaseOrderNumber: z.string(),
    purchasedAt: z.iso.datetime(),
    productDescription: z.string(),
    quantity: z.number(),
    quantityUnit: z.enum(PRODUCT_QUANTITY_UNITS),
    invoiceNumber: z.string().nullable(),
    packingListNumber: z.string().nullable(),
    supplier: ZOrderFacility,
    createdAt: z.iso.datetime(),
    /** Newest first. */
    riskFlags: z.array(ZOrderRiskFlag),
  })
  .meta({ id: 'OrderListItem' });
export type TOrderListItem = z.infer<typeof ZOrderListItem>;

export const ZOrderPage = pageOf(ZOrderListItem).meta({ id: 'OrderPage' });
export type TOrderPage = z.infer<typeof ZOrderPage>;

export const ZOrderDetail = ZOrderListItem.extend({
  /** Every order supplier, the first one (parentId null) first. */
  suppliers: z.array(ZOrderSupplier),
  /** Who placed the order: the organisation's name, or null for the platform administration. */
  requester: z.object({ facilityId: z.uuid().nullable(), name: z.string().nullable() }),
}).meta({ id: 'OrderDetail' });
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

export const ZOrderSupplierCandidate = ZOrderFacility.meta({ id: 'OrderSupplierCandidate' });
export const ZOrderSupplierCandidatePage = pageOf(ZOrderSupplierCandidate).meta({ id: 'OrderSupplierCandidatePage' });
export type TOrderSupplierCandidatePage = z.infer<typeof ZOrderSupplierCandidatePage>;
