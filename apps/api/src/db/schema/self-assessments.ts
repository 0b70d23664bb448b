import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { facilities, roles, users } from './access.ts';
import { createdAt, moment, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { saqQuestionnaires, saqQuestionResponses, saqQuestions } from './questionnaires.ts';

/**
 * A facility's answers to its role's questionnaire (DOMAIN.md §6.2). Each submission replaces the
 * answers; `completedAt` stays null while questions on the answered route are still open (a draft).
 * A new questionnaire for the role removes the answers to the old one.
 */
export const selfAssessments = pgTable('self_assessments', {
  id: uuid('id').primaryKey().defaultRandom(),
  facilityId: uuid('facility_id')
    .notNull()
    .unique()
    .references(() => facilities.id, { onDelete: 'cascade' }),
  questionnaireId: uuid('questionnaire_id')
    .notNull()
    .references(() => saqQuestionnaires.id, { onDelete: 'cascade' }),
  submittedById: uuid('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
  completedAt: moment('completed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const selfAssessmentAnswers = pgTable(
  'self_assessment_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    selfAssessmentId: uuid('self_assessment_id')
      .notNull()
      .references(() => selfAssessments.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => saqQuestions.id, { onDelete: 'cascade' }),
    /** The chosen option; null for free-text and number questions. */
    responseId: uuid('response_id').references(() => saqQuestionResponses.id, { onDelete: 'cascade' }),
    /** Free text, the number, or the "Other" text of the chosen option. */
    value: text('value'),
  },
  (table) => [index('self_assessment_answers_assessment_idx').on(table.selfAssessmentId)],
);

/**
 * A facility-group template checked by validate-import-template and waiting for import-data: the
 * import applies exactly the file that was validated, for the role (and group, on update) it was checked for.
 */
export const facilityGroupUploads = pgTable('facility_group_uploads', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id),
  roleId: uuid('role_id')
    .notNull()
    .references(() => roles.id),
  /** Set when the file updates an existing group. */
  facilityGroupId: uuid('facility_group_id').references(() => facilities.id),
  createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
