import type { TIncidentSortField, TIncidentStatus } from '@opentrace/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import type { TTranslations } from '../../core/translations.ts';
import {
  countries,
  districts,
  facilities,
  files,
  incidentFiles,
  incidentReportRisks,
  incidentReports,
  incidentResponseRisks,
  incidentResponses,
  indicators,
  provinces,
  roles,
  users,
} from '../../db/schema/index.ts';
import { permissionKeysOf } from '../users/index.ts';

/*
 * Incident reports, their risks, responses and files. People, facilities and files are read here only to
 * name them on a report; every write stays on this module's tables.
 */

export type ReportRow = typeof incidentReports.$inferSelect;
export type NewReportRow = Omit<typeof incidentReports.$inferInsert, 'id' | 'number'>;
export type ReportRiskRow = typeof incidentReportRisks.$inferSelect;
export type ResponseRow = typeof incidentResponses.$inferSelect;
export type ResponseRiskRow = typeof incidentResponseRisks.$inferSelect;

/** A report with the organisation of its assignee, which the policy needs. */
export type ReportWithAccessRow = ReportRow & { assigneeFacilityId: string | null };

/** A list row: the report and what the list shows about its risks and responses. */
export type ReportListRow = ReportWithAccessRow & { highestSeverity: number; riskCount: number; responseCount: number };

export interface NewRisk {
  indicatorId: string;
  subIndicatorId: string;
  severity: number;
}

const assignee = sql`(select ${users.facilityId} from ${users} where ${users.id} = ${incidentReports.assigneeId})`;

function withAccess() {
  return { report: incidentReports, assigneeFacilityId: sql<string | null>`${assignee}`.as('assignee_facility_id') };
}

export async function insertReport(db: Executor, values: NewReportRow): Promise<{ id: string; number: number }> {
  const [row] = await db.insert(incidentReports).values(values).returning({ id: incidentReports.id, number: incidentReports.number });
  return row as { id: string; number: number };
}

export async function updateReport(db: Executor, id: string, values: Partial<NewReportRow>): Promise<void> {
  await db.update(incidentReports).set(values).where(eq(incidentReports.id, id));
}

/** NEW → VIEWED once; a report already further along stays as it is. Says whether it changed. */
export async function markViewed(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(incidentReports)
    .set({ status: 'VIEWED', updatedAt: now })
    .where(and(eq(incidentReports.id, id), eq(incidentReports.status, 'NEW')))
    .returning({ id: incidentReports.id });
  return rows.length > 0;
}

export async function insertReportRisks(db: Executor, reportId: string, risks: readonly NewRisk[], now: Date): Promise<void> {
  if (risks.length === 0) return;
  await db.insert(incidentReportRisks).values(risks.map((risk) => ({ reportId, ...risk, createdAt: now })));
}

export async function updateReportRiskSeverity(db: Executor, riskId: string, severity: number): Promise<void> {
  await db.update(incidentReportRisks).set({ severity }).where(eq(incidentReportRisks.id, riskId));
}

export async function deleteReportRisks(db: Executor, reportId: string, riskIds: readonly string[]): Promise<void> {
  if (riskIds.length === 0) return;
  await db
    .delete(incidentReportRisks)
    .where(and(eq(incidentReportRisks.reportId, reportId), inArray(incidentReportRisks.id, [...riskIds])));
}

export async function insertResponse(db: Executor, values: Omit<typeof incidentResponses.$inferInsert, 'id'>): Promise<string> {
  const [row] = await db.insert(incidentResponses).values(values).returning({ id: incidentResponses.id });
  return (row as { id: string }).id;
}

export async function insertResponseRisks(db: Executor, responseId: string, risks: readonly NewRisk[]): Promise<void> {
  if (risks.length === 0) return;
  await db.insert(incidentResponseRisks).values(risks.map((risk) => ({ responseId, ...risk })));
}

export async function insertIncidentFiles(
  db: Executor,
  reportId: string,
  responseId: string | null,
  fileIds: readonly string[],
  now: Date,
): Promise<void> {
  if (fileIds.length === 0) return;
  await db.insert(incidentFiles).values(fileIds.map((fileId) => ({ reportId, responseId, fileId, createdAt: now })));
}

export async function findReport(db: Executor, id: string): Promise<ReportWithAccessRow | undefined> {
  const [row] = await db.select(withAccess()).from(incidentReports).where(eq(incidentReports.id, id));
  return row ? { ...row.report, assigneeFacilityId: row.assigneeFacilityId } : undefined;
}

