import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { facilities, users } from './access.ts';
import { createdAt, moment } from './columns.ts';

/**
 * A brand's supplier (DOMAIN.md §9): the link is the brand's own; a facility may be the supplier of
 * many brands, and removing it deletes this row and the brand's partner links only.
 */
export const brandSuppliers = pgTable(
  'brand_suppliers',
  {
    brandFacilityId: uuid('brand_facility_id')
      .notNull()
      .references(() => facilities.id),
    supplierFacilityId: uuid('supplier_facility_id')
      .notNull()
      .references(() => facilities.id),
    /** The brand created the facility, so it may edit its details until the supplier saves its own profile. */
    createdByBrand: boolean('created_by_brand').notNull().default(false),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.brandFacilityId, table.supplierFacilityId] }),
    index('brand_suppliers_supplier_idx').on(table.supplierFacilityId),
  ],
);

/**
 * Which of a brand's suppliers supply each other, as the brand records it: one row each way, so either
 * side reads its partners with one index; never shared with another brand.
 */
export const brandSupplierLinks = pgTable(
  'brand_supplier_links',
  {
    brandFacilityId: uuid('brand_facility_id')
      .notNull()
      .references(() => facilities.id),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    partnerFacilityId: uuid('partner_facility_id')
      .notNull()
      .references(() => facilities.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.brandFacilityId, table.facilityId, table.partnerFacilityId] })],
);

/** One row of a checked supplier import, as the import will apply it. */
export interface TStoredSupplierRow {
  index: number;
  /** An existing facility to link, or else the details of the one to create. */
  facilityId: string | null;
  name: string;
  roleId: string;
  businessRegisterNumber: string | null;
  oarId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** Index of the row it supplies to, or an existing supplier of the brand. */
  suppliesToIndex: number | null;
  suppliesToFacilityId: string | null;
}

/** Supplier files that passed their check and wait to be imported, once, by the brand that checked them. */
export const supplierImports = pgTable('supplier_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  brandFacilityId: uuid('brand_facility_id')
    .notNull()
    .references(() => facilities.id),
  fileName: text('file_name').notNull(),
  rows: jsonb('rows').$type<TStoredSupplierRow[]>().notNull(),
  uploadedById: uuid('uploaded_by_id')
    .notNull()
    .references(() => users.id),
  importedAt: moment('imported_at'),
  createdAt: createdAt(),
});
