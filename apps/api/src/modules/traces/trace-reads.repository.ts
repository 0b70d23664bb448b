import type { TRiskLevel } from '@opentrace/domain';
import { and, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  attributes,
  calculatedFields,
  countries,
  facilities,
  facilityPartners,
  products,
  roles,
  supplyChainLines,
  supplyChainNodeMetadata,
  transactionItems,
  transactions,
  transformationItems,
  transformations,
  type TStoredFormulaItem,
} from '../../db/schema/index.ts';

/*
 * The read model of tracing (issue "Tracing"): the trace reads product activities, the supply-chain
 * map and facility profiles. Every statement here works on a whole hop level at once (all the
 * frontier's products, all its facilities), never on one lot or one node, so a trace costs a few
 * statements per tier whatever the size of the network.
 */

export interface TracedTransactionRow {
  id: string;
  type: number;
  fromFacilityId: string | null;
  toFacilityId: string | null;
  totalWeightKg: number | null;
  verifiedWeightKg: string | null;
  notVerifiedWeightKg: string | null;
  purchaseOrderNumber: string | null;
  invoiceNumber: string | null;
  packingListNumber: string | null;
  transactedAt: Date;
  hasProof: boolean;
  hasInvoice: boolean;
  hasPackingList: boolean;
  /** One product the transaction carries; null for a purchase of manual products only. */
  productId: string | null;
}

const transactionColumns = {
  id: transactions.id,
  type: transactions.type,
  fromFacilityId: transactions.fromFacilityId,
  toFacilityId: transactions.toFacilityId,
  totalWeightKg: transactions.totalWeightKg,
  verifiedWeightKg: transactions.verifiedWeightKg,
  notVerifiedWeightKg: transactions.notVerifiedWeightKg,
  purchaseOrderNumber: transactions.purchaseOrderNumber,
  invoiceNumber: transactions.invoiceNumber,
  packingListNumber: transactions.packingListNumber,
  transactedAt: transactions.transactedAt,
  hasProof: sql<boolean>`jsonb_array_length(${transactions.uploadProofs}) > 0`,
  hasInvoice: sql<boolean>`jsonb_array_length(${transactions.uploadInvoices}) > 0`,
  hasPackingList: sql<boolean>`jsonb_array_length(${transactions.uploadPackingLists}) > 0`,
  productId: transactionItems.productId,
};

const PURCHASE = 1;
const SALE = 2;

function selectTransactions(db: Executor, where: SQL | undefined) {
  // Soft-deleted transactions stay on a trace (DOMAIN.md §5.2): what moved, moved.
  return db
    .select(transactionColumns)
    .from(transactions)
    .leftJoin(transactionItems, eq(transactionItems.transactionId, transactions.id))
    .where(where) as Promise<TracedTransactionRow[]>;
}

export interface DocumentMatchQuery {
  supplierFacilityId: string;
  purchaseOrderNumber: string | null;
  invoiceNumber: string | null;
  packingListNumber: string | null;
}

/** For every order supplier at once: its own purchase with the PO, and its own sales with the invoice or packing-list number. */
export function findDocumentMatches(db: Executor, queries: readonly DocumentMatchQuery[]): Promise<TracedTransactionRow[]> {
  const conditions: SQL[] = [];
  for (const query of queries) {
    if (query.purchaseOrderNumber) {
      conditions.push(
        and(
          eq(transactions.type, PURCHASE),
          eq(transactions.toFacilityId, query.supplierFacilityId),
          sql`lower(${transactions.purchaseOrderNumber}) = lower(${query.purchaseOrderNumber})`,
        )!,
      );
    }
    for (const [column, value] of [
      [transactions.invoiceNumber, query.invoiceNumber],
      [transactions.packingListNumber, query.packingListNumber],
    ] as const) {
      if (!value) continue;
      conditions.push(
        and(
          eq(transactions.type, SALE),
          eq(transactions.fromFacilityId, query.supplierFacilityId),
          sql`lower(${column}) = lower(${value})`,
        )!,
      );
    }
  }
  if (conditions.length === 0) return Promise.resolve([]);
  return selectTransactions(db, or(...conditions));
}

export interface ReceivedRange {
  facilityId: string;
  from: Date;
  to: Date;
}

/** Purchases (and, with `withSales`, sales) received by each facility in its range: date windows and stock in hand. */
export function findReceivedBetween(db: Executor, ranges: readonly ReceivedRange[], withSales: boolean): Promise<TracedTransactionRow[]> {
  if (ranges.length === 0) return Promise.resolve([]);
  return selectTransactions(
    db,
    and(
      inArray(transactions.type, withSales ? [PURCHASE, SALE] : [PURCHASE]),
      or(
        ...ranges.map((range) =>
          and(
            eq(transactions.toFacilityId, range.facilityId),
            gte(transactions.transactedAt, range.from),
            lte(transactions.transactedAt, range.to),
          ),
        ),
      ),
    ),
  );
}

