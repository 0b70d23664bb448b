import {
  can,
  formatReportNumber,
  INCIDENT_SORT_FIELDS,
  isInFuture,
  nameIn,
  roleNameIn,
  roleNameTranslationsOf,
  UPLOAD_PURPOSES,
  type TApiIncidentReportForm,
  type TApiIncidentReportListQuery,
  type TApiIncidentReportPage,
  type TApiReportResponseForm,
  type TAssigneeCandidatePage,
  type TAssigneeQuery,
  type TAuditLogPage,
  type TReportTrailQuery,
  type TCloseReportInput,
  type TFileReference,
  type TFollowUpReason,
  type TGrievanceReportEdit,
  type TGrievanceReportInput,
  type TGrievanceReportListQuery,
  type TIncidentReport,
  type TIncidentReportPage,
  type TIncidentSortField,
  type TIncidentSource,
  type TLaborRiskInput,
  type TNotificationKind,
  type TProactiveReportInput,
  type TReportFacilityOptionPage,
  type TPublicReportResolution,
  type TReportFacilityQuery,
  type TReportResponseInput,
  type TRequestListQuery,
  riskRecalculationJob,
  orderRiskFlagJob,
} from '@opentrace/domain';
import { enqueueJob } from '../jobs/index.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { IncomingFile } from '../../core/multipart.ts';
import type { Principal } from '../../core/principal.ts';
import { throwProblems, type Problem } from '../../core/problems.ts';
import type { AuditEntry, RequestContext } from '../../core/request-context.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import type { FilesService } from '../files/index.ts';
import { findAuditPage, rangeEnd, rangeStart, recordAudit, toAuditEntry } from '../audit-log/index.ts';
import { findLiveIndicators } from '../indicators/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { findNotificationRecipients } from '../users/index.ts';
import {
  canReadReport,
  incidentsPolicy,
  mayRespond,
  organisationScopeOf,
  reportMissing,
  seesAllReports,
  seesReporter,
} from './incidents.policy.ts';
import {
  deleteReportRisks,
  findAssigneePage,
  findIncidentFiles,
  findIndicatorNames,
  findPeople,
  findProducerFacility,
  findReport,
  findReportableFacilityPage,
  findReportClosure,
  findReportFacilities,
  findReportPage,
  findReportRisks,
  findResponseRisks,
  findResponses,
  findUploadedFiles,
  insertIncidentFiles,
  insertReport,
  insertReportRisks,
  insertResponse,
  insertResponseRisks,
  isEligibleAssignee,
  markViewed,
  updateReport,
  updateReportRiskSeverity,
  type ReportFilters,
  type ReportListRow,
  type ReportScope,
  type ReportWithAccessRow,
} from './incidents.repository.ts';
import { toIncidentFile, toLaborRisk, toPerson, toReport, toListItem, type ReportLookups } from './incidents.view.ts';

const DEFAULT_SORT = { field: 'latestActivityAt' as TIncidentSortField, direction: 'desc' as const };
const INDICATOR = 1;
const SUB_INDICATOR = 2;

/** A report as every intake stores it, whatever its source. */
export interface IncidentIntake {
  source: TIncidentSource;
  facilityId: string;
  location: string;
  priority: number;
  laborRisks: readonly TLaborRiskInput[];
  message: string;
  recordedAt: Date;
  assigneeId: string | null;
  isNoFollowUp: boolean;
  reason: TFollowUpReason | null;
  auditReportNumber: string | null;
  retaliationRisk: boolean;
  reporterName: string | null;
  reporterContact: string | null;
  /** Ids of stored files, already checked to be the caller's. */
  fileIds: readonly string[];
}

type Taxonomy = Map<
  string,
  { id: string; type: number; name: string; parentId: string | null; categoryId: string | null; translations: Record<string, string> }
>;

/** The live indicators and sub-indicators that `risks` name, by id. */
async function loadTaxonomy(db: Executor, risks: readonly TLaborRiskInput[]): Promise<Taxonomy> {
  const rows = await findLiveIndicators(db, [...new Set(risks.flatMap((risk) => [risk.indicatorId, risk.subIndicatorId]))]);
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, type: row.type, name: row.name, parentId: row.parentId, categoryId: row.categoryId, translations: row.translations },
    ]),
  );
}

/** Every risk must name an existing indicator and one of its own sub-indicators (DOMAIN.md §6.3). */
export function riskPairProblems(taxonomy: Taxonomy, risks: readonly TLaborRiskInput[], path: string): Problem[] {
  const problems: Problem[] = [];
  risks.forEach((risk, index) => {
    const indicator = taxonomy.get(risk.indicatorId);
    const sub = taxonomy.get(risk.subIndicatorId);
    if (!indicator || indicator.type !== INDICATOR) {
      problems.push({ kind: 'invalid', path: `${path}.${index}.indicatorId`, messageKey: 'incidents.unknownRiskPair' });
    } else if (!sub || sub.type !== SUB_INDICATOR || sub.parentId !== risk.indicatorId) {
      problems.push({ kind: 'invalid', path: `${path}.${index}.subIndicatorId`, messageKey: 'incidents.unknownRiskPair' });
    }
  });
  return problems;
}

