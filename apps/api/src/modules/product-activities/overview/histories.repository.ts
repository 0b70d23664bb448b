import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  byProducts,
  events,
  facilities,
  productDefinitions,
  products,
  transactionItems,
  transactions,
  transformationItems,
  type TStoredFileReference,
} from '../../../db/schema/index.ts';
import type { TTranslations } from '../../../core/translations.ts';

export interface EventFilter {
  type?: number;
  from?: Date;
  to?: Date;
}

export interface EventRow {
  id: string;
  type: number;
  recordedAt: Date;
  transactionId: string | null;
  transformationId: string | null;
  byProductId: string | null;
}

export interface HistoryProduct {
  id: string;
  code: string;
  productDefinitionId: string;
  quantity: number;
  quantityUnit: string;
  certifications: TStoredFileReference[];
}

/** A transaction's document numbers and uploads (TRANSACTION_DOCUMENT_COLUMNS). */
export interface TransactionDocuments {
  purchaseOrderNumber: string | null;
  invoiceNumber: string | null;
  packingListNumber: string | null;
  uploadProofs: TStoredFileReference[];
  uploadInvoices: TStoredFileReference[];
  uploadPackingLists: TStoredFileReference[];
}

export interface HistoryTransaction extends TransactionDocuments {
  id: string;
  type: number;
  fromFacilityId: string | null;
  toFacilityId: string | null;
  price: number | null;
  currency: string | null;
  totalWeight: number;
  weightUnit: string;
}

export interface HistoryByProduct {
  id: string;
  totalWeight: number;
  weightUnit: string;
  uploadProofs: TStoredFileReference[];
}

/** Everything the events of one page refer to, each kind fetched in one query. */
export interface EventDetails {
  transactions: Map<string, HistoryTransaction>;
  transactionProducts: Map<string, HistoryProduct[]>;
  transformationInputs: Map<string, HistoryProduct[]>;
  transformationOutputs: Map<string, HistoryProduct[]>;
  byProducts: Map<string, HistoryByProduct>;
}

const EVENT_COLUMNS = {
  id: events.id,
  type: events.type,
  recordedAt: events.recordedAt,
  transactionId: events.transactionId,
  transformationId: events.transformationId,
  byProductId: events.byProductId,
};

/** A transaction's document numbers and uploads, as the histories and the trace exports read them. */
export const TRANSACTION_DOCUMENT_COLUMNS = {
  purchaseOrderNumber: transactions.purchaseOrderNumber,
  invoiceNumber: transactions.invoiceNumber,
  packingListNumber: transactions.packingListNumber,
  uploadProofs: transactions.uploadProofs,
  uploadInvoices: transactions.uploadInvoices,
  uploadPackingLists: transactions.uploadPackingLists,
};

/** A product as the histories and the trace exports read it. */
export const PRODUCT_COLUMNS = {
  id: products.id,
  code: products.code,
  productDefinitionId: products.productDefinitionId,
  quantity: products.quantity,
  quantityUnit: products.quantityUnit,
  certifications: products.certifications,
};

/** Served by events_facility_idx, or events_facility_type_idx when filtered by type. */
function eventCondition(facilityId: string, filter: EventFilter): SQL | undefined {
  return and(
    eq(events.facilityId, facilityId),
    filter.type === undefined ? undefined : eq(events.type, filter.type),
    filter.from ? gte(events.recordedAt, filter.from) : undefined,
    filter.to ? lte(events.recordedAt, filter.to) : undefined,
  );
}

/**
 * One page of the facility's events, newest first. Forms give the minute, so several events often
 * share a moment: the one logged last comes first (created_at), and the id keeps pages from
 * overlapping should two be logged in one transaction.
 */
export async function findEventPage(
  db: Executor,
  facilityId: string,
  filter: EventFilter,
  page: { page: number; perPage: number },
): Promise<{ rows: EventRow[]; total: number }> {
  const condition = eventCondition(facilityId, filter);
  const rows = await db
    .select(EVENT_COLUMNS)
    .from(events)
    .where(condition)
    .orderBy(desc(events.recordedAt), desc(events.createdAt), desc(events.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const [counted] = await db.select({ total: count() }).from(events).where(condition);
  return { rows, total: counted?.total ?? 0 };
}

export async function findFacilityEvent(db: Executor, facilityId: string, eventId: string): Promise<EventRow | null> {
  const [row] = await db
    .select(EVENT_COLUMNS)
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.facilityId, facilityId)));
  return row ?? null;
}

