import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  inet,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, moment, updatedAt } from './columns.ts';
import { facilityTypes } from './reference.ts';

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
    uniqueIndex('roles_name_live_idx').on(sql`lower(${table.name})`).where(sql`${table.deletedAt} is null`),
    uniqueIndex('roles_code_live_idx').on(table.code).where(sql`${table.deletedAt} is null`),
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

export const facilities = pgTable(
  'facilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    chainOfCustody: text('chain_of_custody', { enum: ['Product Segregation', 'Mass balance'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [index('facilities_role_idx').on(table.roleId)],
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
    language: text('language', { enum: ['en', 'fr', 'ur'] }).notNull().default('en'),
    createdById: uuid('created_by_id'),
    joinedAt: moment('joined_at'),
    lastLoginAt: moment('last_login_at'),
    updatedProfileAt: moment('updated_profile_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    uniqueIndex('users_email_live_idx').on(sql`lower(${table.email})`).where(sql`${table.deletedAt} is null`),
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
  editableExternalRiskIndexIds: uuid('editable_external_risk_index_ids').array().notNull().default(sql`'{}'::uuid[]`),
  maximumCreateExternalRiskIndex: integer('maximum_create_external_risk_index').notNull().default(0),
});
