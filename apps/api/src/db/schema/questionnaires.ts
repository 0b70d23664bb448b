import { boolean, index, integer, jsonb, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { roles, users } from './access.ts';
import { createdAt } from './columns.ts';
import type { TTranslations } from '../../core/translations.ts';
import { indicators } from './indicators.ts';
import { files } from './files.ts';

/**
 * One self-assessment questionnaire per role (DOMAIN.md §6.2). Importing a new file replaces the
 * role's questionnaire as a whole, so children cascade with it.
 */
export const saqQuestionnaires = pgTable('saq_questionnaires', {
  id: uuid('id').primaryKey().defaultRandom(),
  roleId: uuid('role_id')
    .notNull()
    .unique()
    .references(() => roles.id),
  sourceFileId: uuid('source_file_id').references(() => files.id),
  importedById: uuid('imported_by_id').references(() => users.id),
  createdAt: createdAt(),
});

/** A sheet of the questionnaire file (Product, Community, Labor), in the file's order. */
export const saqGroups = pgTable(
  'saq_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => saqQuestionnaires.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('saq_groups_questionnaire_idx').on(table.questionnaireId)],
);

export const saqQuestions = pgTable(
  'saq_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => saqGroups.id, { onDelete: 'cascade' }),
    /** The question's Index in its sheet; Go to points at it. */
    questionIndex: integer('question_index').notNull(),
    title: text('title').notNull(),
    translations: jsonb('translations').$type<TTranslations>().notNull().default({}),
    methodOfCollectingData: text('method_of_collecting_data'),
    /** YES_NO, ONE_CHOICE, MULTI_CHOICE, FREE_TEXT or NUMBER. */
    responseType: text('response_type').notNull(),
    isConditional: boolean('is_conditional').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    index('saq_questions_group_idx').on(table.groupId),
    unique('saq_questions_group_index_unique').on(table.groupId, table.questionIndex),
  ],
);

/** One response option per file row, with its routing and its risk mapping. */
export const saqQuestionResponses = pgTable(
  'saq_question_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => saqQuestions.id, { onDelete: 'cascade' }),
    option: text('option').notNull(),
    translations: jsonb('translations').$type<TTranslations>().notNull().default({}),
    /** Option Type "Other": answering it needs a free-text box. */
    isOther: boolean('is_other').notNull().default(false),
    /** A question index of the same group as text, or END / BREAK; null follows the order. */
    goTo: text('go_to'),
    /** High 3, Medium 2, Low 1, No weight 0; null when the option carries no risk mapping. */
    riskLevel: smallint('risk_level'),
    indicatorId: uuid('indicator_id').references(() => indicators.id),
    subIndicatorId: uuid('sub_indicator_id').references(() => indicators.id),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('saq_question_responses_question_idx').on(table.questionId)],
);

/**
 * A validated upload waiting for import: remembers for which role it was checked and whether the
 * name suggestions were accepted, so import applies exactly what the validation showed.
 */
export const saqUploads = pgTable('saq_uploads', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id),
  roleId: uuid('role_id')
    .notNull()
    .references(() => roles.id),
  applySuggestions: boolean('apply_suggestions').notNull().default(false),
  createdAt: createdAt(),
});

/** The facility-group template of an administrator-completed role (one per role, replaced on upload). */
export const saqFacilityGroupTemplates = pgTable('saq_facility_group_templates', {
  roleId: uuid('role_id')
    .primaryKey()
    .references(() => roles.id),
  fileId: uuid('file_id')
    .notNull()
    .references(() => files.id),
  createdAt: createdAt(),
});
