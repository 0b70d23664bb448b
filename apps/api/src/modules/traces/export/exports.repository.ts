import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import {
  facilities,
  orders,
  products,
  roles,
  type TStoredFileReference,
  transactionItems,
  transactions,
  transformationItems,
  transformations,
} from '../../../db/schema/index.ts';
import { PRODUCT_COLUMNS, TRANSACTION_DOCUMENT_COLUMNS, type TransactionDocuments } from '../../product-activities/index.ts';

/*
 * What the exports need beyond the trace itself: the documents, products and quantities of the
 * transactions and transformations the trace names. The trace has already been authorised for the
 * caller, so these read by the ids it gave, soft-deleted transactions included (they are on the trace).
 */

export interface TracedProduct {
  id: string;
  code: string;
  productDefinitionId: string;
  quantity: number;
  quantityUnit: string;
  /** Null when the unit has no mass conversion (metres). */
  quantityKg: number | null;
  certifications: TStoredFileReference[];
}

export interface TracedTransaction extends TransactionDocuments {
  id: string;
  /** 1 purchase, 2 sale, 3 transport. */
  type: number;
  fromFacilityId: string | null;
  fromFacilityName: string | null;
  /** The seller is an extractor (farm, mine), or is not on the platform, which only happens after one. */
  fromExtractor: boolean;
  toFacilityId: string | null;
  toFacilityName: string | null;
  facilityId: string;
  transactedAt: Date;
  products: TracedProduct[];
}

export interface TracedTransformation {
  id: string;
  facilityId: string;
  facilityName: string;
  transformedAt: Date;
  inputs: TracedProduct[];
  outputs: TracedProduct[];
}

const productColumns = { ...PRODUCT_COLUMNS, quantityKg: products.quantityKg };

/** The order's purchase order number, which names the downloads; null for an unknown order. */
export async function findOrderPurchaseOrderNumber(db: Executor, orderId: string): Promise<string | null> {
  const [row] = await db.select({ purchaseOrderNumber: orders.purchaseOrderNumber }).from(orders).where(eq(orders.id, orderId));
  return row?.purchaseOrderNumber ?? null;
}

export async function findTracedTransactions(db: Executor, ids: readonly string[]): Promise<TracedTransaction[]> {
  if (ids.length === 0) return [];
  const seller = alias(facilities, 'seller');
  const sellerRole = alias(roles, 'seller_role');
  const buyer = alias(facilities, 'buyer');
  const rows = await db
    .select({
      id: transactions.id,
      type: transactions.type,
      fromFacilityId: transactions.fromFacilityId,
      fromFacilityName: seller.name,
      sellerIsExtractor: sellerRole.isRawMaterialExtractor,
      toFacilityId: transactions.toFacilityId,
      toFacilityName: buyer.name,
      facilityId: transactions.facilityId,
      transactedAt: transactions.transactedAt,
      ...TRANSACTION_DOCUMENT_COLUMNS,
    })
    .from(transactions)
    .leftJoin(seller, eq(seller.id, transactions.fromFacilityId))
    .leftJoin(sellerRole, eq(sellerRole.id, seller.roleId))
    .leftJoin(buyer, eq(buyer.id, transactions.toFacilityId))
    .where(inArray(transactions.id, [...ids]));
  const items = await db
    .select({ transactionId: transactionItems.transactionId, ...productColumns })
    .from(transactionItems)
    .innerJoin(products, eq(products.id, transactionItems.productId))
    .where(inArray(transactionItems.transactionId, [...ids]));
  const productsOf = new Map<string, TracedProduct[]>();
  for (const { transactionId, ...product } of items.sort((a, b) => a.code.localeCompare(b.code))) {
    const own = productsOf.get(transactionId) ?? [];
    own.push(product);
    productsOf.set(transactionId, own);
  }
  return rows.map(({ sellerIsExtractor, ...row }) => ({
    ...row,
    fromExtractor: row.fromFacilityId === null || sellerIsExtractor === true,
    products: productsOf.get(row.id) ?? [],
  }));
}

export async function findTracedTransformations(db: Executor, ids: readonly string[]): Promise<TracedTransformation[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: transformations.id,
      facilityId: transformations.facilityId,
      facilityName: facilities.name,
      transformedAt: transformations.transformedAt,
    })
    .from(transformations)
    .innerJoin(facilities, eq(facilities.id, transformations.facilityId))
    .where(inArray(transformations.id, [...ids]));
  const items = await db
    .select({ transformationId: transformationItems.transformationId, role: transformationItems.role, ...productColumns })
    .from(transformationItems)
    .innerJoin(products, eq(products.id, transformationItems.productId))
    .where(inArray(transformationItems.transformationId, [...ids]));
  const itemsOf = new Map<string, { inputs: TracedProduct[]; outputs: TracedProduct[] }>();
  for (const { transformationId, role, ...product } of items.sort((a, b) => a.code.localeCompare(b.code))) {
    const own = itemsOf.get(transformationId) ?? { inputs: [], outputs: [] };
    (role === 'input' ? own.inputs : own.outputs).push(product);
    itemsOf.set(transformationId, own);
  }
  return rows.map((row) => ({ ...row, ...(itemsOf.get(row.id) ?? { inputs: [], outputs: [] }) }));
}