/** Purchases and sales that brought any of the products to any of the facilities (filtered to exact pairs by the caller). */
export function findTransactionsCarrying(
  db: Executor,
  facilityIds: readonly string[],
  productIds: readonly string[],
): Promise<TracedTransactionRow[]> {
  if (facilityIds.length === 0 || productIds.length === 0) return Promise.resolve([]);
  return selectTransactions(
    db,
    and(
      inArray(transactionItems.productId, [...productIds]),
      inArray(transactions.toFacilityId, [...facilityIds]),
      inArray(transactions.type, [PURCHASE, SALE]),
    ),
  );
}

export interface TransformationItemRow {
  transformationId: string;
  facilityId: string;
  transformedAt: Date;
  productId: string;
  role: 'input' | 'output';
  quantityKg: number | null;
  productDefinitionId: string;
}

/** Every item of the facilities' transformations that made any of the products. */
export function findTransformationsMaking(
  db: Executor,
  facilityIds: readonly string[],
  productIds: readonly string[],
): Promise<TransformationItemRow[]> {
  if (facilityIds.length === 0 || productIds.length === 0) return Promise.resolve([]);
  const making = db
    .select({ id: transformationItems.transformationId })
    .from(transformationItems)
    .where(and(eq(transformationItems.role, 'output'), inArray(transformationItems.productId, [...productIds])));
  return db
    .select({
      transformationId: transformations.id,
      facilityId: transformations.facilityId,
      transformedAt: transformations.transformedAt,
      productId: transformationItems.productId,
      role: transformationItems.role,
      quantityKg: products.quantityKg,
      productDefinitionId: products.productDefinitionId,
    })
    .from(transformations)
    .innerJoin(transformationItems, eq(transformationItems.transformationId, transformations.id))
    .innerJoin(products, eq(products.id, transformationItems.productId))
    .where(and(inArray(transformations.id, making), inArray(transformations.facilityId, [...facilityIds])));
}

export interface BrokerPartnerRow {
  brokerId: string;
  partnerId: string;
  roleId: string | null;
}

/** The partners of brokers, either side of the partnership. */
export async function findBrokerPartners(db: Executor, brokerIds: readonly string[]): Promise<BrokerPartnerRow[]> {
  if (brokerIds.length === 0) return [];
  const ids = [...brokerIds];
  const partnerId = sql<string>`case when ${inArray(facilityPartners.facilityId, ids)} then ${facilityPartners.partnerFacilityId} else ${facilityPartners.facilityId} end`;
  return db
    .select({
      brokerId: sql<string>`case when ${inArray(facilityPartners.facilityId, ids)} then ${facilityPartners.facilityId} else ${facilityPartners.partnerFacilityId} end`,
      partnerId,
      roleId: facilities.roleId,
    })
    .from(facilityPartners)
    .innerJoin(facilities, eq(facilities.id, partnerId))
    .where(
      and(
        isNull(facilityPartners.deletedAt),
        or(inArray(facilityPartners.facilityId, ids), inArray(facilityPartners.partnerFacilityId, ids)),
      ),
    );
}

export interface MapRoleRow {
  id: string;
  code: string | null;
  name: string;
  nameTranslations: Record<string, string>;
  isRawMaterialExtractor: boolean;
  seasonStartDate: string | null;
  seasonDurationMonths: number | null;
}

export interface TraceMap {
  lines: { roleId: string; fromRoleId: string | null }[];
  roles: MapRoleRow[];
  fields: { roleId: string; outputProductDefinitionId: string; outputAttributeId: string; expression: TStoredFormulaItem[] }[];
  /** Attribute types of the fields' attributes, to tell a bound on kilograms from one on another number. */
  attributeTypes: Map<string, string>;
}

/** The supply-chain map as the trace needs it: lines, roles (with seasons) and calculated fields. */
export async function findTraceMap(db: Executor): Promise<TraceMap> {
  const lines = await db.select({ roleId: supplyChainLines.roleId, fromRoleId: supplyChainLines.fromRoleId }).from(supplyChainLines);
  const roleRows = await db
    .select({
      id: roles.id,
      code: roles.code,
      name: roles.name,
      nameTranslations: roles.nameTranslations,
      isRawMaterialExtractor: roles.isRawMaterialExtractor,
      seasonStartDate: roles.seasonStartDate,
      seasonDurationMonths: roles.seasonDurationMonths,
    })
    .from(roles);
  const fields = await db
    .select({
      roleId: supplyChainNodeMetadata.roleId,
      outputProductDefinitionId: calculatedFields.outputProductDefinitionId,
      outputAttributeId: calculatedFields.outputAttributeId,
      expression: calculatedFields.expression,
    })
    .from(calculatedFields)
    .innerJoin(supplyChainNodeMetadata, eq(supplyChainNodeMetadata.id, calculatedFields.nodeMetadataId));
  const attributeIds = [
    ...new Set(
      fields.flatMap((field) => [
        field.outputAttributeId,
        ...field.expression.filter((item) => item.type === 'variable').map((item) => item.value),
      ]),
    ),
  ];
  const attributeRows =
    attributeIds.length === 0
      ? []
      : await db.select({ id: attributes.id, type: attributes.type }).from(attributes).where(inArray(attributes.id, attributeIds));
  return {
    lines,
    roles: roleRows as MapRoleRow[],
    fields,
    attributeTypes: new Map(attributeRows.map((row) => [row.id, row.type])),
  };
}

