import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, moment, updatedAt } from './columns.ts';
import type { TTranslations } from '../../core/translations.ts';
import { countries, districts, facilityTypes, provinces } from './reference-data.ts';

/** The permission catalogue (DOMAIN.md §1.2), seeded from packages/domain. */
export const permissions = pgTable('permissions', {
  key: text('key').primaryKey(),
  action: text('action').notNull(),
  name: text('name').notNull(),
  label: text('label'),
  groups: text('groups').array().notNull(),
  groupType: text('group_type').notNull(),
  category: text('category').notNull(),
  parentKey: text('parent_key'),
  sortOrder: integer('sort_order').notNull(),
});

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** System name the code refers to (GINNER, BRAND…); null for roles created in configuration. */
    code: text('code'),
    name: text('name').notNull(),
    /** The name in French and Urdu; readers of other languages see `name`. */
    nameTranslations: jsonb('name_translations').$type<TTranslations>().notNull().default({}),
    type: text('type', {
      enum: ['Producer', 'Assessor', 'Administrator', 'Brand', 'API user'],
    }).notNull(),
    icon: text('icon').notNull().default('Buildings'),
    facilityTypeId: integer('facility_type_id').references(() => facilityTypes.id),
    isRawMaterialExtractor: boolean('is_raw_material_extractor').notNull().default(false),
    chainOfCustody: text('chain_of_custody', { enum: ['Product Segregation', 'Mass balance'] }),
    seasonStartDate: date('season_start_date'),
    seasonDurationMonths: smallint('season_duration_months'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    uniqueIndex('roles_name_live_idx')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('roles_code_live_idx')
      .on(table.code)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionKey: text('permission_key')
      .notNull()
      .references(() => permissions.key),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permissionKey] })],
);

/**
 * An organisation: a producer, brand, assessor or administrator facility, or a farm of a farm group
 * (DOMAIN.md §10). Profile columns stay null until the profile is saved.
 */
export const facilities = pgTable(
  'facilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    chainOfCustody: text('chain_of_custody', { enum: ['Product Segregation', 'Mass balance'] }),
    traderName: text('trader_name'),
    businessRegisterNumber: text('business_register_number'),
    /** Open Supply Hub ID; unique among live facilities. */
    oarId: text('oar_id'),
    /** Street address; the only location part when the country is Other. */
    address: text('address'),
    countryId: uuid('country_id').references(() => countries.id),
    provinceId: uuid('province_id').references(() => provinces.id),
    districtId: uuid('district_id').references(() => districts.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Facility certification names (GRS, GOTS…), or for a farm its one farm certification. */
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certificationExpiresOn: date('certification_expires_on'),
    /** Product definitions the facility makes, among its role's outputs on the map. */
    goodsProductDefinitionIds: uuid('goods_product_definition_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Mass-balance reconciliation window, set by the facility's first user. */
    reconciliationStartAt: moment('reconciliation_start_at'),
    reconciliationDurationMonths: smallint('reconciliation_duration_months'),
    /** Brand logo (brand onboarding): a `files` row; no foreign key, as files already refer to users here. */
    logoFileId: uuid('logo_file_id'),
    /** Contact of a facility without users: a farm of a farm group. */
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    phoneNumber: text('phone_number'),
    /** For a farm: the farm group (a facility of the administrator-completed group role) it belongs to. */
    farmGroupId: uuid('farm_group_id').references((): AnyPgColumn => facilities.id),
    /** A farm group's ID (4 digits, unique among groups) or a farm's ID within its group (3 characters). */
    code: text('code'),
    answeredSaqAt: moment('answered_saq_at'),
    /** Overall labour-risk level, written by the risk engine; null until it scores the facility ("Not assessed"). */
    riskLevel: text('risk_level', { enum: ['EXTREME', 'HIGH', 'MEDIUM', 'LOW'] }),
    addedPartnerAt: moment('added_partner_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    index('facilities_role_idx').on(table.roleId),
    index('facilities_farm_group_idx').on(table.farmGroupId),
    uniqueIndex('facilities_oar_id_live_idx')
      .on(sql`lower(${table.oarId})`)
      .where(sql`${table.deletedAt} is null and ${table.oarId} is not null`),
    uniqueIndex('facilities_group_code_live_idx')
      .on(table.code)
      .where(sql`${table.deletedAt} is null and ${table.farmGroupId} is null and ${table.code} is not null`),
    uniqueIndex('facilities_farm_code_live_idx')
      .on(table.farmGroupId, table.code)
      .where(sql`${table.deletedAt} is null and ${table.farmGroupId} is not null`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    /** 1 active, 2 deactivated, 3 invited (spec §4). */
    status: smallint('status').notNull().default(3),
    userType: text('user_type', { enum: ['Admin', 'Standard'] }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    facilityId: uuid('facility_id').references(() => facilities.id),
    language: text('language', { enum: ['en', 'fr', 'ur'] })
      .notNull()
      .default('en'),
    createdById: uuid('created_by_id'),
    joinedAt: moment('joined_at'),
    lastLoginAt: moment('last_login_at'),
    updatedProfileAt: moment('updated_profile_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    uniqueIndex('users_email_live_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('users_phone_live_idx')
      .on(table.phoneNumber)
      .where(sql`${table.deletedAt} is null and ${table.phoneNumber} is not null`),
    index('users_facility_idx').on(table.facilityId),
  ],
);

/** Permissions granted to one user on top of their role's. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionKey: text('permission_key')
      .notNull()
      .references(() => permissions.key),
  },
  (table) => [primaryKey({ columns: [table.userId, table.permissionKey] })],
);

/**
 * One row per signed-in session: the family of its refresh tokens. The access token names the
 * session, so revoking the row ends the session at once on every API node.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Refresh tokens rotate: each is used once and replaced. Presenting a spent one means it was
 * stolen or replayed, and revokes its whole session. Only SHA-256 hashes are stored.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('refresh_tokens_hash_idx').on(table.tokenHash), index('refresh_tokens_session_idx').on(table.sessionId)],
);

/**
 * Single-use links sent by e-mail: password resets (15 minutes) and invitations (7 days).
 * A newer token of the same purpose voids the older ones.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password-reset', 'invitation'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    voidedAt: moment('voided_at'),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_tokens_hash_idx').on(table.tokenHash), index('user_tokens_user_idx').on(table.userId, table.purpose)],
);

/** What an API user may do with external risk indices (DOMAIN.md §11). */
export const apiUserLimits = pgTable('api_user_limits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  editableExternalRiskIndexIds: uuid('editable_external_risk_index_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  maximumCreateExternalRiskIndex: integer('maximum_create_external_risk_index').notNull().default(0),
});
