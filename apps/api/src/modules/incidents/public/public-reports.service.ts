import {
  PUBLIC_REPORT_SORT_FIELDS,
  type TAcceptPublicReport,
  type TClosePublicReport,
  type TLanguage,
  type TNewPublicReport,
  type TPublicFacilityList,
  type TPublicReportAddition,
  type TPublicReportCategoryList,
  type TPublicReportCredentials,
  type TPublicReportDetail,
  type TPublicReportListQuery,
  type TPublicReportPage,
  type TPublicReportReceipt,
  type TPublicReportResolution,
  type TPublicReportStatusView,
} from '@opentrace/domain';
import { AppError } from '../../../core/app-error.ts';
import type { Clock } from '../../../core/clock.ts';
import { uniqueViolationConstraint } from '../../../core/db-errors.ts';
import type { Principal } from '../../../core/principal.ts';
import { throwProblems, type Problem } from '../../../core/problems.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Database } from '../../../db/client.ts';
import { INDICATOR_TYPE } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../lib/password.ts';
import { findTaxonomy } from '../../indicators/index.ts';
import { notifyUsers } from '../../notifications/index.ts';
import { findNotificationRecipients } from '../../users/index.ts';
import { createIncidentFromTriage, findPublicCaseResolution } from '../incidents.service.ts';
import { assertCaseCredentials, publicReportsPolicy } from './public-reports.policy.ts';
import {
  decideCase,
  findAdditions,
  findCaseByNumber,
  findPublicFacilities,
  findPublicFacility,
  findPublicReport,
  findPublicReportPage,
  findTriagers,
  insertAddition,
  insertPublicReport,
  lockCaseForAddition,
  markInReview,
  type PublicReportDetailRow,
} from './public-reports.repository.ts';
import { additionRefusal, newCaseNumber, newPin } from './public-reports.rules.ts';
import { toDetail, toListItem, toStatusView } from './public-reports.view.ts';

/** Case numbers are random; a clash with an existing one (about one in a trillion) draws again. */
const CASE_NUMBER_DRAWS = 5;

const nameIn = (row: { name: string; translations: Partial<Record<TLanguage, string>> }, language: TLanguage) =>
  row.translations[language]?.trim() || row.name;

/**
 * The public worker channel and its triage (issue 20). The public methods take no principal: the case
 * number and PIN are the caller's credential, checked before anything of the case is read. Triage
 * methods take the administrator and ask the policy first; each read and write of a case by staff is
 * audited, without its text.
 */