/** How a report was closed, or undefined while it is open (or if it does not exist). */
export async function findReportClosure(
  db: Executor,
  id: string,
): Promise<{ outcome: NonNullable<ReportRow['outcome']>; reasons: string; closedAt: Date } | undefined> {
  const [row] = await db
    .select({ outcome: incidentReports.outcome, reasons: incidentReports.outcomeReasons, closedAt: incidentReports.closedAt })
    .from(incidentReports)
    .where(and(eq(incidentReports.id, id), isNotNull(incidentReports.closedAt)));
  if (!row?.outcome || !row.closedAt) return undefined;
  return { outcome: row.outcome, reasons: row.reasons ?? '', closedAt: row.closedAt };
}

/** Which reports a caller sees in lists: all, or those assigned to or recorded by them, or assigned within their organisation. */
export type ReportScope = { all: true } | { all: false; userId: string; organisationId: string | null };

function scopeCondition(scope: ReportScope): SQL | undefined {
  if (scope.all) return undefined;
  const own = [eq(incidentReports.assigneeId, scope.userId), eq(incidentReports.reportedById, scope.userId)];
  if (scope.organisationId !== null) own.push(sql`${assignee} = ${scope.organisationId}`);
  return or(...own);
}

export interface ReportFilters {
  status?: TIncidentStatus;
  statuses?: readonly TIncidentStatus[];
  priority?: number;
  facilityId?: string;
  assigneeId?: string;
  assigned?: boolean;
  source?: ReportRow['source'];
  reportedById?: string;
  closed?: 'open' | 'closed';
  from?: Date;
  to?: Date;
}

function filterConditions(filters: ReportFilters): (SQL | undefined)[] {
  return [
    filters.status ? eq(incidentReports.status, filters.status) : undefined,
    filters.statuses ? inArray(incidentReports.status, [...filters.statuses]) : undefined,
    filters.priority ? eq(incidentReports.priority, filters.priority) : undefined,
    filters.facilityId ? eq(incidentReports.facilityId, filters.facilityId) : undefined,
    filters.assigneeId ? eq(incidentReports.assigneeId, filters.assigneeId) : undefined,
    filters.assigned === true ? isNotNull(incidentReports.assigneeId) : undefined,
    filters.source ? eq(incidentReports.source, filters.source) : undefined,
    filters.reportedById ? eq(incidentReports.reportedById, filters.reportedById) : undefined,
    filters.closed === 'open' ? isNull(incidentReports.closedAt) : undefined,
    filters.closed === 'closed' ? isNotNull(incidentReports.closedAt) : undefined,
    filters.from ? gte(incidentReports.recordedAt, filters.from) : undefined,
    filters.to ? lte(incidentReports.recordedAt, filters.to) : undefined,
  ];
}

function sortColumn(field: TIncidentSortField): SQL | typeof incidentReports.number {
  switch (field) {
    case 'number':
      return incidentReports.number;
    case 'recordedAt':
      return sql`${incidentReports.recordedAt}`;
    case 'createdAt':
      return sql`${incidentReports.createdAt}`;
    case 'priority':
      return sql`${incidentReports.priority}`;
    case 'status':
      return sql`${incidentReports.status}`;
    case 'facilityName':
      return sql`(select lower(${facilities.name}) from ${facilities} where ${facilities.id} = ${incidentReports.facilityId})`;
    case 'latestActivityAt':
      return sql`${incidentReports.latestActivityAt}`;
  }
}

export async function findReportPage(
  db: Executor,
  scope: ReportScope,
  filters: ReportFilters,
  sort: { field: TIncidentSortField; direction: 'asc' | 'desc' },
  page: { page: number; perPage: number },
): Promise<{ rows: ReportListRow[]; total: number }> {
  const where = and(scopeCondition(scope), ...filterConditions(filters));
  const order = sort.direction === 'asc' ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        ...withAccess(),
        highestSeverity: sql<number>`coalesce((select max(${incidentReportRisks.severity}) from ${incidentReportRisks} where ${incidentReportRisks.reportId} = ${incidentReports.id}), 1)::int`,
        riskCount: sql<number>`(select count(*) from ${incidentReportRisks} where ${incidentReportRisks.reportId} = ${incidentReports.id})::int`,
        responseCount: sql<number>`(select count(*) from ${incidentResponses} where ${incidentResponses.reportId} = ${incidentReports.id})::int`,
      })
      .from(incidentReports)
      .where(where)
      .orderBy(order(sortColumn(sort.field)), desc(incidentReports.number))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(incidentReports).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row.report,
      assigneeFacilityId: row.assigneeFacilityId,
      highestSeverity: Number(row.highestSeverity),
      riskCount: Number(row.riskCount),
      responseCount: Number(row.responseCount),
    })),
    total: Number(totalRow?.total ?? 0),
  };
}