/**
 * Incident (grievance) reports (DOMAIN.md §6.3): intake from every source, assignment, the NEW → VIEWED →
 * RESPONSE_SENT lifecycle, responses, edits and closing. Every read and write leaves an audit row naming
 * the report and what happened, never its message; notifications go out in the transaction of the change.
 */
export class IncidentsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly files: FilesService,
    private readonly storage: FileStorage,
  ) {}

  async createHotline(principal: Principal, input: TGrievanceReportInput, context: RequestContext): Promise<TIncidentReport> {
    await incidentsPolicy.authorize(principal, 'intakeHotline', null);
    if (input.assigneeId || input.isNoFollowUp) await incidentsPolicy.authorize(principal, 'refer', null);
    const now = this.clock.now();
    const fileIds = await this.checkedFileIds(principal, input.files, 'files', context);
    const created = await this.db.transaction((tx) =>
      createIncident(tx, principal, { ...intakeOf(input, 'HOTLINE', now), fileIds }, now, context),
    );
    await context.audit(created.audit);
    return this.readAfterWrite(principal, created.id, context);
  }

  async createProactive(principal: Principal, input: TProactiveReportInput, context: RequestContext): Promise<TIncidentReport> {
    await incidentsPolicy.authorize(principal, 'intakeProactive', null);
    const now = this.clock.now();
    const fileIds = await this.checkedFileIds(principal, input.files, 'files', context);
    const created = await this.db.transaction((tx) =>
      createIncident(
        tx,
        principal,
        { ...intakeOf({ ...input, assigneeId: null, isNoFollowUp: false, reason: null }, 'PROACTIVE', now), fileIds },
        now,
        context,
        { reasonRequired: false },
      ),
    );
    await context.audit(created.audit);
    return this.readAfterWrite(principal, created.id, context);
  }

  /** API users' multipart intake: the form is checked whole before its files are stored. */
  async createViaApi(
    principal: Principal,
    form: TApiIncidentReportForm,
    incoming: IncomingFile[],
    context: RequestContext,
  ): Promise<TIncidentReport> {
    await incidentsPolicy.authorize(principal, 'intakeApi', null);
    const now = this.clock.now();
    const intake = intakeOf({ ...form, assigneeId: null, isNoFollowUp: false, reason: null }, 'API', now);
    throwProblems((await intakeProblems(this.db, intake, now, { reasonRequired: false })).problems, context);
    const fileIds = await this.storeFiles(principal, incoming);
    const created = await this.db.transaction((tx) =>
      createIncident(tx, principal, { ...intake, fileIds }, now, context, { reasonRequired: false }),
    );
    await context.audit(created.audit);
    return this.readAfterWrite(principal, created.id, context);
  }

  /** The administrator's list (GET /api/grievance-reports). */
  async list(principal: Principal, query: TGrievanceReportListQuery, context: RequestContext): Promise<TIncidentReportPage> {
    await incidentsPolicy.authorize(principal, 'listReports', null);
    const filters: ReportFilters = {
      status: query.status,
      priority: query.priority,
      facilityId: query.facilityId,
      assigneeId: query.assigneeId,
      source: query.source,
      closed: query.closed,
      from: rangeStart(query.from),
      to: rangeEnd(query.to),
    };
    return this.page(principal, filters, query, context);
  }

  /** The assessor's /requests tabs. */
  async listRequests(principal: Principal, query: TRequestListQuery, context: RequestContext): Promise<TIncidentReportPage> {
    await incidentsPolicy.authorize(principal, 'listReports', null);
    const filters: ReportFilters =
      query.state === 'awaiting'
        ? { assigned: true, statuses: ['NEW', 'VIEWED'], closed: 'open' }
        : query.state === 'responded'
          ? { status: 'RESPONSE_SENT' }
          : { source: 'PROACTIVE', reportedById: principal.userId };
    return this.page(principal, filters, query, context);
  }

  /** API users' list: each report with its risks and responses. */
  async listForApi(principal: Principal, query: TApiIncidentReportListQuery, context: RequestContext): Promise<TApiIncidentReportPage> {
    await incidentsPolicy.authorize(principal, 'listReports', null);
    const sort = this.sortOf(query.sort);
    const { rows, total } = await findReportPage(
      this.db,
      this.scopeOf(principal),
      { status: query.status, from: rangeStart(query.from), to: rangeEnd(query.to) },
      sort,
      query,
    );
    const items = await this.describe(principal, rows, context);
    await context.audit({
      action: 'incidents.report.listed',
      targetType: 'incident-report',
      details: { reportIds: rows.map((row) => row.id), withDetails: true },
    });
    return { items, total, page: query.page, perPage: query.perPage };
  }

  /** A report; the first open by its assignee turns NEW into VIEWED. */
  async detail(principal: Principal, reportId: string, context: RequestContext): Promise<TIncidentReport> {
    let report = await this.readable(principal, reportId);
    if (report.assigneeId === principal.userId && report.status === 'NEW') {
      const now = this.clock.now();
      const changed = await this.db.transaction((tx) => markViewed(tx, reportId, now));
      if (changed) {
        await context.audit({ action: 'incidents.report.viewed', targetType: 'incident-report', targetId: reportId });
        report = await this.lookUp(reportId);
      }
    }
    await context.audit({ action: 'incidents.report.read', targetType: 'incident-report', targetId: reportId });
    return this.describeOne(principal, report, context);
  }

  /** Assignee, follow-up, reason, retaliation flag and the risks as a diff (REFER_REPORT_FOR_FOLLOW_UP). */
  async edit(principal: Principal, reportId: string, input: TGrievanceReportEdit, context: RequestContext): Promise<TIncidentReport> {
    const report = await this.lookUp(reportId);
    await incidentsPolicy.authorize(principal, 'edit', report);
    const existing = await findReportRisks(this.db, [reportId]);
    const existingIds = new Set(existing.map((risk) => risk.id));
    const removed = new Set(input.laborRisks.removed);
    const problems: Problem[] = [];
    input.laborRisks.changed.forEach((change, index) => {
      if (!existingIds.has(change.id) || removed.has(change.id))
        problems.push({ kind: 'invalid', path: `laborRisks.changed.${index}.id`, messageKey: 'incidents.riskNotOnReport' });
    });
    input.laborRisks.removed.forEach((id, index) => {
      if (!existingIds.has(id))
        problems.push({ kind: 'invalid', path: `laborRisks.removed.${index}`, messageKey: 'incidents.riskNotOnReport' });
    });
    const kept = existing.filter((risk) => !removed.has(risk.id));
    input.laborRisks.added.forEach((risk, index) => {
      if (kept.some((other) => other.indicatorId === risk.indicatorId && other.subIndicatorId === risk.subIndicatorId))
        problems.push({ kind: 'invalid', path: `laborRisks.added.${index}.subIndicatorId`, messageKey: 'incidents.riskAlreadyOnReport' });
    });
    if (kept.length + input.laborRisks.added.length === 0)
      problems.push({ kind: 'invalid', path: 'laborRisks', messageKey: 'incidents.lastRiskRemoved' });
    problems.push(...riskPairProblems(await loadTaxonomy(this.db, input.laborRisks.added), input.laborRisks.added, 'laborRisks.added'));
    if (input.assigneeId && input.assigneeId !== report.assigneeId && !(await isEligibleAssignee(this.db, input.assigneeId)))
      problems.push({ kind: 'invalid', path: 'assigneeId', messageKey: 'incidents.assigneeNotEligible' });
    throwProblems(problems, context);

    const now = this.clock.now();
    const assigneeChanged = input.assigneeId !== report.assigneeId;
    const facility = await this.facilityName(report.facilityId);
    await this.db.transaction(async (tx) => {
      await updateReport(tx, reportId, {
        assigneeId: input.assigneeId,
        isNoFollowUp: input.isNoFollowUp,
        reason: input.reason,
        retaliationRisk: input.retaliationRisk,
        // A new assignee has not opened the report yet.
        ...(assigneeChanged && report.status === 'VIEWED' ? { status: 'NEW' as const } : {}),
        latestActivityAt: now,
        updatedAt: now,
      });
      await deleteReportRisks(tx, reportId, input.laborRisks.removed);
      for (const change of input.laborRisks.changed) await updateReportRiskSeverity(tx, change.id, change.severity);
      await insertReportRisks(tx, reportId, input.laborRisks.added, now);
      await enqueueJob(tx, riskRecalculationJob(report.facilityId), now);
      const params = { reference: formatReportNumber(report.number), facility };
      const notify = (recipients: (string | null)[], kind: TNotificationKind) =>
        notifyNonNull(tx, recipients, kind, reportId, params, now, principal.userId);
      if (assigneeChanged) {
        await notify([input.assigneeId], 'report-assigned');
        await notify([report.assigneeId], 'report-reassigned');
      } else {
        await notify([report.assigneeId], 'report-edited');
      }
    });
    await context.audit({
      action: 'incidents.report.edited',
      targetType: 'incident-report',
      targetId: reportId,
      details: {
        assigneeChanged,
        assigneeId: input.assigneeId,
        isNoFollowUp: input.isNoFollowUp,
        reason: input.reason,
        retaliationRisk: input.retaliationRisk,
        risksAdded: input.laborRisks.added.length,
        risksChanged: input.laborRisks.changed.length,
        risksRemoved: input.laborRisks.removed.length,
      },
    });
    return this.readAfterWrite(principal, reportId, context);
  }

  /** Closes the case with its outcome and reasons (ARCHITECTURE.md §8.13). */
  async close(principal: Principal, reportId: string, input: TCloseReportInput, context: RequestContext): Promise<TIncidentReport> {
    const report = await this.lookUp(reportId);
    await incidentsPolicy.authorize(principal, 'close', report);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await updateReport(tx, reportId, {
        outcome: input.outcome,
        outcomeReasons: input.reasons,
        closedAt: now,
        closedById: principal.userId,
        latestActivityAt: now,
        updatedAt: now,
      });
      // An unfounded report stops counting against the facility; a founded one reaches the traces through it.
      await enqueueJob(tx, riskRecalculationJob(report.facilityId), now);
      if (input.outcome === 'FOUNDED') {
        const risks = await findReportRisks(tx, [reportId]);
        await enqueueJob(
          tx,
          orderRiskFlagJob({
            facilityId: report.facilityId,
            reason: 'FOUNDED_REPORT',
            key: reportId,
            level: null,
            subIndicatorIds: [...new Set(risks.map((risk) => risk.subIndicatorId))].slice(0, 20),
          }),
          now,
        );
      }
    });
    await context.audit({
      action: 'incidents.report.closed',
      targetType: 'incident-report',
      targetId: reportId,
      details: { outcome: input.outcome },
    });
    return this.readAfterWrite(principal, reportId, context);
  }

  /** A response with file references (the web's /requests screen). */
  async respond(principal: Principal, reportId: string, input: TReportResponseInput, context: RequestContext): Promise<TIncidentReport> {
    const report = await this.lookUp(reportId);
    await incidentsPolicy.authorize(principal, 'respond', report);
    const now = this.clock.now();
    throwProblems(await this.responseProblems(input, now), context);
    const fileIds = await this.checkedFileIds(principal, input.files, 'files', context);
    await this.saveResponse(principal, report, input, fileIds, now, context);
    return this.readAfterWrite(principal, reportId, context);
  }

  /** An API user's multipart response. */
  async respondViaApi(
    principal: Principal,
    reportId: string,
    form: TApiReportResponseForm,
    incoming: IncomingFile[],
    context: RequestContext,
  ): Promise<TIncidentReport> {
    const report = await this.lookUp(reportId);
    await incidentsPolicy.authorize(principal, 'respond', report);
    const now = this.clock.now();
    throwProblems(await this.responseProblems(form, now), context);
    const fileIds = await this.storeFiles(principal, incoming);
    await this.saveResponse(principal, report, form, fileIds, now, context);
    return this.readAfterWrite(principal, reportId, context);
  }

  /** Who may be assigned reports, by role then name, with their count of NEW reports. */
  async assignees(principal: Principal, query: TAssigneeQuery): Promise<TAssigneeCandidatePage> {
    await incidentsPolicy.authorize(principal, 'listAssignees', null);
    const { rows, total } = await findAssigneePage(this.db, query.key, query);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        roleId: row.roleId,
        roleName: row.roleName,
        roleType: row.roleType,
        organisationName: row.organisationName,
        newReportCount: row.newReportCount,
      })),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  /** Producer facilities a new report may name, by name, for the intake pickers; names in the caller's language. */
  async facilities(principal: Principal, query: TReportFacilityQuery, context: RequestContext): Promise<TReportFacilityOptionPage> {
    await incidentsPolicy.authorize(principal, 'searchFacilities', null);
    const { rows, total } = await findReportableFacilityPage(this.db, query.key || undefined, query);
    const placeName = (place: { name: string; translations: Partial<Record<string, string>> } | null) =>
      place === null ? null : nameIn({ ...place.translations, en: place.name }, context.language);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        roleName: roleNameIn({ name: row.roleName, nameTranslations: roleNameTranslationsOf(row.roleNameTranslations) }, context.language),
        districtName: placeName(row.district),
        provinceName: placeName(row.province),
        countryName: placeName(row.country),
        osId: row.osId,
      })),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  /** Every read and write of the report, oldest first (administrators). Reading the trail is itself audited. */
  async trail(principal: Principal, reportId: string, query: TReportTrailQuery, context: RequestContext): Promise<TAuditLogPage> {
    await incidentsPolicy.authorize(principal, 'readTrail', await this.lookUp(reportId));
    const { rows, total } = await findAuditPage(this.db, { targetType: 'incident-report', targetId: reportId }, query, 'oldest');
    await context.audit({ action: 'incidents.report.trail-read', targetType: 'incident-report', targetId: reportId });
    return { items: rows.map(toAuditEntry), total, page: query.page, perPage: query.perPage };
  }

  /** A file attached to a report or one of its responses, for whoever may read the report. */
  async downloadFile(principal: Principal, reportId: string, blobName: string, context: RequestContext) {
    await this.readable(principal, reportId);
    const file = (await findIncidentFiles(this.db, [reportId])).find((row) => row.blobName === blobName);
    const uploaded = file ? (await findUploadedFiles(this.db, [blobName]))[0] : undefined;
    const stream = uploaded ? await this.storage.get(blobName) : null;
    if (!file || !uploaded || !stream) throw new AppError('NOT_FOUND', { messageKey: 'file.missing' });
    await context.audit({ action: 'incidents.report.file-read', targetType: 'incident-report', targetId: reportId, details: { blobName } });
    return { fileName: file.name, contentType: mimeOf(uploaded.kind), body: stream };
  }

  // Internals

  private async lookUp(reportId: string): Promise<ReportWithAccessRow> {
    const report = await findReport(this.db, reportId);
    if (!report) throw reportMissing();
    return report;
  }

  private async readable(principal: Principal, reportId: string): Promise<ReportWithAccessRow> {
    const report = await this.lookUp(reportId);
    await incidentsPolicy.authorize(principal, 'read', report);
    return report;
  }

  private scopeOf(principal: Principal): ReportScope {
    return seesAllReports(principal)
      ? { all: true }
      : { all: false, userId: principal.userId, organisationId: organisationScopeOf(principal) };
  }

  private sortOf(sort: { field: string; direction: 'asc' | 'desc' } | undefined) {
    return sort && (INCIDENT_SORT_FIELDS as readonly string[]).includes(sort.field)
      ? { field: sort.field as TIncidentSortField, direction: sort.direction }
      : DEFAULT_SORT;
  }

  private async page(
    principal: Principal,
    filters: ReportFilters,
    query: { page: number; perPage: number; sort?: { field: string; direction: 'asc' | 'desc' } },
    context: RequestContext,
  ): Promise<TIncidentReportPage> {
    const { rows, total } = await findReportPage(this.db, this.scopeOf(principal), filters, this.sortOf(query.sort), query);
    const lookups = await this.lookups(rows, [], [], context);
    await context.audit({
      action: 'incidents.report.listed',
      targetType: 'incident-report',
      details: { reportIds: rows.map((row) => row.id) },
    });
    return { items: rows.map((row) => toListItem(row, lookups)), total, page: query.page, perPage: query.perPage };
  }

  private async readAfterWrite(principal: Principal, reportId: string, context: RequestContext): Promise<TIncidentReport> {
    const report = await this.lookUp(reportId);
    // The author of a proactive scan or an API report reads it back; a hotline operator may have assigned it away.
    if (!canReadReport(principal, report)) throw reportMissing();
    return this.describeOne(principal, report, context);
  }

  private async describeOne(principal: Principal, report: ReportWithAccessRow, context: RequestContext): Promise<TIncidentReport> {
    const [described] = await this.describe(principal, [report], context);
    if (!described) throw reportMissing();
    return described;
  }

  private async lookups(
    rows: readonly ReportListRow[],
    extraUserIds: readonly string[],
    risks: readonly { indicatorId: string; subIndicatorId: string }[],
    context: RequestContext,
  ): Promise<ReportLookups> {
    const userIds = new Set<string>(extraUserIds);
    for (const row of rows) {
      for (const id of [row.assigneeId, row.reportedById, row.closedById]) if (id) userIds.add(id);
    }
    const [people, facilities, taxonomy] = await Promise.all([
      findPeople(this.db, [...userIds]),
      findReportFacilities(this.db, [...new Set(rows.map((row) => row.facilityId))]),
      indicatorLookups(this.db, risks),
    ]);
    return {
      people: new Map(people.map((person) => [person.id, person])),
      facilities: new Map(facilities.map((facility) => [facility.id, facility])),
      indicators: taxonomy,
      language: context.language,
    };
  }

  private async describe(
    principal: Principal,
    reports: readonly ReportWithAccessRow[],
    context: RequestContext,
  ): Promise<TIncidentReport[]> {
    const ids = reports.map((report) => report.id);
    const [risks, responses, files] = await Promise.all([
      findReportRisks(this.db, ids),
      findResponses(this.db, ids),
      findIncidentFiles(this.db, ids),
    ]);
    const rows: ReportListRow[] = reports.map((report) => {
      const own = risks.filter((risk) => risk.reportId === report.id);
      return {
        ...report,
        highestSeverity: Math.max(1, ...own.map((risk) => risk.severity)),
        riskCount: own.length,
        responseCount: responses.filter((response) => response.reportId === report.id).length,
      };
    });
    const responseRisks = await findResponseRisks(
      this.db,
      responses.map((response) => response.id),
    );
    const lookups = await this.lookups(
      rows,
      responses.flatMap((response) => (response.responderId ? [response.responderId] : [])),
      [...risks, ...responseRisks],
      context,
    );
    return rows.map((row) => {
      const showReporter = seesReporter(principal, row);
      const administrator = principal.role.type === 'Administrator';
      const open = row.closedAt === null;
      return toReport(row, lookups, {
        reporter: showReporter
          ? { hidden: false, user: toPerson(lookups, row.reportedById), name: row.reporterName, contact: row.reporterContact }
          : { hidden: true, user: null, name: null, contact: null },
        laborRisks: risks.filter((risk) => risk.reportId === row.id).map((risk) => toLaborRisk(lookups, risk)),
        files: files.filter((file) => file.reportId === row.id && file.responseId === null).map(toIncidentFile),
        responses: responses
          .filter((response) => response.reportId === row.id)
          .map((response) => ({
            id: response.id,
            recordedAt: response.recordedAt.toISOString(),
            priority: response.priority as TIncidentReport['priority'],
            message: response.message,
            auditReportNumber: response.auditReportNumber,
            responder: toPerson(lookups, response.responderId),
            laborRisks: responseRisks.filter((risk) => risk.responseId === response.id).map((risk) => toLaborRisk(lookups, risk)),
            files: files.filter((file) => file.responseId === response.id).map(toIncidentFile),
            createdAt: response.createdAt.toISOString(),
          })),
        closure:
          row.outcome && row.closedAt
            ? {
                outcome: row.outcome,
                reasons: row.outcomeReasons ?? '',
                closedAt: row.closedAt.toISOString(),
                closedBy: toPerson(lookups, row.closedById),
              }
            : null,
        // A permission counts at top level or as a sub-permission (spec §6), as the policy reads it.
        can: {
          edit: open && administrator && can(principal, 'REFER_REPORT_FOR_FOLLOW_UP'),
          respond:
            open &&
            mayRespond(principal, row) &&
            (can(principal, 'REACTIVE_ASSESSMENTS') || can(principal, 'REACTIVE_ASSESSMENTS_VIA_API')),
          close: open && administrator && can(principal, 'SUBMIT_GRIEVANCE_REPORTS'),
          readTrail: administrator,
        },
      });
    });
  }

  private async facilityName(facilityId: string): Promise<string> {
    const [facility] = await findReportFacilities(this.db, [facilityId]);
    return facility?.name ?? '';
  }

  private async responseProblems(input: { recordedAt: string; laborRisks: readonly TLaborRiskInput[] }, now: Date): Promise<Problem[]> {
    return [
      ...(isInFuture(input.recordedAt, now)
        ? [{ kind: 'invalid' as const, path: 'recordedAt', messageKey: 'incidents.recordedInFuture' as const }]
        : []),
      ...riskPairProblems(await loadTaxonomy(this.db, input.laborRisks), input.laborRisks, 'laborRisks'),
    ];
  }

  /** A response updates the report's priority, status and latest activity, and tells those following it. */
  private async saveResponse(
    principal: Principal,
    report: ReportWithAccessRow,
    input: {
      recordedAt: string;
      priority: number;
      laborRisks: readonly TLaborRiskInput[];
      message: string;
      auditReportNumber: string | null;
    },
    fileIds: readonly string[],
    now: Date,
    context: RequestContext,
  ): Promise<void> {
    const facility = await this.facilityName(report.facilityId);
    const responseId = await this.db.transaction(async (tx) => {
      const id = await insertResponse(tx, {
        reportId: report.id,
        recordedAt: new Date(input.recordedAt),
        priority: input.priority,
        message: input.message,
        auditReportNumber: input.auditReportNumber,
        responderId: principal.userId,
        createdAt: now,
      });
      await insertResponseRisks(tx, id, input.laborRisks);
      await insertIncidentFiles(tx, report.id, id, fileIds, now);
      await enqueueJob(tx, riskRecalculationJob(report.facilityId), now);
      await updateReport(tx, report.id, { priority: input.priority, status: 'RESPONSE_SENT', latestActivityAt: now, updatedAt: now });
      await notifyNonNull(
        tx,
        [report.reportedById, report.assigneeId],
        'report-response',
        report.id,
        { reference: formatReportNumber(report.number), facility },
        now,
        principal.userId,
      );
      return id;
    });
    await context.audit({
      action: 'incidents.report.responded',
      targetType: 'incident-report',
      targetId: report.id,
      details: { responseId },
    });
  }

  /** Files named on a JSON form: uploaded by the caller (or their organisation) and png, jpeg or pdf. */
  private async checkedFileIds(
    principal: Principal,
    references: readonly TFileReference[],
    path: string,
    context: RequestContext,
  ): Promise<string[]> {
    if (references.length === 0) return [];
    const rows = await findUploadedFiles(
      this.db,
      references.map((reference) => reference.blobName),
    );
    const byBlob = new Map(rows.map((row) => [row.blobName, row]));
    const accepted: readonly string[] = UPLOAD_PURPOSES.proof;
    const problems: Problem[] = [];
    const ids: string[] = [];
    references.forEach((reference, index) => {
      const file = byBlob.get(reference.blobName);
      const ours =
        file && (file.uploadedById === principal.userId || (principal.facilityId !== null && file.facilityId === principal.facilityId));
      if (!file || !ours || !accepted.includes(file.kind)) {
        problems.push({
          kind: 'invalid',
          path: `${path}.${index}`,
          messageKey: 'incidents.fileNotYours',
          params: { name: reference.fileName },
        });
      } else if (!ids.includes(file.id)) ids.push(file.id);
    });
    throwProblems(problems, context);
    return ids;
  }

  /** Stores a multipart form's files through the platform's upload service (kind by magic bytes, quota). */
  private async storeFiles(principal: Principal, incoming: IncomingFile[]): Promise<string[]> {
    if (incoming.length === 0) return [];
    const stored = await this.files.upload(principal, 'proof', incoming);
    const rows = await findUploadedFiles(
      this.db,
      stored.map((file) => file.blobName),
    );
    return rows.map((row) => row.id);
  }
}

