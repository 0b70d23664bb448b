import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import type { TTranslations } from '../../core/translations.ts';

/** Key/value facts about this database, such as which base-seed version it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: createdAt(),
});

export const facilityTypes = pgTable('facility_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const countries = pgTable('countries', {
  id: uuid('id').primaryKey(),
  countryCode: text('country_code').notNull().unique(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<TTranslations>().notNull().default({}),
});

export const provinces = pgTable(
  'provinces',
  {
    id: uuid('id').primaryKey(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    provinceCode: text('province_code').notNull(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<TTranslations>().notNull().default({}),
  },
  (table) => [uniqueIndex('provinces_country_code_idx').on(table.countryId, table.provinceCode)],
);

export const districts = pgTable(
  'districts',
  {
    id: uuid('id').primaryKey(),
    provinceId: uuid('province_id')
      .notNull()
      .references(() => provinces.id),
    districtCode: text('district_code').notNull(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<TTranslations>().notNull().default({}),
  },
  (table) => [uniqueIndex('districts_province_code_idx').on(table.provinceId, table.districtCode)],
);

export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    /** `facility` certifications describe a business, `cotton` ones a farm or a lot of cotton. */
    kind: text('kind', { enum: ['facility', 'cotton'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    farmOnly: boolean('farm_only').notNull().default(false),
    translations: jsonb('translations').$type<TTranslations>().notNull().default({}),
  },
  (table) => [uniqueIndex('certifications_kind_code_idx').on(table.kind, table.code)],
);

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const commodities = pgTable('commodities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});
