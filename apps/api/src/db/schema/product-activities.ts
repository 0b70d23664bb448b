import { PRODUCT_CODE_KEY_SQL_PATTERN } from '@opentrace/domain';
import { type SQLWrapper, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { facilities, users } from './access.ts';
import { createdAt, deletedAt, moment, updatedAt } from './columns.ts';
import { productDefinitions } from './product-definitions.ts';

/** A document attached to an activity: the uploader's file name and the stored blob. */
export interface TStoredFileReference {
  fileName: string;
  blobName: string;
}

/** One attribute value of a product as entered on its form (DOMAIN.md §3.2). */
export interface TStoredAttributeValue {
  attributeId: string;
  value: unknown;
  quantityUnit?: string | null;
}

/** Money and weight columns: 14 digits with 2 decimals for quantities, 10 for prices (DOMAIN.md §4.1). */
const quantity = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const percentage = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
/**
 * Kilograms times a percentage over 100: six decimals hold such a sum exactly (two from the
 * kilograms, two from the percentage, two from the division), so summing the stored values gives
 * the same figure as summing over the products. Written as exact decimal strings.
 */
const shareWeight = (name: string) => numeric(name, { precision: 20, scale: 6 });

/**
 * A code's key as productCodeKey (packages/domain) computes it, so the unique indexes and look-ups
 * treat "BAL-EWA-LKA-STZ-U1" and "bale-walk-astzu-1" as one ID. translate() folds ASCII case the
 * same way on every database locale.
 */
export const productCodeKeySql = (code: SQLWrapper) =>
  sql`translate(regexp_replace(${code}, ${sql.raw(`'${PRODUCT_CODE_KEY_SQL_PATTERN}'`)}, '', 'g'), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')`;

/**
 * A batch of printed QR labels (DOMAIN.md §8.1). Codes are global: any facility allowed to assign QR
 * codes may stick an unused label on a product it makes.
 */
export const qrCodeBatches = pgTable(
  'qr_code_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: moment('completed_at'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  // Batches are shared by every administrator, and a name is how they tell printed rolls apart.
  (table) => [
    uniqueIndex('qr_code_batches_name_idx')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** 1 ENCODED (unused), 2 ACTIVE (on a product), 3 DISPENSED (that product was used up). */
export const QR_CODE_STATUSES = { ENCODED: 1, ACTIVE: 2, DISPENSED: 3 } as const;

export const qrCodes = pgTable(
  'qr_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => qrCodeBatches.id, { onDelete: 'cascade' }),
    /** Nine digits, zero-padded; the label carries only this string. */
    code: text('code').notNull(),
    status: smallint('status').notNull().default(QR_CODE_STATUSES.ENCODED),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('qr_codes_code_idx').on(table.code), index('qr_codes_batch_idx').on(table.batchId, table.status)],
);

/** A traceable lot of product (DOMAIN.md §4.1). */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The PRODUCT_ID value, the QR code, or a generated code when the definition has no product ID. */
    code: text('code').notNull(),
    productDefinitionId: uuid('product_definition_id')
      .notNull()
      .references(() => productDefinitions.id),
    quantity: quantity('quantity').notNull(),
    quantityUnit: text('quantity_unit').notNull(),
    /** The quantity in kilograms, or null when its unit has no mass conversion (metres). */
    quantityKg: quantity('quantity_kg'),
    additionalAttributes: jsonb('additional_attributes').$type<TStoredAttributeValue[]>().notNull().default([]),
    certifications: jsonb('certifications').$type<TStoredFileReference[]>().notNull().default([]),
    qrCodeId: uuid('qr_code_id').references(() => qrCodes.id),
    dnaIdentifier: text('dna_identifier'),
    verifiedPercentage: percentage('verified_percentage'),
    notVerifiedPercentage: percentage('not_verified_percentage'),
    isManualAdded: boolean('is_manual_added').notNull().default(false),
    createdFacilityId: uuid('created_facility_id')
      .notNull()
      .references(() => facilities.id),
    isPurchased: boolean('is_purchased').notNull().default(false),
    isSold: boolean('is_sold').notNull().default(false),
    isTransformed: boolean('is_transformed').notNull().default(false),
    isTransported: boolean('is_transported').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Tracked products are identified system-wide; a manual product only within the buyer that defined it.
    uniqueIndex('products_code_tracked_idx')
      .on(productCodeKeySql(table.code))
      .where(sql`not ${table.isManualAdded}`),
    uniqueIndex('products_code_manual_idx')
      .on(table.createdFacilityId, productCodeKeySql(table.code))
      .where(sql`${table.isManualAdded}`),
    uniqueIndex('products_qr_code_idx')
      .on(table.qrCodeId)
      .where(sql`${table.qrCodeId} is not null`),
    index('products_created_facility_idx').on(table.createdFacilityId, table.createdAt),
    // What a facility made in a period (a trace's plausibility check): summed from the index alone.
    index('products_made_sums_idx')
      .on(table.createdFacilityId, table.createdAt, table.quantityKg)
      .where(sql`not ${table.isManualAdded}`),
  ],
);

