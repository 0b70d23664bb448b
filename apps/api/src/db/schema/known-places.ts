import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { facilities } from './access.ts';
import { updatedAt } from './columns.ts';
import { districts } from './reference-data.ts';

/**
 * Points whose district this system knows, so a location can be placed in its nearest known
 * district when no reverse-geocoding provider answers (the seeded districts have no coordinates).
 * A row comes either from a provider's answer (`facilityId` null) or from a facility's own
 * location (one row per facility). Coordinates are rounded to about a kilometre: enough to
 * find a district, too coarse to say where a person stood.
 */
export const knownPlaces = pgTable(
  'known_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id').references(() => facilities.id, { onDelete: 'cascade' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('known_places_learned_point_idx')
      .on(table.latitude, table.longitude)
      .where(sql`${table.facilityId} is null`),
    uniqueIndex('known_places_facility_idx').on(table.facilityId),
    index('known_places_latitude_idx').on(table.latitude),
  ],
);
