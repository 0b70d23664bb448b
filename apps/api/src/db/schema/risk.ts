import { index, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import type { TRiskItem, TRiskLevel, TRiskMethodology, TRiskWeights } from '@opentrace/domain';
import { facilities } from './access.ts';
import { moment } from './columns.ts';

const RISK_LEVEL_VALUES = ['EXTREME', 'HIGH', 'MEDIUM', 'LOW'] as const satisfies readonly TRiskLevel[];

/**
 * A facility's last risk assessment (DOMAIN.md §6.5–6.6): every item that counted and the method and weights
 * it was combined with, so a reader can walk from the level down to each item and see why. Written whole, in
 * one statement per facility, by the recalculation job; the level is copied onto the facility for lists.
 */
export const facilityRiskAssessments = pgTable('facility_risk_assessments', {
  facilityId: uuid('facility_id')
    .primaryKey()
    .references(() => facilities.id, { onDelete: 'cascade' }),
  /** Null when no item counts (none, or only zero weights): "Not assessed". */
  score: real('score'),
  level: text('level', { enum: RISK_LEVEL_VALUES }),
  methodology: text('methodology', { enum: ['HIGHEST_RISK', 'AVERAGE_RISK', 'WEIGHTED_AVERAGE'] })
    .$type<TRiskMethodology>()
    .notNull(),
  weights: jsonb('weights').$type<TRiskWeights>().notNull(),
  items: jsonb('items').$type<TRiskItem[]>().notNull(),
  computedAt: moment('computed_at').notNull(),
});

/** Each change of a facility's level, for "whose level rose lately" and for flagging traces. */
export const facilityRiskChanges = pgTable(
  'facility_risk_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    fromLevel: text('from_level', { enum: RISK_LEVEL_VALUES }),
    toLevel: text('to_level', { enum: RISK_LEVEL_VALUES }),
    changedAt: moment('changed_at').notNull(),
  },
  (table) => [
    index('facility_risk_changes_changed_idx').on(table.changedAt),
    index('facility_risk_changes_facility_idx').on(table.facilityId),
  ],
);
