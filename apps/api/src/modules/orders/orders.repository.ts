import type { TOrderSortField, TRiskLevel } from '@opentrace/domain';
import { and, asc, desc, eq, exists, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TTranslations } from '../../core/translations.ts';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { countries, facilities, orderSuppliers, orders, orderTraces, roles } from '../../db/schema/index.ts';

/*
 * Orders, their order suppliers and the cached trace of each. Every read of an order says whose it is
 * (its owner facility, or null for the administration), and the service's policy compares that with
 * the caller before anything else is read or written.
 */

/** A facility as an order names it: its role (with the role's translations) and its country code. */
const facilityColumns = {
  id: facilities.id,
  name: facilities.name,
  roleId: facilities.roleId,
  roleName: roles.name,
  roleNameTranslations: roles.nameTranslations,
  roleCode: roles.code,
  countryCode: countries.countryCode,
  riskLevel: facilities.riskLevel,
};

export interface FacilityRow {
  id: string;
  name: string;
  roleId: string;
  roleName: string;
  roleNameTranslations: TTranslations;
  roleCode: string | null;
  countryCode: string | null;
  riskLevel: TRiskLevel | null;
}

const orderColumns = {
  id: orders.id,
  ownerFacilityId: orders.ownerFacilityId,
  purchaseOrderNumber: orders.purchaseOrderNumber,
  purchasedAt: orders.purchasedAt,
  productDescription: orders.productDescription,
  quantity: orders.quantity,
  quantityUnit: orders.quantityUnit,
  invoiceNumber: orders.invoiceNumber,
  packingListNumber: orders.packingListNumber,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

export type OrderRow = { [K in keyof typeof orderColumns]: (typeof orders.$inferSelect)[K] };
/** An order with its first supplier, as the list and the detail show it. */
export type OrderWithSupplierRow = OrderRow & { supplier: FacilityRow };

const orderSupplierColumns = {
  id: orderSuppliers.id,
  orderId: orderSuppliers.orderId,
  parentId: orderSuppliers.parentId,
  supplierFacilityId: orderSuppliers.supplierFacilityId,
  purchasedAt: orderSuppliers.purchasedAt,
  purchaseOrderNumber: orderSuppliers.purchaseOrderNumber,
  invoiceNumber: orderSuppliers.invoiceNumber,
  packingListNumber: orderSuppliers.packingListNumber,
  createdAt: orderSuppliers.createdAt,
};

export type OrderSupplierRow = { [K in keyof typeof orderSupplierColumns]: (typeof orderSuppliers.$inferSelect)[K] } & {
  supplier: FacilityRow;
};

/** The orders of one organisation: a facility's, or (null) the administration's, which its administrators share. */
function ownedBy(ownerFacilityId: string | null): SQL {
  return ownerFacilityId === null ? isNull(orders.ownerFacilityId) : eq(orders.ownerFacilityId, ownerFacilityId);
}

function sortColumn(field: TOrderSortField) {
  switch (field) {
    case 'purchasedAt':
      return orders.purchasedAt;
    case 'purchaseOrderNumber':
      return sql`lower(${orders.purchaseOrderNumber})`;
    case 'supplierName':
      return sql`lower(${facilities.name})`;
    default:
      return orders.createdAt;
  }
}

/** One page of an organisation's orders with their first suppliers, searched and sorted. */
export async function findOrderPage(
  db: Executor,
  ownerFacilityId: string | null,
  key: string | undefined,
  sort: { field: TOrderSortField; direction: 'asc' | 'desc' },
  paging: { page: number; perPage: number; supplierId?: string | undefined },
): Promise<{ rows: OrderWithSupplierRow[]; total: number }> {
  const term = key ? containing(key) : undefined;
  const named = alias(orderSuppliers, 'named_supplier');
  const where = and(
    ownedBy(ownerFacilityId),
    paging.supplierId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(named)
            .where(and(eq(named.orderId, orders.id), eq(named.supplierFacilityId, paging.supplierId))),
        )
      : undefined,
    term
      ? or(
          ilike(orders.purchaseOrderNumber, term),
          ilike(orders.invoiceNumber, term),
          ilike(orders.packingListNumber, term),
          ilike(orders.productDescription, term),
          ilike(facilities.name, term),
        )
      : undefined,
  );
  const column = sortColumn(sort.field);
  const direction = sort.direction === 'asc' ? asc : desc;
  const page = await db
    .select({ ...orderColumns, supplier: facilityColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(orders)
    .innerJoin(orderSuppliers, and(eq(orderSuppliers.orderId, orders.id), isNull(orderSuppliers.parentId)))
    .innerJoin(facilities, eq(facilities.id, orderSuppliers.supplierFacilityId))
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .leftJoin(countries, eq(countries.id, facilities.countryId))
    .where(where)
    .orderBy(direction(column), desc(orders.createdAt), asc(orders.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  // The total comes with the page; only a page past the end needs it counted apart.
  const total = page[0]?.total ?? (await countOrders(db, where));
  return { rows: page.map(({ total: _total, ...row }) => row), total };
}

async function countOrders(db: Executor, where: SQL | undefined): Promise<number> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(orderSuppliers, and(eq(orderSuppliers.orderId, orders.id), isNull(orderSuppliers.parentId)))
    .innerJoin(facilities, eq(facilities.id, orderSuppliers.supplierFacilityId))
    .where(where);
  return counted?.total ?? 0;
}

/** The order, whoever's it is: the policy decides whether the caller may see it. */
export async function findOrder(db: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId));
  return row;
}

/** Every order supplier of the order with its facility: the first one first, then as they were added. */
export function findOrderSuppliers(db: Executor, orderId: string): Promise<OrderSupplierRow[]> {
  return db
    .select({ ...orderSupplierColumns, supplier: facilityColumns })
    .from(orderSuppliers)
    .innerJoin(facilities, eq(facilities.id, orderSuppliers.supplierFacilityId))
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .leftJoin(countries, eq(countries.id, facilities.countryId))
    .where(eq(orderSuppliers.orderId, orderId))
    .orderBy(sql`${orderSuppliers.parentId} is not null`, asc(orderSuppliers.createdAt), asc(orderSuppliers.id));
}

/** The order supplier with the order it belongs to. */
export async function findOrderSupplier(db: Executor, orderSupplierId: string) {
  const [row] = await db.select(orderSupplierColumns).from(orderSuppliers).where(eq(orderSuppliers.id, orderSupplierId));
  return row;
}

/** A live facility that can supply an order (not a farm of a group, which trades through its group), with its role. */
export async function findSupplierFacility(db: Executor, facilityId: string): Promise<FacilityRow | undefined> {
  const [row] = await db
    .select(facilityColumns)
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .leftJoin(countries, eq(countries.id, facilities.countryId))
    .where(and(eq(facilities.id, facilityId), isNull(facilities.deletedAt), isNull(facilities.farmGroupId)));
  return row;
}

/** Several such facilities by id, in no particular order. */
export function findSupplierFacilities(db: Executor, facilityIds: readonly string[]): Promise<FacilityRow[]> {
  if (facilityIds.length === 0) return Promise.resolve([]);
  return db
    .select(facilityColumns)
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .leftJoin(countries, eq(countries.id, facilities.countryId))
    .where(and(inArray(facilities.id, [...facilityIds]), isNull(facilities.deletedAt), isNull(facilities.farmGroupId)));
}

/** The name of the facility that placed an order. */
export async function findFacilityName(db: Executor, facilityId: string): Promise<string | null> {
  const [row] = await db.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, facilityId));
  return row?.name ?? null;
}