export class PublicReportsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async searchFacilities(key: string): Promise<TPublicFacilityList> {
    return { items: await findPublicFacilities(this.db, key) };
  }

  /** The indicator list's categories with their indicators, in the reader's language. */
  async categories(context: RequestContext): Promise<TPublicReportCategoryList> {
    const taxonomy = await findTaxonomy(this.db);
    const categories = taxonomy.filter((row) => row.type === INDICATOR_TYPE.CATEGORY);
    return {
      items: categories
        .map((category) => ({
          id: category.id,
          name: nameIn(category, context.language),
          indicators: taxonomy
            .filter((row) => row.type === INDICATOR_TYPE.INDICATOR && row.categoryId === category.id)
            .map((indicator) => ({ id: indicator.id, name: nameIn(indicator, context.language) })),
        }))
        .filter((category) => category.indicators.length > 0),
    };
  }

  /** Files a report and answers its case number and PIN, which are shown once and never again. */
  async file(input: TNewPublicReport, context: RequestContext): Promise<TPublicReportReceipt> {
    const problems: Problem[] = [];
    if (input.facilityId && !(await findPublicFacility(this.db, input.facilityId))) {
      problems.push({ kind: 'invalid', path: 'facilityId', messageKey: 'publicReports.unknownFacility' });
    }
    if (input.indicatorIds.length > 0) {
      const live = new Set((await findTaxonomy(this.db)).filter((row) => row.type === INDICATOR_TYPE.INDICATOR).map((row) => row.id));
      input.indicatorIds.forEach((id, index) => {
        if (!live.has(id)) problems.push({ kind: 'invalid', path: `indicatorIds.${index}`, messageKey: 'publicReports.unknownCategory' });
      });
    }
    throwProblems(problems, context);
    const pin = newPin();
    const pinHash = await hashPassword(pin);
    const now = this.clock.now();
    for (let draw = 1; ; draw += 1) {
      const caseNumber = newCaseNumber();
      try {
        await this.db.transaction(async (tx) => {
          const id = await insertPublicReport(tx, {
            caseNumber,
            pinHash,
            facilityId: input.facilityId,
            place: input.place ?? null,
            message: input.message,
            indicatorIds: input.indicatorIds,
            anonymous: input.anonymous,
            contact: input.anonymous ? null : (input.contact ?? null),
            language: context.language,
            receivedAt: now,
            updatedAt: now,
          });
          await notifyUsers(
            tx,
            {
              recipients: await findNotificationRecipients(tx, await findTriagers(tx)),
              kind: 'public-report-received',
              object: { type: 'public-report', id },
              params: { reference: caseNumber },
            },
            now,
          );
        });
        return { caseNumber, pin, receivedAt: now.toISOString() };
      } catch (error) {
        if (uniqueViolationConstraint(error) !== 'public_reports_case_number_idx' || draw >= CASE_NUMBER_DRAWS) throw error;
      }
    }
  }

  /** The case's status and outcome, for its case number and PIN. */
  async status(credentials: TPublicReportCredentials): Promise<TPublicReportStatusView> {
    const report = await this.openCase(credentials);
    return toStatusView(report, await this.resolutionOf(report));
  }

  /** Adds information to an open case; answers its status. */
  async addInformation(input: TPublicReportAddition): Promise<TPublicReportStatusView> {
    const report = await this.openCase(input);
    // A closed incident report ends the case: what is added then would reach no one.
    if (await this.resolutionOf(report)) throw new AppError('CONFLICT', { messageKey: 'publicReports.caseDecided' });
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const locked = await lockCaseForAddition(tx, report.id);
      const refusal = locked ? additionRefusal(locked.status, locked.additionCount) : 'publicReports.caseDecided';
      if (refusal) throw new AppError('CONFLICT', { messageKey: refusal });
      await insertAddition(tx, { publicReportId: report.id, message: input.message, addedAt: now });
    });
    // Not audited: an audit row carries the caller's address, and an anonymous reporter's must not be kept.
    const current = (await findCaseByNumber(this.db, report.caseNumber)) ?? report;
    return toStatusView(current, await this.resolutionOf(current));
  }

  /** An accepted case ends when its incident report is closed: that outcome, read through the incidents module. */
  private async resolutionOf(report: { status: string; incidentReportId: string | null }): Promise<TPublicReportResolution | null> {
    if (report.status !== 'ACCEPTED' || !report.incidentReportId) return null;
    return findPublicCaseResolution(this.db, report.incidentReportId);
  }

  async list(principal: Principal, query: TPublicReportListQuery, context: RequestContext): Promise<TPublicReportPage> {
    await publicReportsPolicy.authorize(principal, 'triage', null);
    const sort =
      query.sort && (PUBLIC_REPORT_SORT_FIELDS as readonly string[]).includes(query.sort.field)
        ? { field: query.sort.field as (typeof PUBLIC_REPORT_SORT_FIELDS)[number], direction: query.sort.direction }
        : null;
    const { rows, total } = await findPublicReportPage(this.db, { status: query.status }, sort, query);
    await context.audit({
      action: 'public-reports.listed',
      targetType: 'public-report',
      details: { status: query.status ?? null, page: query.page, ids: rows.map((row) => row.id) },
    });
    return { items: rows.map(toListItem), total, page: query.page, perPage: query.perPage };
  }

  /** Reads a case; the first reading by an administrator tells the reporter it is in review. */
  async detail(principal: Principal, id: string, context: RequestContext): Promise<TPublicReportDetail> {
    await publicReportsPolicy.authorize(principal, 'triage', null);
    const row = await this.existing(id);
    if (row.status === 'NEW') await markInReview(this.db, id, this.clock.now());
    await context.audit({ action: 'public-reports.read', targetType: 'public-report', targetId: id });
    return this.describe(id, context);
  }

  /**
   * Accepts the case as an incident report (source PUBLIC) in one transaction: the incident with its rules,
   * notification and audit row, and the decision on the case, or neither.
   */
  async accept(principal: Principal, id: string, input: TAcceptPublicReport, context: RequestContext): Promise<TPublicReportDetail> {
    await publicReportsPolicy.authorize(principal, 'triage', null);
    const row = await this.existing(id);
    const refers = Boolean(input.assigneeId) || input.isNoFollowUp;
    await publicReportsPolicy.authorize(principal, 'accept', { status: row.status, refers });
    const now = this.clock.now();
    const incidentId = await this.db.transaction(async (tx) => {
      const incident = await createIncidentFromTriage(
        tx,
        principal,
        {
          facilityId: input.facilityId,
          location: input.location,
          priority: input.priority,
          laborRisks: input.laborRisks,
          message: input.summary,
          assigneeId: input.assigneeId ?? null,
          isNoFollowUp: input.isNoFollowUp,
          reason: input.reason ?? null,
          retaliationRisk: input.retaliationRisk,
          recordedAt: row.receivedAt,
          reporterName: null,
          reporterContact: row.anonymous ? null : row.contact,
        },
        now,
        context,
      );
      const decided = await decideCase(tx, id, {
        status: 'ACCEPTED',
        decidedAt: now,
        decidedById: principal.userId,
        closeReason: null,
        decisionMessage: input.message ?? null,
        incidentReportId: incident.id,
      });
      if (!decided) throw new AppError('CONFLICT', { messageKey: 'publicReports.alreadyDecided' });
      return incident.id;
    });
    await context.audit({
      action: 'public-reports.accepted',
      targetType: 'public-report',
      targetId: id,
      details: { incidentReportId: incidentId, assigneeId: input.assigneeId ?? null },
    });
    return this.describe(id, context);
  }

  /** Closes the case with a reason and a message its reporter reads on the PIN page. */
  async close(principal: Principal, id: string, input: TClosePublicReport, context: RequestContext): Promise<TPublicReportDetail> {
    await publicReportsPolicy.authorize(principal, 'triage', null);
    const row = await this.existing(id);
    await publicReportsPolicy.authorize(principal, 'decide', { status: row.status });
    const now = this.clock.now();
    const decided = await this.db.transaction((tx) =>
      decideCase(tx, id, {
        status: 'CLOSED',
        decidedAt: now,
        decidedById: principal.userId,
        closeReason: input.reason,
        decisionMessage: input.message,
        incidentReportId: null,
      }),
    );
    if (!decided) throw new AppError('CONFLICT', { messageKey: 'publicReports.alreadyDecided' });
    await context.audit({ action: 'public-reports.closed', targetType: 'public-report', targetId: id, details: { reason: input.reason } });
    return this.describe(id, context);
  }

  /** The case the credentials open, or the one answer for a wrong number and a wrong PIN alike. */
  private async openCase(credentials: TPublicReportCredentials) {
    const report = await findCaseByNumber(this.db, credentials.caseNumber);
    await assertCaseCredentials(report?.pinHash, credentials.pin);
    return report as NonNullable<typeof report>;
  }

  private async existing(id: string): Promise<PublicReportDetailRow> {
    const row = await findPublicReport(this.db, id);
    if (!row) throw new AppError('NOT_FOUND', { messageKey: 'publicReports.notFound' });
    return row;
  }

  private async describe(id: string, context: RequestContext): Promise<TPublicReportDetail> {
    const [row, additions, taxonomy] = await Promise.all([this.existing(id), findAdditions(this.db, id), findTaxonomy(this.db)]);
    const byId = new Map(taxonomy.map((indicator) => [indicator.id, indicator]));
    // Indicators removed from the list since (a REPLACE import) are named by nothing any more: left out.
    const categories = row.indicatorIds.flatMap((indicatorId) => {
      const indicator = byId.get(indicatorId);
      if (!indicator) return [];
      const category = indicator.categoryId ? byId.get(indicator.categoryId) : undefined;
      return [
        { id: indicator.id, name: nameIn(indicator, context.language), categoryName: category ? nameIn(category, context.language) : null },
      ];
    });
    return toDetail(row, additions, categories);
  }
}
