import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DNA_TEST_KINDS, DNA_TEST_RESULTS } from '@opentrace/domain';
import { facilities, users } from './access.ts';
import { createdAt, moment } from './columns.ts';
import { files } from './files.ts';
import { products } from './product-activities.ts';

/**
 * A laboratory test of a product a supplier made (DOMAIN.md §8.2). The result is decided when the test is
 * logged and kept with what it was decided from (the marker the product carried, the origin countries its
 * trace gave), so a later change to the records never rewrites a past result. A deleted test keeps its row
 * for the record and stops counting.
 */
export const dnaTests = pgTable(
  'dna_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Quoted as DNA-{number}. */
    number: integer('number').generatedAlwaysAsIdentity().notNull(),
    kind: text('kind', { enum: DNA_TEST_KINDS }).notNull(),
    result: text('result', { enum: DNA_TEST_RESULTS }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productSupplierId: uuid('product_supplier_id')
      .notNull()
      .references(() => facilities.id),
    requestFacilityId: uuid('request_facility_id').references(() => facilities.id),
    testedOn: date('tested_on', { mode: 'string' }).notNull(),
    /** Synthetic tests: whether the lab found a marker, which ones, and the one the product was given. */
    isDetected: boolean('is_detected'),
    dnaIdentifiers: jsonb('dna_identifiers').$type<string[]>().notNull().default([]),
    expectedDnaIdentifier: text('expected_dna_identifier'),
    /** Isotopic tests: the lab's countries and the product's traced origin countries. */
    countryIds: jsonb('country_ids').$type<string[]>().notNull().default([]),
    originCountryIds: jsonb('origin_country_ids').$type<string[]>().notNull().default([]),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: moment('deleted_at'),
    deletedById: uuid('deleted_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('dna_tests_number_idx').on(table.number),
    index('dna_tests_supplier_idx')
      .on(table.productSupplierId, table.testedOn)
      .where(sql`${table.deletedAt} is null`),
    index('dna_tests_created_by_idx').on(table.createdById),
    check(
      'dna_tests_kind_fields_check',
      sql`(${table.kind} = 'SYNTHETIC') = (${table.isDetected} is not null and ${table.requestFacilityId} is not null)`,
    ),
  ],
);

/** The lab's report and other proofs of a test. */
export const dnaTestFiles = pgTable(
  'dna_test_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sequence: integer('sequence').generatedAlwaysAsIdentity().notNull(),
    testId: uuid('test_id')
      .notNull()
      .references(() => dnaTests.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('dna_test_files_test_idx').on(table.testId), index('dna_test_files_file_idx').on(table.fileId)],
);
