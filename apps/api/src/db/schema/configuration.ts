import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { moment, updatedAt } from './columns.ts';

export type TRiskMethodology = 'HIGHEST_RISK' | 'AVERAGE_RISK' | 'WEIGHTED_AVERAGE';

/** Weights per risk source (DOMAIN.md §6.6); `roleWeights` by assessor role id. */
export interface TRiskWeights {
  geographyWeight?: number;
  listOfGoodsWeight?: number;
  saqsWeight?: number;
  capWeight?: number;
  dnaWeight?: number;
  hotlineWeight?: number;
  roleWeights?: Record<string, number>;
}

/**
 * The one row that describes this installation: its name and logo, location services, the
 * commodities it deals in, the risk method, and whether configuration is complete (which locks
 * every configuration write until a super administrator switches back).
 */
export const businessDetails = pgTable(
  'business_details',
  {
    id: smallint('id').primaryKey().default(1),
    systemName: text('system_name').notNull().default(''),
    logoFileId: uuid('logo_file_id').references(() => files.id),
    isGpsEnabled: boolean('is_gps_enabled').notNull().default(false),
    sector: text('sector').notNull().default('Cotton'),
    /** Commodity names (from the commodities list) this installation trades. */
    selectedCommodities: text('selected_commodities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    riskMethodology: text('risk_methodology', { enum: ['HIGHEST_RISK', 'AVERAGE_RISK', 'WEIGHTED_AVERAGE'] })
      .notNull()
      .default('HIGHEST_RISK'),
    riskWeights: jsonb('risk_weights').$type<TRiskWeights>().notNull().default({}),
    /** Wizard steps finished so far (1–8), so the wizard resumes where it was left. */
    completedSteps: smallint('completed_steps')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    completedConfiguringSystemAt: moment('completed_configuring_system_at'),
    updatedAt: updatedAt(),
  },
  (table) => [check('business_details_single_row', sql`${table.id} = 1`)],
);