function mimeOf(kind: string): string {
  return kind === 'pdf' ? 'application/pdf' : kind === 'png' ? 'image/png' : 'image/jpeg';
}

/** The indicators the risks name with their categories, deleted ones too. */
async function indicatorLookups(
  db: Executor,
  risks: readonly { indicatorId: string; subIndicatorId: string }[],
): Promise<ReportLookups['indicators']> {
  const named = await findIndicatorNames(db, [...new Set(risks.flatMap((risk) => [risk.indicatorId, risk.subIndicatorId]))]);
  const categoryIds = [...new Set(named.flatMap((row) => (row.categoryId ? [row.categoryId] : [])))];
  const categories = await findIndicatorNames(db, categoryIds);
  return new Map([...named, ...categories].map((row) => [row.id, row]));
}

function intakeOf(
  input: {
    facilityId: string;
    location: string;
    priority: number;
    laborRisks: readonly TLaborRiskInput[];
    message: string;
    recordedAt?: string;
    assigneeId?: string | null;
    isNoFollowUp?: boolean;
    reason?: TFollowUpReason | null;
    auditReportNumber?: string | null;
    retaliationRisk?: boolean;
    reporterName?: string | null;
    reporterContact?: string | null;
  },
  source: TIncidentSource,
  now: Date,
): Omit<IncidentIntake, 'fileIds'> {
  return {
    source,
    facilityId: input.facilityId,
    location: input.location,
    priority: input.priority,
    laborRisks: input.laborRisks,
    message: input.message,
    recordedAt: input.recordedAt ? new Date(input.recordedAt) : now,
    assigneeId: input.assigneeId ?? null,
    isNoFollowUp: input.isNoFollowUp ?? false,
    reason: input.reason ?? null,
    auditReportNumber: input.auditReportNumber ?? null,
    retaliationRisk: input.retaliationRisk ?? false,
    reporterName: input.reporterName ?? null,
    reporterContact: input.reporterContact ?? null,
  };
}