const idsOf = (rows: readonly EventRow[], key: 'transactionId' | 'transformationId' | 'byProductId') => [
  ...new Set(rows.flatMap((row) => (row[key] ? [row[key] as string] : []))),
];

function groupBy<T>(rows: readonly (T & { ownerId: string })[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const { ownerId, ...rest } of rows) {
    const group = groups.get(ownerId) ?? [];
    group.push(rest as unknown as T);
    groups.set(ownerId, group);
  }
  return groups;
}

const byCode = (a: HistoryProduct, b: HistoryProduct) => a.code.localeCompare(b.code) || a.id.localeCompare(b.id);

async function findTransactions(db: Executor, ids: string[]): Promise<HistoryTransaction[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: transactions.id,
      type: transactions.type,
      fromFacilityId: transactions.fromFacilityId,
      toFacilityId: transactions.toFacilityId,
      price: transactions.price,
      currency: transactions.currency,
      totalWeight: transactions.totalWeight,
      weightUnit: transactions.weightUnit,
      ...TRANSACTION_DOCUMENT_COLUMNS,
    })
    .from(transactions)
    .where(inArray(transactions.id, ids));
}

async function findTransactionProducts(db: Executor, ids: string[]): Promise<Map<string, HistoryProduct[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: transactionItems.transactionId, ...PRODUCT_COLUMNS })
    .from(transactionItems)
    .innerJoin(products, eq(products.id, transactionItems.productId))
    .where(inArray(transactionItems.transactionId, ids));
  return groupBy<HistoryProduct>(rows.sort(byCode));
}

async function findTransformationProducts(
  db: Executor,
  ids: string[],
): Promise<{ inputs: Map<string, HistoryProduct[]>; outputs: Map<string, HistoryProduct[]> }> {
  if (ids.length === 0) return { inputs: new Map(), outputs: new Map() };
  const rows = await db
    .select({ ownerId: transformationItems.transformationId, role: transformationItems.role, ...PRODUCT_COLUMNS })
    .from(transformationItems)
    .innerJoin(products, eq(products.id, transformationItems.productId))
    .where(inArray(transformationItems.transformationId, ids));
  rows.sort(byCode);
  const strip = (role: 'input' | 'output') => rows.filter((row) => row.role === role).map(({ role: _role, ...rest }) => rest);
  return { inputs: groupBy<HistoryProduct>(strip('input')), outputs: groupBy<HistoryProduct>(strip('output')) };
}

async function findByProducts(db: Executor, ids: string[]): Promise<HistoryByProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: byProducts.id,
      totalWeight: byProducts.totalWeight,
      weightUnit: byProducts.weightUnit,
      uploadProofs: byProducts.uploadProofs,
    })
    .from(byProducts)
    .where(inArray(byProducts.id, ids));
}

/** The transactions, products, transformations and by-products of some events: four queries whatever the count. */
export async function findEventDetails(db: Executor, rows: readonly EventRow[]): Promise<EventDetails> {
  const transactionIds = idsOf(rows, 'transactionId');
  const transformationIds = idsOf(rows, 'transformationId');
  // One after another: queries inside a transaction share one connection anyway.
  const transactionRows = await findTransactions(db, transactionIds);
  const transactionProducts = await findTransactionProducts(db, transactionIds);
  const transformationProducts = await findTransformationProducts(db, transformationIds);
  const byProductRows = await findByProducts(db, idsOf(rows, 'byProductId'));
  return {
    transactions: new Map(transactionRows.map((row) => [row.id, row])),
    transactionProducts,
    transformationInputs: transformationProducts.inputs,
    transformationOutputs: transformationProducts.outputs,
    byProducts: new Map(byProductRows.map((row) => [row.id, row])),
  };
}

export async function findFacilityNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: facilities.id, name: facilities.name })
    .from(facilities)
    .where(inArray(facilities.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Names of definitions, deleted ones included: history shows what was traded then. */
export async function findDefinitionNames(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, { name: string; translations: TTranslations }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: productDefinitions.id, name: productDefinitions.name, translations: productDefinitions.nameTranslations })
    .from(productDefinitions)
    .where(inArray(productDefinitions.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, translations: row.translations }]));
}