export interface CandidateFilter {
  /** Roles a candidate may have; an empty list admits none (unless `brokerRoleCode` admits it). */
  roleIds: readonly string[];
  /** Also admit facilities of this role code, whatever the map says (a producer's broker). */
  brokerRoleCode?: string;
  key?: string;
  exceptFacilityId?: string;
}

/** Live facilities (not farms of a group) of the given roles, by name, matching `key`. */
export async function findCandidatePage(
  db: Executor,
  filter: CandidateFilter,
  paging: { page: number; perPage: number },
): Promise<{ rows: FacilityRow[]; total: number }> {
  const admitted = [
    filter.roleIds.length ? inArray(facilities.roleId, [...filter.roleIds]) : undefined,
    filter.brokerRoleCode ? eq(roles.code, filter.brokerRoleCode) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  if (admitted.length === 0) return { rows: [], total: 0 };
  const where = and(
    isNull(facilities.deletedAt),
    isNull(facilities.farmGroupId),
    isNull(roles.deletedAt),
    or(...admitted),
    filter.key ? ilike(facilities.name, containing(filter.key)) : undefined,
    filter.exceptFacilityId ? ne(facilities.id, filter.exceptFacilityId) : undefined,
  );
  const page = await db
    .select({ ...facilityColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .leftJoin(countries, eq(countries.id, facilities.countryId))
    .where(where)
    .orderBy(asc(facilities.name), asc(facilities.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  let total = page[0]?.total;
  if (total === undefined) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(facilities)
      .innerJoin(roles, eq(roles.id, facilities.roleId))
      .where(where);
    total = counted?.total ?? 0;
  }
  return { rows: page.map(({ total: _total, ...row }) => row), total };
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
export type NewOrderSupplier = Omit<typeof orderSuppliers.$inferInsert, 'id'>;
type OrderDocuments = Pick<
  NewOrderSupplier,
  'supplierFacilityId' | 'purchasedAt' | 'purchaseOrderNumber' | 'invoiceNumber' | 'packingListNumber'
>;

export async function insertOrder(db: Executor, values: NewOrder): Promise<string> {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  return (row as { id: string }).id;
}

export async function updateOrder(db: Executor, orderId: string, values: Partial<NewOrder>): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, orderId));
}

/** Deletes the order; its order suppliers and cached trace go with it (cascade). */
export async function deleteOrder(db: Executor, orderId: string): Promise<void> {
  await db.delete(orders).where(eq(orders.id, orderId));
}

export async function insertOrderSupplier(db: Executor, values: NewOrderSupplier): Promise<string> {
  const [row] = await db.insert(orderSuppliers).values(values).returning({ id: orderSuppliers.id });
  return (row as { id: string }).id;
}

export async function updateOrderSupplier(db: Executor, orderSupplierId: string, values: OrderDocuments): Promise<void> {
  await db.update(orderSuppliers).set(values).where(eq(orderSuppliers.id, orderSupplierId));
}

/** The first order supplier takes the order's supplier and documents. */
export async function updateFirstOrderSupplier(db: Executor, orderId: string, values: OrderDocuments): Promise<void> {
  await db
    .update(orderSuppliers)
    .set(values)
    .where(and(eq(orderSuppliers.orderId, orderId), isNull(orderSuppliers.parentId)));
}

/** Deletes order suppliers by id; the ones below them go with them (cascade on the parent). */
export async function deleteOrderSuppliers(db: Executor, orderSupplierIds: readonly string[]): Promise<void> {
  if (orderSupplierIds.length === 0) return;
  await db.delete(orderSuppliers).where(inArray(orderSuppliers.id, [...orderSupplierIds]));
}

/** Forgets the order's computed trace, so that the next read computes it from the order as it now stands. */
export async function deleteCachedTrace(db: Executor, orderId: string): Promise<void> {
  await db.delete(orderTraces).where(eq(orderTraces.orderId, orderId));
}