export function findReportRisks(db: Executor, reportIds: readonly string[]): Promise<ReportRiskRow[]> {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(incidentReportRisks)
    .where(inArray(incidentReportRisks.reportId, [...reportIds]))
    .orderBy(asc(incidentReportRisks.createdAt), asc(incidentReportRisks.id));
}

export function findResponses(db: Executor, reportIds: readonly string[]): Promise<ResponseRow[]> {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(incidentResponses)
    .where(inArray(incidentResponses.reportId, [...reportIds]))
    .orderBy(asc(incidentResponses.createdAt), asc(incidentResponses.id));
}

export function findResponseRisks(db: Executor, responseIds: readonly string[]): Promise<ResponseRiskRow[]> {
  if (responseIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(incidentResponseRisks)
    .where(inArray(incidentResponseRisks.responseId, [...responseIds]));
}

export interface IncidentFileRow {
  reportId: string;
  responseId: string | null;
  blobName: string;
  name: string;
}

export function findIncidentFiles(db: Executor, reportIds: readonly string[]): Promise<IncidentFileRow[]> {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .select({ reportId: incidentFiles.reportId, responseId: incidentFiles.responseId, blobName: files.blobName, name: files.originalName })
    .from(incidentFiles)
    .innerJoin(files, eq(files.id, incidentFiles.fileId))
    .where(and(inArray(incidentFiles.reportId, [...reportIds]), isNull(files.deletedAt)))
    .orderBy(asc(incidentFiles.createdAt), asc(incidentFiles.id));
}

/** A stored file as an intake names it, to check it is the caller's and of an accepted kind. */
export interface UploadedFileRow {
  id: string;
  blobName: string;
  kind: string;
  uploadedById: string | null;
  facilityId: string | null;
}

export function findUploadedFiles(db: Executor, blobNames: readonly string[]): Promise<UploadedFileRow[]> {
  if (blobNames.length === 0) return Promise.resolve([]);
  return db
    .select({ id: files.id, blobName: files.blobName, kind: files.kind, uploadedById: files.uploadedById, facilityId: files.facilityId })
    .from(files)
    .where(and(inArray(files.blobName, [...blobNames]), isNull(files.deletedAt)));
}

/** A person named on a report: name, role and organisation. */
export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  roleName: string;
  organisationName: string | null;
}

export function findPeople(db: Executor, userIds: readonly string[]): Promise<PersonRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      roleName: roles.name,
      organisationName: facilities.name,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(facilities, eq(facilities.id, users.facilityId))
    .where(inArray(users.id, [...userIds]));
}

export interface ReportFacilityRow {
  id: string;
  name: string;
  roleName: string;
  roleType: string;
  address: string | null;
}

export function findReportFacilities(db: Executor, facilityIds: readonly string[]): Promise<ReportFacilityRow[]> {
  if (facilityIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: facilities.id, name: facilities.name, roleName: roles.name, roleType: roles.type, address: facilities.address })
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .where(inArray(facilities.id, [...facilityIds]));
}

/** The facilities a report may name: live ones of a Producer role (DOMAIN.md §6.3). Needs `roles` joined. */
function reportableFacility(): SQL {
  return and(isNull(facilities.deletedAt), eq(roles.type, 'Producer')) as SQL;
}

/** A live Producer facility, or undefined. */
export async function findProducerFacility(db: Executor, facilityId: string): Promise<ReportFacilityRow | undefined> {
  const [row] = await db
    .select({ id: facilities.id, name: facilities.name, roleName: roles.name, roleType: roles.type, address: facilities.address })
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .where(and(eq(facilities.id, facilityId), reportableFacility()));
  return row;
}

/** A facility a report may name, with what the pickers show of it. */
export interface ReportableFacilityRow {
  id: string;
  name: string;
  roleName: string;
  roleNameTranslations: TTranslations;
  osId: string | null;
  district: { name: string; translations: TTranslations } | null;
  province: { name: string; translations: TTranslations } | null;
  country: { name: string; translations: TTranslations } | null;
}

