import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { facilities, users } from './access.ts';
import { createdAt, deletedAt } from './columns.ts';

export const PARTNER_KINDS = ['processing_facility', 'transporter', 'broker'] as const;

/**
 * A business partnership (DOMAIN.md §10.2). It binds both facilities: each sees the other as a
 * partner, so one row serves both directions; `facilityId` is the side that added it.
 */
export const facilityPartners = pgTable(
  'facility_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    partnerFacilityId: uuid('partner_facility_id')
      .notNull()
      .references(() => facilities.id),
    /** What the partner is to the facility that added it. */
    kind: text('kind', { enum: PARTNER_KINDS }).notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    uniqueIndex('facility_partners_pair_live_idx')
      .on(sql`least(${table.facilityId}, ${table.partnerFacilityId})`, sql`greatest(${table.facilityId}, ${table.partnerFacilityId})`)
      .where(sql`${table.deletedAt} is null`),
    index('facility_partners_facility_idx').on(table.facilityId),
    index('facility_partners_partner_idx').on(table.partnerFacilityId),
  ],
);
