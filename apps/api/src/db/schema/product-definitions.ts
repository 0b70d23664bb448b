import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, updatedAt } from './columns.ts';
import type { TTranslations } from '../../core/translations.ts';

export type TAttributeType = 'PRODUCT_ID' | 'PRODUCT_QUANTITY' | 'OTHER';
export type TAttributeCategory =
  'TEXT' | 'NUMBER' | 'PERCENTAGE' | 'DATE' | 'LIST' | 'NUMBER_UNIT_PAIR' | 'COUNTRY_PROVINCE_DISTRICT' | 'ATTACHMENTS';

/** A list value, or a unit / currency of a number-unit pair, with its translations. */
export interface TAttributeOption {
  value: string;
  translations: TTranslations;
}

/** A product attribute (DOMAIN.md §3.1). Names are unique among live attributes. */
export const attributes = pgTable(
  'attributes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameTranslations: jsonb('name_translations').$type<TTranslations>().notNull().default({}),
    type: text('type', { enum: ['PRODUCT_ID', 'PRODUCT_QUANTITY', 'OTHER'] }).notNull(),
    category: text('category', {
      enum: ['TEXT', 'NUMBER', 'PERCENTAGE', 'DATE', 'LIST', 'NUMBER_UNIT_PAIR', 'COUNTRY_PROVINCE_DISTRICT', 'ATTACHMENTS'],
    }).notNull(),
    options: jsonb('options').$type<TAttributeOption[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    uniqueIndex('attributes_name_live_idx')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** A kind of product (DOMAIN.md §3.2): its goods and its ordered attributes. */
export const productDefinitions = pgTable(
  'product_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameTranslations: jsonb('name_translations').$type<TTranslations>().notNull().default({}),
    /** Commodity names (at least one) the product is made of. */
    goods: text('goods').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    uniqueIndex('product_definitions_name_live_idx')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export const productDefinitionAttributes = pgTable(
  'product_definition_attributes',
  {
    productDefinitionId: uuid('product_definition_id')
      .notNull()
      .references(() => productDefinitions.id, { onDelete: 'cascade' }),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id),
    order: integer('order').notNull(),
    isOptional: boolean('is_optional').notNull().default(false),
    isAddManuallyOnly: boolean('is_add_manually_only').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.productDefinitionId, table.attributeId] })],
);
