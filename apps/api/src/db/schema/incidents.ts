import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { facilities, users } from './access.ts';
import { createdAt, moment, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { indicators } from './indicators.ts';

/**
 * An incident (grievance) report (DOMAIN.md §6.3): where, how urgent, which labour risks, what was said,
 * who recorded it and who follows it up. The message and the reporter's name and contact are shown only
 * to the people handling the case (incidents.policy.ts); closing records an outcome and its reasons.
 */
export const incidentReports = pgTable(
  'incident_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number people quote (IR-000042). */
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    location: text('location').notNull(),
    priority: smallint('priority').notNull(),
    message: text('message').notNull(),
    source: text('source', { enum: ['HOTLINE', 'PROACTIVE', 'API', 'PUBLIC'] }).notNull(),
    /** The account that recorded the report. */
    reportedById: uuid('reported_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person who spoke, when they gave a name or a way to reach them (hotline, public channel). */
    reporterName: text('reporter_name'),
    reporterContact: text('reporter_contact'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    isNoFollowUp: boolean('is_no_follow_up').notNull().default(false),
    reason: text('reason', { enum: ['ANNUAL', 'HIGH_RISK_PROFILE', 'MEDIUM_RISK_PROFILE', 'LOW_RISK_PROFILE', 'OTHER'] }),
    auditReportNumber: text('audit_report_number'),
    status: text('status', { enum: ['NEW', 'VIEWED', 'RESPONSE_SENT'] })
      .notNull()
      .default('NEW'),
    retaliationRisk: boolean('retaliation_risk').notNull().default(false),
    outcome: text('outcome', { enum: ['FOUNDED', 'UNFOUNDED', 'REFERRED'] }),
    outcomeReasons: text('outcome_reasons'),
    closedAt: moment('closed_at'),
    closedById: uuid('closed_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: moment('recorded_at').notNull(),
    latestActivityAt: moment('latest_activity_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('incident_reports_number_idx').on(table.number),
    index('incident_reports_assignee_idx').on(table.assigneeId, table.status),
    index('incident_reports_reporter_idx').on(table.reportedById),
    index('incident_reports_facility_idx').on(table.facilityId),
    index('incident_reports_activity_idx').on(table.latestActivityAt),
  ],
);

/** A response to a report by its assignee: it updates the report's priority, status and latest activity. */
export const incidentResponses = pgTable(
  'incident_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => incidentReports.id, { onDelete: 'cascade' }),
    recordedAt: moment('recorded_at').notNull(),
    priority: smallint('priority').notNull(),
    message: text('message').notNull(),
    auditReportNumber: text('audit_report_number'),
    responderId: uuid('responder_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('incident_responses_report_idx').on(table.reportId, table.createdAt)],
);

/** The labour risks of a report: one row per indicator pair. */
export const incidentReportRisks = pgTable(
  'incident_report_risks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => incidentReports.id, { onDelete: 'cascade' }),
    indicatorId: uuid('indicator_id')
      .notNull()
      .references(() => indicators.id),
    subIndicatorId: uuid('sub_indicator_id')
      .notNull()
      .references(() => indicators.id),
    severity: smallint('severity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('incident_report_risks_pair_idx').on(table.reportId, table.indicatorId, table.subIndicatorId)],
);

/** The labour risks a response found: one row per indicator pair. */
export const incidentResponseRisks = pgTable(
  'incident_response_risks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => incidentResponses.id, { onDelete: 'cascade' }),
    indicatorId: uuid('indicator_id')
      .notNull()
      .references(() => indicators.id),
    subIndicatorId: uuid('sub_indicator_id')
      .notNull()
      .references(() => indicators.id),
    severity: smallint('severity').notNull(),
  },
  (table) => [uniqueIndex('incident_response_risks_pair_idx').on(table.responseId, table.indicatorId, table.subIndicatorId)],
);

/** Files attached to a report (response null) or to one of its responses. */
export const incidentFiles = pgTable(
  'incident_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => incidentReports.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id').references(() => incidentResponses.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
  },
  (table) => [index('incident_files_report_idx').on(table.reportId), index('incident_files_file_idx').on(table.fileId)],
);

/**
 * A report from the public worker channel (issue 20): filed without an account, followed up with its
 * case number and a PIN of which only an argon2id hash is kept (8 digits are few, so a fast hash of a
 * copied database would give them up). Administrators triage it: accepted as an incident report, or
 * closed with a reason and a message the reporter reads.
 */
export const publicReports = pgTable(
  'public_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseNumber: text('case_number').notNull(),
    pinHash: text('pin_hash').notNull(),
    status: text('status', { enum: ['NEW', 'IN_REVIEW', 'ACCEPTED', 'CLOSED'] })
      .notNull()
      .default('NEW'),
    /** Null when the worker did not know the facility. */
    facilityId: uuid('facility_id').references(() => facilities.id),
    place: text('place'),
    message: text('message').notNull(),
    indicatorIds: uuid('indicator_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    anonymous: boolean('anonymous').notNull(),
    /** Never set on an anonymous report. */
    contact: text('contact'),
    /** The language the worker wrote in, so a triager knows what to expect and answers alike. */
    language: text('language').notNull(),
    receivedAt: moment('received_at').notNull(),
    decidedAt: moment('decided_at'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    closeReason: text('close_reason'),
    decisionMessage: text('decision_message'),
    /** The incident report an accepted case became (no foreign key: that table belongs to the incidents module). */
    incidentReportId: uuid('incident_report_id'),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('public_reports_case_number_idx').on(table.caseNumber),
    index('public_reports_triage_idx').on(table.status, table.receivedAt),
    index('public_reports_received_idx').on(table.receivedAt),
  ],
);

/** Information a reporter adds later with the case number and PIN. */
export const publicReportAdditions = pgTable(
  'public_report_additions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicReportId: uuid('public_report_id')
      .notNull()
      .references(() => publicReports.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    addedAt: moment('added_at').notNull(),
  },
  (table) => [index('public_report_additions_report_idx').on(table.publicReportId, table.addedAt)],
);