/** Which facilities hold a product: its maker, then every buyer (a seller's row stays). */
export const facilityItems = pgTable(
  'facility_items',
  {
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * Set when the facility bought the product (DOMAIN.md §5.6): what it weighs and when, and the
     * first moment it stopped holding it as stock (sold or used as an input), so the margin of
     * error's "bought but neither transformed nor sold" is a sum over one index.
     */
    quantityKg: quantity('quantity_kg'),
    purchasedAt: moment('purchased_at'),
    releasedAt: moment('released_at'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.facilityId, table.productId] }),
    index('facility_items_product_idx').on(table.productId),
    index('facility_items_purchased_idx')
      .on(table.facilityId, table.purchasedAt, table.quantityKg, table.releasedAt)
      .where(sql`${table.purchasedAt} is not null`),
  ],
);

/** 1 purchase, 2 sale, 3 transport (spec §3); events also use 4 transform and 5 by-product. */
export const TRANSACTION_TYPES = { PURCHASE: 1, SALE: 2, TRANSPORT: 3 } as const;

/** A purchase, sale or transport as one party logged it (DOMAIN.md §4.1). */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: smallint('type').notNull(),
    /** The seller (purchase, sale) or the sender (transport); null for a non-participating seller. */
    fromFacilityId: uuid('from_facility_id').references(() => facilities.id),
    /** The buyer (purchase, sale) or the transporter. */
    toFacilityId: uuid('to_facility_id').references(() => facilities.id),
    /** The facility that logged it. */
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
    currency: text('currency'),
    totalWeight: quantity('total_weight').notNull(),
    weightUnit: text('weight_unit').notNull(),
    totalWeightKg: quantity('total_weight_kg'),
    /**
     * Of total_weight_kg, the products' verified and not verified kilograms (Σ kg × share / 100,
     * DOMAIN.md §5.5), kept up to date when a share is recomputed; null when total_weight_kg is.
     */
    verifiedWeightKg: shareWeight('verified_weight_kg'),
    notVerifiedWeightKg: shareWeight('not_verified_weight_kg'),
    purchaseOrderNumber: text('purchase_order_number'),
    invoiceNumber: text('invoice_number'),
    packingListNumber: text('packing_list_number'),
    transactedAt: moment('transacted_at').notNull(),
    uploadProofs: jsonb('upload_proofs').$type<TStoredFileReference[]>().notNull().default([]),
    uploadInvoices: jsonb('upload_invoices').$type<TStoredFileReference[]>().notNull().default([]),
    uploadPackingLists: jsonb('upload_packing_lists').$type<TStoredFileReference[]>().notNull().default([]),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    check('transactions_type_check', sql`${table.type} in (1, 2, 3)`),
    uniqueIndex('transactions_purchase_order_idx')
      .on(table.toFacilityId, sql`lower(${table.purchaseOrderNumber})`)
      .where(sql`${table.type} = 1 and ${table.deletedAt} is null`),
    uniqueIndex('transactions_invoice_idx')
      .on(table.fromFacilityId, sql`lower(${table.invoiceNumber})`)
      .where(sql`${table.type} = 2 and ${table.deletedAt} is null`),
    // Per type: a transport may travel under the packing list of the sale it carries.
    uniqueIndex('transactions_packing_list_idx')
      .on(table.fromFacilityId, table.type, sql`lower(${table.packingListNumber})`)
      .where(sql`${table.type} in (2, 3) and ${table.deletedAt} is null`),
    index('transactions_to_facility_idx').on(table.toFacilityId, table.type, table.transactedAt),
    index('transactions_from_facility_idx').on(table.fromFacilityId, table.type, table.transactedAt),
    // Mass balance and margin of error sum these columns of a facility's purchases or sales over a
    // period: with every column in the index, PostgreSQL answers from the index alone.
    index('transactions_purchase_sums_idx')
      .on(
        table.toFacilityId,
        table.transactedAt,
        table.fromFacilityId,
        table.totalWeightKg,
        table.verifiedWeightKg,
        table.notVerifiedWeightKg,
      )
      .where(sql`${table.type} = 1 and ${table.deletedAt} is null`),
    index('transactions_sale_sums_idx')
      .on(table.fromFacilityId, table.transactedAt, table.totalWeightKg)
      .where(sql`${table.type} = 2 and ${table.deletedAt} is null`),
    // A cached trace asks whether any facility on it has traded since the trace was computed.
    index('transactions_to_created_idx').on(table.toFacilityId, table.createdAt),
    index('transactions_from_created_idx').on(table.fromFacilityId, table.createdAt),
  ],
);