export interface TraceFacilityRow {
  id: string;
  name: string;
  roleId: string | null;
  countryCode: string | null;
  riskLevel: TRiskLevel | null;
  reconciliationStartAt: Date | null;
  reconciliationDurationMonths: number | null;
}

export function findTraceFacilities(db: Executor, ids: readonly string[]): Promise<TraceFacilityRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: facilities.id,
      name: facilities.name,
      roleId: facilities.roleId,
      countryCode: countries.countryCode,
      riskLevel: facilities.riskLevel,
      reconciliationStartAt: facilities.reconciliationStartAt,
      reconciliationDurationMonths: facilities.reconciliationDurationMonths,
    })
    .from(facilities)
    .leftJoin(countries, eq(countries.id, facilities.countryId))
    .where(inArray(facilities.id, [...ids]));
}

/** The facilities' risk levels now: the risk engine moves them after a trace is cached. */
export async function findRiskLevels(db: Executor, ids: readonly string[]): Promise<Map<string, TRiskLevel | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: facilities.id, riskLevel: facilities.riskLevel })
    .from(facilities)
    .where(inArray(facilities.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.riskLevel]));
}

/** Which of the transactions carry a product with a certification attached. */
export async function findCertifiedTransactions(db: Executor, transactionIds: readonly string[]): Promise<Set<string>> {
  if (transactionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ transactionId: transactionItems.transactionId })
    .from(transactionItems)
    .innerJoin(products, eq(products.id, transactionItems.productId))
    .where(and(inArray(transactionItems.transactionId, [...transactionIds]), sql`jsonb_array_length(${products.certifications}) > 0`));
  return new Set(rows.map((row) => row.transactionId));
}

export interface FacilityFlow {
  facilityId: string;
  soldKg: number;
  boughtKg: number;
  madeKg: number;
}

/**
 * Kilograms each facility sold, bought and made in its period, in one statement. The periods travel as
 * one JSON parameter and each sum is a subquery on one facility's index range (sales and purchases from
 * the index alone; made from the facility's outputs by creation moment, which is the transformation's),
 * so the cost follows the facilities' own activity in their period, never the size of the database.
 */
export async function findFacilityFlows(db: Executor, ranges: readonly ReceivedRange[]): Promise<FacilityFlow[]> {
  if (ranges.length === 0) return [];
  const periods = JSON.stringify(ranges.map((range) => ({ facility_id: range.facilityId, from_at: range.from, to_at: range.to })));
  const result = await db.execute<{ facility_id: string; sold_kg: string; bought_kg: string; made_kg: string }>(sql`
    select period.facility_id,
      (select coalesce(sum(${transactions.totalWeightKg}), 0) from ${transactions}
        where ${transactions.type} = ${SALE} and ${transactions.deletedAt} is null
          and ${transactions.fromFacilityId} = period.facility_id
          and ${transactions.transactedAt} between period.from_at and period.to_at) as sold_kg,
      (select coalesce(sum(${transactions.totalWeightKg}), 0) from ${transactions}
        where ${transactions.type} = ${PURCHASE} and ${transactions.deletedAt} is null
          and ${transactions.toFacilityId} = period.facility_id
          and ${transactions.transactedAt} between period.from_at and period.to_at) as bought_kg,
      (select coalesce(sum(${products.quantityKg}), 0) from ${products}
        where ${products.createdFacilityId} = period.facility_id and not ${products.isManualAdded}
          and ${products.createdAt} between period.from_at and period.to_at) as made_kg
    from jsonb_to_recordset(${periods}::jsonb) as period(facility_id uuid, from_at timestamptz, to_at timestamptz)`);
  const rows = (result as unknown as { rows: { facility_id: string; sold_kg: string; bought_kg: string; made_kg: string }[] }).rows;
  return rows.map((row) => ({
    facilityId: row.facility_id,
    soldKg: Number(row.sold_kg),
    boughtKg: Number(row.bought_kg),
    madeKg: Number(row.made_kg),
  }));
}

/**
 * Whether any facility of a cached trace has logged a purchase, sale, transport or transformation since
 * it was computed: the indexes on (facility, created_at) answer each arm.
 */
export async function hasActivitySince(db: Executor, facilityIds: readonly string[], since: Date): Promise<boolean> {
  if (facilityIds.length === 0) return false;
  const ids = [...facilityIds];
  const rows = await db.execute<{ changed: boolean }>(
    sql`select (exists (select 1 from ${transactions} where ${inArray(transactions.toFacilityId, ids)} and ${gt(transactions.createdAt, since)})
      or exists (select 1 from ${transactions} where ${inArray(transactions.fromFacilityId, ids)} and ${gt(transactions.createdAt, since)})
      or exists (select 1 from ${transformations} where ${inArray(transformations.facilityId, ids)} and ${gt(transformations.createdAt, since)})) as changed`,
  );
  return Boolean((rows as unknown as { rows: { changed: boolean }[] }).rows[0]?.changed);
}
