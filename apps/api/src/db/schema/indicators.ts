import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { createdAt, deletedAt, updatedAt } from './columns.ts';
import type { TTranslations } from '../../core/translations.ts';

/** DOMAIN.md §6.1: the kinds of record in the labour-risk taxonomy. */
export const INDICATOR_TYPE = { INDICATOR: 1, SUB_INDICATOR: 2, CATEGORY: 3, EXTERNAL_RISK_INDICATOR: 4 } as const;

/**
 * The indicator list: categories → indicators (`categoryId`) → sub-indicators (`parentId`, with a
 * risk severity 1 low … 5 extreme), plus external risk indicators. Soft-deleted, so links from
 * reports and assessments keep resolving to what they pointed at.
 */
export const indicators = pgTable(
  'indicators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<TTranslations>().notNull().default({}),
    categoryId: uuid('category_id').references((): AnyPgColumn => indicators.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => indicators.id),
    riskSeverity: smallint('risk_severity'),
    icon: text('icon'),
    /** External risk indicators only. */
    urls: text('urls').array(),
    description: text('description'),
    isDefaultExternalRiskIndex: boolean('is_default_external_risk_index').notNull().default(false),
    creatorId: uuid('creator_id').references(() => users.id),
    /** Position in the imported file, so the tree keeps the file's order. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    index('indicators_live_type_idx')
      .on(table.type)
      .where(sql`${table.deletedAt} is null`),
    index('indicators_category_idx').on(table.categoryId),
    index('indicators_parent_idx').on(table.parentId),
  ],
);
