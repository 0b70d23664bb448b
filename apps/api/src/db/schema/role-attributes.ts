// The column enumerations are the domain's own, so columns and API schemas cannot drift apart.
import { IDENTIFIER_SYSTEMS, ROLE_ATTRIBUTE_CATEGORIES } from '@opentrace/domain';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { roles, facilities } from './access.ts';
import { createdAt, updatedAt } from './columns.ts';
import type { TTranslations } from '../../core/translations.ts';

export interface TRoleAttributeOptionColumn {
  value: string;
  translations: TTranslations;
}

/**
 * An attribute a facility of the role fills in, grouped by the identifier system it belongs to
 * (DOMAIN.md §10.1). A role's identifier systems are the systems its attributes belong to, so a
 * system cannot be chosen without the columns that identify a facility in it.
 */
export const roleAttributes = pgTable(
  'role_attributes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    identifierSystem: text('identifier_system', { enum: IDENTIFIER_SYSTEMS }).notNull(),
    name: text('name').notNull(),
    nameTranslations: jsonb('name_translations').$type<TTranslations>().notNull().default({}),
    category: text('category', { enum: ROLE_ATTRIBUTE_CATEGORIES }).notNull(),
    options: jsonb('options').$type<TRoleAttributeOptionColumn[]>().notNull().default([]),
    isOptional: boolean('is_optional').notNull().default(false),
    /** Position in the role's form, 0 first, across all identifier systems. */
    sortOrder: integer('sort_order').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('role_attributes_role_idx').on(table.roleId, table.sortOrder)],
);

/** What a facility answered for one of its role's attributes (written by the profile). */
export const facilityRoleAttributeValues = pgTable(
  'facility_role_attribute_values',
  {
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => roleAttributes.id, { onDelete: 'cascade' }),
    value: text('value'),
    /** Display text for values that are ids (country, list option). */
    label: text('label'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.facilityId, table.attributeId] })],
);