async function notifyNonNull(
  tx: Executor,
  recipients: (string | null)[],
  kind: TNotificationKind,
  reportId: string,
  params: { reference: string; facility: string },
  now: Date,
  exceptUserId: string,
): Promise<void> {
  const userIds = recipients.filter((id): id is string => id !== null && id !== exceptUserId);
  if (userIds.length === 0) return;
  const people = await findNotificationRecipients(tx, userIds);
  await notifyUsers(tx, { recipients: people, kind, object: { type: 'incident-report', id: reportId }, params }, now);
}

/** The rules of DOMAIN.md §6.3 that need the database, by field, and the facility's name they read on the way. */
async function intakeProblems(
  db: Executor,
  intake: Omit<IncidentIntake, 'fileIds'>,
  now: Date,
  options: { reasonRequired: boolean },
): Promise<{ problems: Problem[]; facilityName: string }> {
  const problems: Problem[] = [];
  const facility = await findProducerFacility(db, intake.facilityId);
  if (!facility) problems.push({ kind: 'invalid', path: 'facilityId', messageKey: 'incidents.facilityNotProducer' });
  if (intake.recordedAt.getTime() > now.getTime())
    problems.push({ kind: 'invalid', path: 'recordedAt', messageKey: 'incidents.recordedInFuture' });
  problems.push(...riskPairProblems(await loadTaxonomy(db, intake.laborRisks), intake.laborRisks, 'laborRisks'));
  if (intake.assigneeId && !(await isEligibleAssignee(db, intake.assigneeId)))
    problems.push({ kind: 'invalid', path: 'assigneeId', messageKey: 'incidents.assigneeNotEligible' });
  if (options.reasonRequired && !intake.isNoFollowUp && !intake.reason)
    problems.push({ kind: 'invalid', path: 'reason', messageKey: 'incidents.reasonRequired' });
  if (intake.isNoFollowUp && intake.assigneeId)
    problems.push({ kind: 'invalid', path: 'assigneeId', messageKey: 'incidents.noFollowUpWithAssignee' });
  return { problems, facilityName: facility?.name ?? '' };
}

