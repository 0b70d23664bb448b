import { index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { createdAt, moment, updatedAt } from './columns.ts';
import { indicators } from './indicators.ts';
import { countries } from './reference-data.ts';

/** One row of a validated indicator list file, as the import will apply it. */
export interface TIndicatorListRow {
  /** The row number in the spreadsheet, for messages. */
  index: number;
  category: string;
  indicator: string;
  subIndicator: string;
  severity: number;
}

/**
 * Indicator list files that passed validation and wait to be imported. The parsed rows are kept
 * so the import does not parse the workbook again; `importedAt` makes each file importable once.
 */
export const indicatorListUploads = pgTable('indicator_list_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  rows: jsonb('rows').$type<TIndicatorListRow[]>().notNull(),
  uploadedById: uuid('uploaded_by_id')
    .notNull()
    .references(() => users.id),
  importedAt: moment('imported_at'),
  createdAt: createdAt(),
});

/** Country-based risk (DOMAIN.md §6.5): one score 0–100 per country. */
export const countryRiskScores = pgTable('country_risk_scores', {
  countryId: uuid('country_id')
    .primaryKey()
    .references(() => countries.id),
  score: smallint('score').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Product risk listings (DOMAIN.md §6.5): a good produced in a country under a labour risk, from
 * the ILAB List of Goods. Each listing belongs to one of the ILAB external risk indicators and,
 * when the indicator list holds a sub-indicator of the same name, points at it too.
 */
export const productRiskListings = pgTable(
  'product_risk_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryId: uuid('country_id').references(() => countries.id),
    countryName: text('country_name').notNull(),
    good: text('good').notNull(),
    externalIndicatorId: uuid('external_indicator_id')
      .notNull()
      .references(() => indicators.id),
    subIndicatorId: uuid('sub_indicator_id').references(() => indicators.id),
    severity: smallint('severity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('product_risk_listings_country_good_idx').on(table.countryId, table.good)],
);
