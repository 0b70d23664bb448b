import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  EXTENSION_PERIODS,
  EXTENSION_STATUSES,
  IMPROVEMENT_PLAN_STATUSES,
  PLAN_EVENT_KINDS,
  PLAN_SIDES,
  RISK_LEVELS,
  VERIFICATION_METHODS,
} from '@opentrace/domain';
import { facilities, users } from './access.ts';
import { createdAt, moment, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { indicators } from './indicators.ts';

/**
 * An improvement plan (DOMAIN.md §7): the assigner's organisation asks the supplier to fix one issue (a
 * sub-indicator). Acceptance is kept on the plan itself (level and time) rather than as a child copy.
 */
export const improvementPlans = pgTable(
  'improvement_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Quoted as IP-{number}. */
    number: integer('number').generatedAlwaysAsIdentity().notNull(),
    supplierFacilityId: uuid('supplier_facility_id')
      .notNull()
      .references(() => facilities.id),
    assignerFacilityId: uuid('assigner_facility_id')
      .notNull()
      .references(() => facilities.id),
    subIndicatorId: uuid('sub_indicator_id')
      .notNull()
      .references(() => indicators.id),
    action: text('action').notNull(),
    rootCause: text('root_cause'),
    correctiveAction: text('corrective_action'),
    preventiveAction: text('preventive_action'),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    /** The assigner's time zone: the plan is overdue once its target day has ended there. */
    timeZone: text('time_zone').notNull(),
    verificationMethod: text('verification_method', { enum: VERIFICATION_METHODS }).notNull(),
    status: text('status', { enum: IMPROVEMENT_PLAN_STATUSES }).notNull().default('NEW'),
    /** The first time the supplier marked it done: its evidence is "submitted" from then on. */
    submittedAt: moment('submitted_at'),
    acceptedLevel: text('accepted_level', { enum: RISK_LEVELS }),
    resolvedAt: moment('resolved_at'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('improvement_plans_number_idx').on(table.number),
    index('improvement_plans_supplier_idx').on(table.supplierFacilityId),
    index('improvement_plans_assigner_idx').on(table.assignerFacilityId),
    // Spec §8: one plan at a time per supplier and issue; the database holds the rule against a race.
    uniqueIndex('improvement_plans_one_open_idx')
      .on(table.supplierFacilityId, table.subIndicatorId)
      .where(sql`${table.status} <> 'RESOLVED'`),
    index('improvement_plans_due_idx')
      .on(table.targetDate)
      .where(sql`${table.status} in ('NEW', 'IN_PROGRESS', 'UNDER_REVIEW')`),
    check('improvement_plans_accepted_check', sql`(${table.status} = 'RESOLVED') = (${table.acceptedLevel} is not null)`),
  ],
);

/** A comment: evidence from the supplier, or the assigner's word; its files are in improvement_plan_files. */
export const improvementPlanComments = pgTable(
  'improvement_plan_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of writing: several entries can share one moment (a transition and its comment, a frozen test clock). */
    sequence: integer('sequence').generatedAlwaysAsIdentity().notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => improvementPlans.id, { onDelete: 'cascade' }),
    side: text('side', { enum: PLAN_SIDES }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('improvement_plan_comments_plan_idx').on(table.planId)],
);

/** Files on a plan (comment null) or on one of its comments. A removed file keeps its row for the record. */
export const improvementPlanFiles = pgTable(
  'improvement_plan_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of adding: the files of one upload share a moment. */
    sequence: integer('sequence').generatedAlwaysAsIdentity().notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => improvementPlans.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => improvementPlanComments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    name: text('name').notNull(),
    side: text('side', { enum: PLAN_SIDES }).notNull(),
    addedById: uuid('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    removedAt: moment('removed_at'),
  },
  (table) => [index('improvement_plan_files_plan_idx').on(table.planId), index('improvement_plan_files_file_idx').on(table.fileId)],
);

/** The timeline: every transition and decision, who made it (none for the sweep) and why. */
export const improvementPlanEvents = pgTable(
  'improvement_plan_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of writing: several entries can share one moment (a transition and its comment, a frozen test clock). */
    sequence: integer('sequence').generatedAlwaysAsIdentity().notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => improvementPlans.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PLAN_EVENT_KINDS }).notNull(),
    side: text('side', { enum: PLAN_SIDES }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status', { enum: IMPROVEMENT_PLAN_STATUSES }),
    toStatus: text('to_status', { enum: IMPROVEMENT_PLAN_STATUSES }),
    reason: text('reason'),
    level: text('level', { enum: RISK_LEVELS }),
    targetDate: date('target_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [index('improvement_plan_events_plan_idx').on(table.planId, table.createdAt)],
);

/** A supplier's request for more time on an overdue plan. */
export const improvementPlanExtensions = pgTable(
  'improvement_plan_extensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => improvementPlans.id, { onDelete: 'cascade' }),
    period: text('period', { enum: EXTENSION_PERIODS }).notNull(),
    reason: text('reason').notNull().default(''),
    requestedTargetDate: date('requested_target_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: EXTENSION_STATUSES }).notNull().default('PENDING'),
    /** Declined by the sweep because its day passed before anyone decided. */
    expired: boolean('expired').notNull().default(false),
    decisionReason: text('decision_reason'),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: createdAt(),
    decidedAt: moment('decided_at'),
  },
  (table) => [
    index('improvement_plan_extensions_plan_idx').on(table.planId),
    // One pending request at a time per plan.
    uniqueIndex('improvement_plan_extensions_pending_idx')
      .on(table.planId)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);