/**
 * The facilities `findProducerFacility` accepts, by name (then id, so pages do not overlap), matching the key
 * in the name, OS ID or business registration number. Read-only: the facilities table is the profiles module's.
 */
export async function findReportableFacilityPage(
  db: Executor,
  key: string | undefined,
  page: { page: number; perPage: number },
): Promise<{ rows: ReportableFacilityRow[]; total: number }> {
  const search = key
    ? or(
        ilike(facilities.name, containing(key)),
        ilike(facilities.oarId, containing(key)),
        ilike(facilities.businessRegisterNumber, containing(key)),
      )
    : undefined;
  const where = and(reportableFacility(), search);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: facilities.id,
        name: facilities.name,
        roleName: roles.name,
        roleNameTranslations: roles.nameTranslations,
        osId: facilities.oarId,
        districtName: districts.name,
        districtTranslations: districts.translations,
        provinceName: provinces.name,
        provinceTranslations: provinces.translations,
        countryName: countries.name,
        countryTranslations: countries.translations,
      })
      .from(facilities)
      .innerJoin(roles, eq(roles.id, facilities.roleId))
      .leftJoin(districts, eq(districts.id, facilities.districtId))
      .leftJoin(provinces, eq(provinces.id, facilities.provinceId))
      .leftJoin(countries, eq(countries.id, facilities.countryId))
      .where(where)
      .orderBy(asc(sql`lower(${facilities.name})`), asc(facilities.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(facilities).innerJoin(roles, eq(roles.id, facilities.roleId)).where(where),
  ]);
  const place = (name: string | null, translations: TTranslations | null) =>
    name === null ? null : { name, translations: translations ?? {} };
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      roleName: row.roleName,
      roleNameTranslations: row.roleNameTranslations as TTranslations,
      osId: row.osId,
      district: place(row.districtName, row.districtTranslations),
      province: place(row.provinceName, row.provinceTranslations),
      country: place(row.countryName, row.countryTranslations),
    })),
    total: Number(totalRow?.total ?? 0),
  };
}

/** Assessor and API-user accounts whose permissions (catalogue keys, parent.child) let them take reports (DOMAIN.md §6.3). */
function eligibleAssignee(): SQL {
  const keys = permissionKeysOf(users.id, users.roleId);
  return and(
    isNull(users.deletedAt),
    sql`${users.status} <> 2`,
    or(
      and(eq(roles.type, 'Assessor'), sql`'SUBMIT_REPORTS.REACTIVE_ASSESSMENTS' = any(${keys})`),
      and(eq(roles.type, 'API user'), sql`'SUBMIT_INCIDENT_REPORT_VIA_API.REACTIVE_ASSESSMENTS_VIA_API' = any(${keys})`),
    ),
  ) as SQL;
}

export async function isEligibleAssignee(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eligibleAssignee()));
  return row !== undefined;
}

export interface AssigneeRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roleId: string;
  roleName: string;
  roleType: 'Assessor' | 'API user';
  organisationName: string | null;
  newReportCount: number;
}

/** By role, then name, each with the count of NEW reports waiting for them. */
export async function findAssigneePage(
  db: Executor,
  key: string | undefined,
  page: { page: number; perPage: number },
): Promise<{ rows: AssigneeRow[]; total: number }> {
  const search = key
    ? or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(key)),
        ilike(users.email, containing(key)),
        ilike(roles.name, containing(key)),
      )
    : undefined;
  const where = and(eligibleAssignee(), search);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        roleId: roles.id,
        roleName: roles.name,
        roleType: roles.type,
        organisationName: facilities.name,
        newReportCount: sql<number>`(select count(*) from ${incidentReports} where ${incidentReports.assigneeId} = ${users.id} and ${incidentReports.status} = 'NEW' and ${incidentReports.closedAt} is null)::int`,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(facilities, eq(facilities.id, users.facilityId))
      .where(where)
      .orderBy(asc(sql`lower(${roles.name})`), asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, roleType: row.roleType as AssigneeRow['roleType'], newReportCount: Number(row.newReportCount) })),
    total: Number(totalRow?.total ?? 0),
  };
}

/** Names of indicators a report names, deleted ones too: a REPLACE import must not blank the risks recorded before it. */
export function findIndicatorNames(
  db: Executor,
  ids: readonly string[],
): Promise<{ id: string; name: string; translations: Record<string, string>; categoryId: string | null }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: indicators.id, name: indicators.name, translations: indicators.translations, categoryId: indicators.categoryId })
    .from(indicators)
    .where(inArray(indicators.id, [...ids]));
}
