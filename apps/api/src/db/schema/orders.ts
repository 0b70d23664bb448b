import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { facilities, users } from './access.ts';
import { createdAt, moment, updatedAt } from './columns.ts';

/**
 * An order to trace (DOMAIN.md §5.1). It belongs to the organisation that placed it: a brand's or a
 * producer's facility, or the platform administration (owner null), whose administrators share it.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerFacilityId: uuid('owner_facility_id').references(() => facilities.id),
    purchaseOrderNumber: text('purchase_order_number').notNull(),
    purchasedAt: moment('purchased_at').notNull(),
    productDescription: text('product_description').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    quantityUnit: text('quantity_unit').notNull(),
    invoiceNumber: text('invoice_number'),
    packingListNumber: text('packing_list_number'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('orders_owner_idx').on(table.ownerFacilityId, table.createdAt)],
);

/**
 * Who supplied whom for an order: the first order supplier (parent null) carries the order's own
 * documents; each further one names its parent and the document it supplied the parent under.
 */
export const orderSuppliers = pgTable(
  'order_suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => orderSuppliers.id, { onDelete: 'cascade' }),
    supplierFacilityId: uuid('supplier_facility_id')
      .notNull()
      .references(() => facilities.id),
    purchasedAt: moment('purchased_at').notNull(),
    purchaseOrderNumber: text('purchase_order_number'),
    invoiceNumber: text('invoice_number'),
    packingListNumber: text('packing_list_number'),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_suppliers_order_idx').on(table.orderId),
    index('order_suppliers_parent_idx').on(table.parentId),
    // One first supplier per order.
    uniqueIndex('order_suppliers_root_idx')
      .on(table.orderId)
      .where(sql`${table.parentId} is null`),
  ],
);

/**
 * The last computed trace of an order (issue "Tracing": cached per order). It stays valid while no
 * facility on it has logged, or soft-deleted, an activity since `computedAt`; a reset deletes it.
 */
export const orderTraces = pgTable('order_traces', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** The trace as computed, before the caller's language is applied. */
  result: jsonb('result').notNull(),
  /** The facilities on the trace, for the staleness check. */
  facilityIds: uuid('facility_ids').array().notNull(),
  computedAt: moment('computed_at').notNull(),
});

/**
 * An order flagged because a facility its trace reaches turned High or Extreme, or a founded report named it
 * (issue 21 "Reports reach traces"). One row per order, facility and cause (`key`: the level and day, or the
 * report), so a flagging job that runs twice flags and notifies once.
 */
export const orderRiskFlags = pgTable(
  'order_risk_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    reason: text('reason', { enum: ['RISK_LEVEL', 'FOUNDED_REPORT'] }).notNull(),
    key: text('key').notNull(),
    level: text('level', { enum: ['EXTREME', 'HIGH', 'MEDIUM', 'LOW'] }),
    subIndicatorIds: uuid('sub_indicator_ids').array().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('order_risk_flags_cause_idx').on(table.orderId, table.facilityId, table.reason, table.key)],
);
