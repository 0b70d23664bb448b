import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { createdAt, moment } from './columns.ts';
import { countries } from './reference-data.ts';

/** What the caller asked to register, kept with the similar results so "Not me" can register it. */
export interface TOarIdRegistrationInput {
  name: string;
  address: string;
  countryId: string;
  provinceId: string | null;
  districtId: string | null;
}

/**
 * The similar results one registration offered to one user (DOMAIN.md §10.1, POTENTIAL_MATCH).
 * Confirm and reject accept only ids offered to their caller and still pending, so nobody can
 * settle another user's matches or a match id guessed from the registry.
 */
export const oarIdMatchCandidates = pgTable(
  'oar_id_match_candidates',
  {
    /** The `facilityMatchId` the API hands out; the registry's own id stays on the server. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** Every candidate of one register call shares it. */
    registrationId: uuid('registration_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which registry offered it: candidates of one cannot be settled by the other. */
    provider: text('provider', { enum: ['open-supply-hub', 'local-registry'] }).notNull(),
    providerMatchId: text('provider_match_id').notNull(),
    oarId: text('oar_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** The registry reported the match as already settled when it offered it. */
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    status: text('status', { enum: ['PENDING', 'CONFIRMED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    registration: jsonb('registration').$type<TOarIdRegistrationInput>().notNull(),
    /** Position among the registration's results, best first. */
    rank: integer('rank').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [index('oar_id_match_candidates_user_idx').on(table.userId, table.registrationId)],
);

/**
 * OS IDs the local registry issued itself, used when no Open Supply Hub is configured: the facility
 * keeps its ID from registration on, even before a profile saves it.
 */
export const localOarIds = pgTable('local_oar_ids', {
  oarId: text('oar_id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  countryId: uuid('country_id')
    .notNull()
    .references(() => countries.id),
  provinceId: uuid('province_id'),
  districtId: uuid('district_id'),
  issuedById: uuid('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The Responsible Minerals Initiative facility list in use. While it is empty the bundled sample
 * answers; a super administrator's import replaces the whole list at once.
 */
export const rmiFacilities = pgTable(
  'rmi_facilities',
  {
    facilityId: text('facility_id').primaryKey(),
    metal: text('metal').notNull(),
    facilityName: text('facility_name').notNull(),
    stateProvinceRegion: text('state_province_region'),
    countryLocation: text('country_location').notNull(),
    importedAt: moment('imported_at').notNull(),
  },
  (table) => [uniqueIndex('rmi_facilities_lower_id_idx').on(sql`lower(${table.facilityId})`)],
);