/**
 * Checks and stores one report with its risks and files in the caller's transaction, notifies a new
 * assignee there too, and writes the audit row. Returns the report's id.
 */
async function createIncident(
  tx: Executor,
  principal: Principal,
  intake: IncidentIntake,
  now: Date,
  context: RequestContext,
  options: { reasonRequired: boolean } = { reasonRequired: true },
): Promise<{ id: string; number: number; audit: AuditEntry }> {
  const checked = await intakeProblems(tx, intake, now, options);
  throwProblems(checked.problems, context);
  const { id, number } = await insertReport(tx, {
    facilityId: intake.facilityId,
    location: intake.location,
    priority: intake.priority,
    message: intake.message,
    source: intake.source,
    reportedById: principal.userId,
    reporterName: intake.reporterName,
    reporterContact: intake.reporterContact,
    assigneeId: intake.assigneeId,
    isNoFollowUp: intake.isNoFollowUp,
    reason: intake.reason,
    auditReportNumber: intake.auditReportNumber,
    status: 'NEW',
    retaliationRisk: intake.retaliationRisk,
    recordedAt: intake.recordedAt,
    latestActivityAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await insertReportRisks(tx, id, intake.laborRisks, now);
  await insertIncidentFiles(tx, id, null, intake.fileIds, now);
  await enqueueJob(tx, riskRecalculationJob(intake.facilityId), now);
  if (intake.assigneeId) {
    await notifyNonNull(
      tx,
      [intake.assigneeId],
      'report-assigned',
      id,
      { reference: formatReportNumber(number), facility: checked.facilityName },
      now,
      principal.userId,
    );
  }
  const audit: AuditEntry = {
    action: 'incidents.report.created',
    actorUserId: principal.userId,
    targetType: 'incident-report',
    targetId: id,
    details: {
      source: intake.source,
      facilityId: intake.facilityId,
      assigneeId: intake.assigneeId,
      priority: intake.priority,
      risks: intake.laborRisks.length,
      files: intake.fileIds.length,
    },
  };
  return { id, number, audit };
}

/** What the public channel hands over when a triager accepts a worker's report. */
export interface IncidentTriageInput {
  facilityId: string;
  location: string;
  priority: number;
  laborRisks: readonly TLaborRiskInput[];
  message: string;
  recordedAt: Date;
  assigneeId: string | null;
  isNoFollowUp: boolean;
  reason: TFollowUpReason | null;
  retaliationRisk: boolean;
  reporterName: string | null;
  reporterContact: string | null;
}

/**
 * Turns an accepted public report into an incident report (source PUBLIC) in the caller's transaction,
 * with every rule of DOMAIN.md §6.3 (field errors thrown as a 400 AppError), the assignee's notification
 * and the audit row. The caller must hold SUBMIT_GRIEVANCE_REPORTS, and REFER_REPORT_FOR_FOLLOW_UP to
 * assign or mark no follow-up. Returns the report's id and the number people quote (IR-000042).
 */
export async function createIncidentFromTriage(
  tx: Executor,
  principal: Principal,
  input: IncidentTriageInput,
  now: Date,
  context: RequestContext,
): Promise<{ id: string; number: string }> {
  await incidentsPolicy.authorize(principal, 'intakeHotline', null);
  if (input.assigneeId || input.isNoFollowUp) await incidentsPolicy.authorize(principal, 'refer', null);
  const created = await createIncident(tx, principal, { ...input, source: 'PUBLIC', auditReportNumber: null, fileIds: [] }, now, context);
  // The caller's transaction holds the connection (PGlite has one), so the audit row goes in with it.
  await recordAudit(tx, null, created.audit);
  return { id: created.id, number: formatReportNumber(created.number) };
}

/**
 * How the incident report an accepted public case became was closed, for that case's reporter: outcome,
 * reasons and date only, or null while it is open. No principal: the public case's number and PIN,
 * checked by the caller, are the credential, and these reasons are written for the reporter (the close
 * form tells administrators so when the report's source is PUBLIC).
 */
export async function findPublicCaseResolution(db: Executor, incidentReportId: string): Promise<TPublicReportResolution | null> {
  const closure = await findReportClosure(db, incidentReportId);
  return closure ? { outcome: closure.outcome, reasons: closure.reasons, closedAt: closure.closedAt.toISOString() } : null;
}
