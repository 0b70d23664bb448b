import type { TImprovementPlanStatus, TPlanSide } from '@opentrace/domain';
import { and, asc, desc, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import {
  brandSuppliers,
  facilities,
  facilityPartners,
  files,
  improvementPlanComments,
  improvementPlanEvents,
  improvementPlanExtensions,
  improvementPlanFiles,
  improvementPlans,
  INDICATOR_TYPE,
  indicators,
  users,
} from '../../db/schema/index.ts';
import { findFacilityChoicePage } from '../profiles/index.ts';

export type PlanRow = typeof improvementPlans.$inferSelect;
export type NewPlanRow = typeof improvementPlans.$inferInsert;
export type PlanEventRow = typeof improvementPlanEvents.$inferSelect;
export type NewPlanEventRow = typeof improvementPlanEvents.$inferInsert;
export type ExtensionRow = typeof improvementPlanExtensions.$inferSelect;

const supplier = alias(facilities, 'supplier');
const assigner = alias(facilities, 'assigner');

/** What a plan row is shown with: the names of its two organisations and whether an extension waits. */
const planColumns = {
  plan: improvementPlans,
  supplierName: supplier.name,
  assignerName: assigner.name,
  pendingExtension: sql<boolean>`exists (select 1 from ${improvementPlanExtensions} where ${improvementPlanExtensions.planId} = ${improvementPlans.id} and ${improvementPlanExtensions.status} = 'PENDING')`,
};
export type PlanListRow = { plan: PlanRow; supplierName: string; assignerName: string; pendingExtension: boolean };

function plansWithParties(db: Executor) {
  return db
    .select(planColumns)
    .from(improvementPlans)
    .innerJoin(supplier, eq(supplier.id, improvementPlans.supplierFacilityId))
    .innerJoin(assigner, eq(assigner.id, improvementPlans.assignerFacilityId));
}

export async function findPlan(db: Executor, id: string): Promise<PlanListRow | undefined> {
  const [row] = await plansWithParties(db).where(eq(improvementPlans.id, id));
  return row;
}

/** Locks the plan for a change, so that two answers at once see each other's status. */
export async function lockPlan(tx: Executor, id: string): Promise<PlanRow | undefined> {
  const [row] = await tx.select().from(improvementPlans).where(eq(improvementPlans.id, id)).for('update');
  return row;
}

export async function insertPlan(tx: Executor, row: NewPlanRow): Promise<PlanRow> {
  const [inserted] = await tx.insert(improvementPlans).values(row).returning();
  if (!inserted) throw new Error('insertPlan: no row returned');
  return inserted;
}

export async function updatePlan(tx: Executor, id: string, set: Partial<NewPlanRow>): Promise<void> {
  await tx.update(improvementPlans).set(set).where(eq(improvementPlans.id, id));
}

/** The plan still open on the supplier's issue, if any: one at a time (spec §8). */
export async function findUnresolvedPlan(
  db: Executor,
  supplierFacilityId: string,
  subIndicatorId: string,
): Promise<{ id: string; assignerFacilityId: string } | undefined> {
  const [row] = await db
    .select({ id: improvementPlans.id, assignerFacilityId: improvementPlans.assignerFacilityId })
    .from(improvementPlans)
    .where(
      and(
        eq(improvementPlans.supplierFacilityId, supplierFacilityId),
        eq(improvementPlans.subIndicatorId, subIndicatorId),
        sql`${improvementPlans.status} <> 'RESOLVED'`,
      ),
    );
  return row;
}

export interface PlanPageOptions {
  organisationId: string;
  side: 'assigned' | 'received';
  status?: TImprovementPlanStatus;
  facilityId?: string;
  key?: string;
  newFirst: boolean;
  sort: { field: 'targetDate' | 'status' | 'createdAt' | 'updatedAt'; direction: 'asc' | 'desc' };
  page: number;
  perPage: number;
}

const SORT_COLUMNS = {
  targetDate: improvementPlans.targetDate,
  status: improvementPlans.status,
  createdAt: improvementPlans.createdAt,
  updatedAt: improvementPlans.updatedAt,
} as const;

/** One page of the plans the organisation assigned or received, with the total. */
export async function findPlanPage(db: Executor, options: PlanPageOptions): Promise<{ rows: PlanListRow[]; total: number }> {
  const own =
    options.side === 'assigned'
      ? eq(improvementPlans.assignerFacilityId, options.organisationId)
      : eq(improvementPlans.supplierFacilityId, options.organisationId);
  const key = options.key ? containing(options.key) : undefined;
  const where = and(
    own,
    options.status ? eq(improvementPlans.status, options.status) : undefined,
    options.facilityId
      ? or(eq(improvementPlans.supplierFacilityId, options.facilityId), eq(improvementPlans.assignerFacilityId, options.facilityId))
      : undefined,
    key
      ? or(
          ilike(supplier.name, key),
          ilike(assigner.name, key),
          ilike(improvementPlans.action, key),
          sql`('IP-' || ${improvementPlans.number}) ilike ${key}`,
          exists(
            db
              .select({ one: sql`1` })
              .from(indicators)
              .where(
                and(
                  eq(indicators.id, improvementPlans.subIndicatorId),
                  or(ilike(indicators.name, key), sql`${indicators.translations}::text ilike ${key}`),
                ),
              ),
          ),
        )
      : undefined,
  );
  const column = SORT_COLUMNS[options.sort.field];
  const order: SQL[] = [];
  if (options.newFirst) order.push(sql`(${improvementPlans.status} = 'NEW') desc`);
  order.push(options.sort.direction === 'asc' ? asc(column) : desc(column), desc(improvementPlans.number));
  const [rows, [counted]] = await Promise.all([
    plansWithParties(db)
      .where(where)
      .orderBy(...order)
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(improvementPlans)
      .innerJoin(supplier, eq(supplier.id, improvementPlans.supplierFacilityId))
      .innerJoin(assigner, eq(assigner.id, improvementPlans.assignerFacilityId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

// Timeline, comments, files, extensions

export async function insertEvent(tx: Executor, row: NewPlanEventRow): Promise<void> {
  await tx.insert(improvementPlanEvents).values(row);
}

const personName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

export function findEvents(db: Executor, planId: string) {
  return db
    .select({ event: improvementPlanEvents, actorName: personName })
    .from(improvementPlanEvents)
    .leftJoin(users, eq(users.id, improvementPlanEvents.actorId))
    .where(eq(improvementPlanEvents.planId, planId))
    .orderBy(asc(improvementPlanEvents.sequence));
}

export async function insertComment(tx: Executor, row: typeof improvementPlanComments.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(improvementPlanComments).values(row).returning({ id: improvementPlanComments.id });
  if (!inserted) throw new Error('insertComment: no row returned');
  return inserted.id;
}

export function findComments(db: Executor, planId: string) {
  return db
    .select({ comment: improvementPlanComments, authorName: personName })
    .from(improvementPlanComments)
    .leftJoin(users, eq(users.id, improvementPlanComments.authorId))
    .where(eq(improvementPlanComments.planId, planId))
    .orderBy(asc(improvementPlanComments.sequence));
}

export interface NewPlanFile {
  planId: string;
  commentId: string | null;
  fileId: string;
  name: string;
  side: TPlanSide;
  addedById: string;
  createdAt: Date;
}

export async function insertPlanFiles(tx: Executor, rows: readonly NewPlanFile[]): Promise<void> {
  if (rows.length > 0) await tx.insert(improvementPlanFiles).values([...rows]);
}

/** The plan's live files, on the plan and on its comments, with their blob names and kinds. */
export function findPlanFiles(db: Executor, planId: string) {
  return db
    .select({
      id: improvementPlanFiles.id,
      commentId: improvementPlanFiles.commentId,
      name: improvementPlanFiles.name,
      side: improvementPlanFiles.side,
      createdAt: improvementPlanFiles.createdAt,
      blobName: files.blobName,
      kind: files.kind,
    })
    .from(improvementPlanFiles)
    .innerJoin(files, eq(files.id, improvementPlanFiles.fileId))
    .where(and(eq(improvementPlanFiles.planId, planId), isNull(improvementPlanFiles.removedAt), isNull(files.deletedAt)))
    .orderBy(asc(improvementPlanFiles.sequence));
}
export type PlanFileRow = Awaited<ReturnType<typeof findPlanFiles>>[number];

export async function removePlanFile(tx: Executor, fileId: string, now: Date): Promise<void> {
  await tx.update(improvementPlanFiles).set({ removedAt: now }).where(eq(improvementPlanFiles.id, fileId));
}

export async function insertExtension(tx: Executor, row: typeof improvementPlanExtensions.$inferInsert): Promise<void> {
  await tx.insert(improvementPlanExtensions).values(row);
}

export function findExtensions(db: Executor, planId: string): Promise<ExtensionRow[]> {
  return db
    .select()
    .from(improvementPlanExtensions)
    .where(eq(improvementPlanExtensions.planId, planId))
    .orderBy(desc(improvementPlanExtensions.requestedAt), desc(improvementPlanExtensions.id));
}

export async function decideExtension(
  tx: Executor,
  id: string,
  decision: {
    status: 'APPROVED' | 'DECLINED';
    expired?: boolean;
    decisionReason: string | null;
    decidedById: string | null;
    decidedAt: Date;
  },
): Promise<boolean> {
  const updated = await tx
    .update(improvementPlanExtensions)
    .set(decision)
    .where(and(eq(improvementPlanExtensions.id, id), eq(improvementPlanExtensions.status, 'PENDING')))
    .returning({ id: improvementPlanExtensions.id });
  return updated.length === 1;
}

// The sweep

/** Unresolved plans whose target day has ended in their time zone and are not marked Overdue yet. */
export function findPlansPastTargetDate(db: Executor, now: Date) {
  return db
    .select({ id: improvementPlans.id, status: improvementPlans.status })
    .from(improvementPlans)
    .where(
      and(
        inArray(improvementPlans.status, ['NEW', 'IN_PROGRESS', 'UNDER_REVIEW']),
        sql`(${now.toISOString()}::timestamptz at time zone ${improvementPlans.timeZone})::date > ${improvementPlans.targetDate}`,
      ),
    )
    .orderBy(asc(improvementPlans.number));
}

/** Pending extension requests whose requested day has ended in their plan's time zone. */
export function findExpiredExtensions(db: Executor, now: Date) {
  return db
    .select({ id: improvementPlanExtensions.id, planId: improvementPlanExtensions.planId })
    .from(improvementPlanExtensions)
    .innerJoin(improvementPlans, eq(improvementPlans.id, improvementPlanExtensions.planId))
    .where(
      and(
        eq(improvementPlanExtensions.status, 'PENDING'),
        sql`(${now.toISOString()}::timestamptz at time zone ${improvementPlans.timeZone})::date > ${improvementPlanExtensions.requestedTargetDate}`,
      ),
    );
}

// Candidates and risk

/** The facilities a brand may assign plans to (its suppliers) or a producer (its partners), one page by name. */
export async function findCandidatePage(
  db: Executor,
  options: { organisationId: string; brand: boolean; key?: string; facilityId?: string; page: number; perPage: number },
) {
  const linked = options.brand
    ? exists(
        db
          .select({ one: sql`1` })
          .from(brandSuppliers)
          .where(and(eq(brandSuppliers.brandFacilityId, options.organisationId), eq(brandSuppliers.supplierFacilityId, facilities.id))),
      )
    : exists(
        db
          .select({ one: sql`1` })
          .from(facilityPartners)
          .where(
            and(
              isNull(facilityPartners.deletedAt),
              or(
                and(eq(facilityPartners.facilityId, options.organisationId), eq(facilityPartners.partnerFacilityId, facilities.id)),
                and(eq(facilityPartners.partnerFacilityId, options.organisationId), eq(facilityPartners.facilityId, facilities.id)),
              ),
            ),
          ),
      );
  return findFacilityChoicePage(db, linked, options);
}

/** Whether the facility is one the organisation may assign plans to (see findCandidatePage). */
export async function isCandidate(db: Executor, organisationId: string, brand: boolean, facilityId: string): Promise<boolean> {
  const { total } = await findCandidatePage(db, { organisationId, brand, facilityId, page: 1, perPage: 1 });
  return total > 0;
}

/** The accepted plans on the facilities: each gives its issue the level the assigner chose (DOMAIN.md §7). */
export function findAcceptedPlans(db: Executor, facilityIds: readonly string[]) {
  if (facilityIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: improvementPlans.id,
      number: improvementPlans.number,
      facilityId: improvementPlans.supplierFacilityId,
      subIndicatorId: improvementPlans.subIndicatorId,
      level: improvementPlans.acceptedLevel,
      resolvedAt: improvementPlans.resolvedAt,
    })
    .from(improvementPlans)
    .where(and(inArray(improvementPlans.supplierFacilityId, [...facilityIds]), eq(improvementPlans.status, 'RESOLVED')));
}
export type AcceptedPlanRow = Awaited<ReturnType<typeof findAcceptedPlans>>[number];

const indicator = alias(indicators, 'indicator');
const category = alias(indicators, 'category');

/** Sub-indicators with their indicator and category, for naming a plan's issue in the reader's language. */
function issues(db: Executor) {
  return db
    .select({
      subIndicatorId: indicators.id,
      name: indicators.name,
      translations: indicators.translations,
      indicatorName: indicator.name,
      indicatorTranslations: indicator.translations,
      categoryName: category.name,
      categoryTranslations: category.translations,
    })
    .from(indicators)
    .innerJoin(indicator, eq(indicator.id, indicators.parentId))
    .innerJoin(category, eq(category.id, indicator.categoryId));
}
export type IssueRow = Awaited<ReturnType<ReturnType<typeof issues>['execute']>>[number];

/** The issues plans name, deleted ones too: a plan keeps naming what it was about. */
export function findIssues(db: Executor, subIndicatorIds: readonly string[]): Promise<IssueRow[]> {
  if (subIndicatorIds.length === 0) return Promise.resolve([]);
  return issues(db).where(inArray(indicators.id, [...subIndicatorIds]));
}

/** Every live sub-indicator of the indicator list, in the list's order: what a new plan may name. */
export function findLiveIssues(db: Executor): Promise<IssueRow[]> {
  return issues(db)
    .where(
      and(
        eq(indicators.type, INDICATOR_TYPE.SUB_INDICATOR),
        isNull(indicators.deletedAt),
        isNull(indicator.deletedAt),
        isNull(category.deletedAt),
      ),
    )
    .orderBy(asc(category.sortOrder), asc(indicator.sortOrder), asc(indicators.sortOrder), asc(indicators.name));
}