export const transactionItems = pgTable(
  'transaction_items',
  {
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
  },
  (table) => [primaryKey({ columns: [table.transactionId, table.productId] }), index('transaction_items_product_idx').on(table.productId)],
);

/** Inputs turned into outputs by one facility (DOMAIN.md §4.5). */
export const transformations = pgTable(
  'transformations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    transformedAt: moment('transformed_at').notNull(),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('transformations_facility_idx').on(table.facilityId, table.transformedAt),
    index('transformations_facility_created_idx').on(table.facilityId, table.createdAt),
  ],
);

export const transformationItems = pgTable(
  'transformation_items',
  {
    transformationId: uuid('transformation_id')
      .notNull()
      .references(() => transformations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    role: text('role', { enum: ['input', 'output'] }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.transformationId, table.productId] }),
    index('transformation_items_product_idx').on(table.productId, table.role),
  ],
);

/** Waste or secondary output that leaves the mass balance (DOMAIN.md §4.6). */
export const byProducts = pgTable(
  'by_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    totalWeight: quantity('total_weight').notNull(),
    weightUnit: text('weight_unit').notNull(),
    totalWeightKg: quantity('total_weight_kg').notNull(),
    recordedAt: moment('recorded_at').notNull(),
    uploadProofs: jsonb('upload_proofs').$type<TStoredFileReference[]>().notNull().default([]),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // The weight is in the index so the period's sum reads the index alone.
  (table) => [index('by_products_facility_idx').on(table.facilityId, table.recordedAt, table.totalWeightKg)],
);

/** 1 purchase, 2 sale, 3 transport, 4 transform, 5 by-product. */
export const EVENT_TYPES = { PURCHASE: 1, SALE: 2, TRANSPORT: 3, TRANSFORM: 4, BY_PRODUCT: 5 } as const;

/** One row per product activity, for the facility's history (Overview). */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    type: smallint('type').notNull(),
    recordedAt: moment('recorded_at').notNull(),
    transactionId: uuid('transaction_id').references(() => transactions.id),
    transformationId: uuid('transformation_id').references(() => transformations.id),
    byProductId: uuid('by_product_id').references(() => byProducts.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('events_type_check', sql`${table.type} between 1 and 5`),
    index('events_facility_idx').on(table.facilityId, table.recordedAt),
    index('events_facility_type_idx').on(table.facilityId, table.type, table.recordedAt),
  ],
);
