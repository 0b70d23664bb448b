import { MAX_PUBLIC_FACILITY_RESULTS, type TPublicReportStatus } from '@opentrace/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { containing, startingWith } from '../../../db/like-patterns.ts';
import { districts, facilities, publicReportAdditions, publicReports, roles, users } from '../../../db/schema/index.ts';
import { permissionKeysOf } from '../../users/index.ts';

/*
 * Public reports and their additions. The public side reads a case by its case number only; the facility
 * search reads producer facilities' names and towns, nothing else of them.
 */

export type PublicReportRow = typeof publicReports.$inferSelect;
export type NewPublicReportRow = typeof publicReports.$inferInsert;

/** Live producer facilities (farms of a farm group are people's holdings: not listed) whose name holds `key`. */
function producerFacilities(): SQL {
  return and(isNull(facilities.deletedAt), isNull(facilities.farmGroupId), eq(roles.type, 'Producer')) as SQL;
}

/** A few producer facilities by name, those starting with the key first, each with its district as the town. */
export async function findPublicFacilities(db: Executor, key: string): Promise<{ id: string; name: string; city: string | null }[]> {
  const startsFirst = sql`case when lower(${facilities.name}) like ${startingWith(key.toLowerCase())} then 0 else 1 end`;
  return db
    .select({ id: facilities.id, name: facilities.name, city: districts.name })
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .leftJoin(districts, eq(districts.id, facilities.districtId))
    .where(and(producerFacilities(), ilike(facilities.name, containing(key))))
    .orderBy(startsFirst, asc(sql`lower(${facilities.name})`), asc(facilities.id))
    .limit(MAX_PUBLIC_FACILITY_RESULTS);
}

/** A live producer facility's name and town, or undefined when the id names none. */
export async function findPublicFacility(db: Executor, id: string): Promise<{ id: string; name: string; city: string | null } | undefined> {
  const [row] = await db
    .select({ id: facilities.id, name: facilities.name, city: districts.name })
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .leftJoin(districts, eq(districts.id, facilities.districtId))
    .where(and(producerFacilities(), eq(facilities.id, id)));
  return row;
}

export async function insertPublicReport(tx: Executor, values: NewPublicReportRow): Promise<string> {
  const [row] = await tx.insert(publicReports).values(values).returning({ id: publicReports.id });
  return (row as { id: string }).id;
}

/** What the case number opens, with the PIN hash to check and the count of additions. */
export async function findCaseByNumber(
  db: Executor,
  caseNumber: string,
): Promise<(PublicReportRow & { additionCount: number; lastAdditionAt: Date | null }) | undefined> {
  const [row] = await db.select().from(publicReports).where(eq(publicReports.caseNumber, caseNumber));
  if (!row) return undefined;
  return { ...row, ...(await additionSummary(db, row.id)) };
}

async function additionSummary(db: Executor, publicReportId: string): Promise<{ additionCount: number; lastAdditionAt: Date | null }> {
  const [summary] = await db
    .select({ additionCount: count(), lastAdditionAt: max(publicReportAdditions.addedAt) })
    .from(publicReportAdditions)
    .where(eq(publicReportAdditions.publicReportId, publicReportId));
  return { additionCount: summary?.additionCount ?? 0, lastAdditionAt: summary?.lastAdditionAt ?? null };
}

export async function insertAddition(tx: Executor, values: { publicReportId: string; message: string; addedAt: Date }): Promise<void> {
  await tx.insert(publicReportAdditions).values(values);
  await tx.update(publicReports).set({ updatedAt: values.addedAt }).where(eq(publicReports.id, values.publicReportId));
}

/** Counts additions under a row lock on the case, so two additions at once cannot both pass the cap. */
export async function lockCaseForAddition(
  tx: Executor,
  publicReportId: string,
): Promise<{ status: TPublicReportStatus; additionCount: number } | undefined> {
  const [row] = await tx
    .select({ status: publicReports.status })
    .from(publicReports)
    .where(eq(publicReports.id, publicReportId))
    .for('update');
  if (!row) return undefined;
  const { additionCount } = await additionSummary(tx, publicReportId);
  return { status: row.status, additionCount };
}

const additionCount = sql<number>`(select count(*)::int from ${publicReportAdditions} where ${publicReportAdditions.publicReportId} = ${publicReports.id})`;
const lastAdditionAt =
  sql<Date | null>`(select max(${publicReportAdditions.addedAt}) from ${publicReportAdditions} where ${publicReportAdditions.publicReportId} = ${publicReports.id})`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

const listColumns = {
  id: publicReports.id,
  caseNumber: publicReports.caseNumber,
  status: publicReports.status,
  facilityId: publicReports.facilityId,
  facilityName: facilities.name,
  facilityCity: districts.name,
  place: publicReports.place,
  indicatorIds: publicReports.indicatorIds,
  anonymous: publicReports.anonymous,
  language: publicReports.language,
  receivedAt: publicReports.receivedAt,
  additionCount,
  lastAdditionAt,
};

export type PublicReportListRow = {
  id: string;
  caseNumber: string;
  status: TPublicReportStatus;
  facilityId: string | null;
  facilityName: string | null;
  facilityCity: string | null;
  place: string | null;
  indicatorIds: string[];
  anonymous: boolean;
  language: string;
  receivedAt: Date;
  additionCount: number;
  lastAdditionAt: Date | null;
};

/** Undecided cases first (new, then in review), then decided ones; newest first within each. */
const triageOrder = sql`case ${publicReports.status} when 'NEW' then 0 when 'IN_REVIEW' then 1 else 2 end`;

export async function findPublicReportPage(
  db: Executor,
  filter: { status?: TPublicReportStatus | undefined },
  sort: { field: 'receivedAt' | 'status'; direction: 'asc' | 'desc' } | null,
  paging: { page: number; perPage: number },
): Promise<{ rows: PublicReportListRow[]; total: number }> {
  const where = filter.status ? eq(publicReports.status, filter.status) : undefined;
  const order =
    sort === null
      ? [asc(triageOrder), desc(publicReports.receivedAt)]
      : sort.field === 'status'
        ? [sort.direction === 'asc' ? asc(triageOrder) : desc(triageOrder), desc(publicReports.receivedAt)]
        : [sort.direction === 'asc' ? asc(publicReports.receivedAt) : desc(publicReports.receivedAt)];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(listColumns)
      .from(publicReports)
      .leftJoin(facilities, eq(facilities.id, publicReports.facilityId))
      .leftJoin(districts, eq(districts.id, facilities.districtId))
      .where(where)
      .orderBy(...order, asc(publicReports.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ total: count() }).from(publicReports).where(where),
  ]);
  return { rows: rows as PublicReportListRow[], total: totalRow?.total ?? 0 };
}

export type PublicReportDetailRow = PublicReportListRow & {
  message: string;
  contact: string | null;
  decidedAt: Date | null;
  decidedById: string | null;
  decidedByFirstName: string | null;
  decidedByLastName: string | null;
  closeReason: string | null;
  decisionMessage: string | null;
  incidentReportId: string | null;
};

export async function findPublicReport(db: Executor, id: string): Promise<PublicReportDetailRow | undefined> {
  const [row] = await db
    .select({
      ...listColumns,
      message: publicReports.message,
      contact: publicReports.contact,
      decidedAt: publicReports.decidedAt,
      decidedById: publicReports.decidedById,
      decidedByFirstName: users.firstName,
      decidedByLastName: users.lastName,
      closeReason: publicReports.closeReason,
      decisionMessage: publicReports.decisionMessage,
      incidentReportId: publicReports.incidentReportId,
    })
    .from(publicReports)
    .leftJoin(facilities, eq(facilities.id, publicReports.facilityId))
    .leftJoin(districts, eq(districts.id, facilities.districtId))
    .leftJoin(users, eq(users.id, publicReports.decidedById))
    .where(eq(publicReports.id, id));
  return row as PublicReportDetailRow | undefined;
}

export function findAdditions(db: Executor, publicReportId: string): Promise<{ message: string; addedAt: Date }[]> {
  return db
    .select({ message: publicReportAdditions.message, addedAt: publicReportAdditions.addedAt })
    .from(publicReportAdditions)
    .where(eq(publicReportAdditions.publicReportId, publicReportId))
    .orderBy(asc(publicReportAdditions.addedAt), asc(publicReportAdditions.id));
}

/** Moves a NEW case to IN_REVIEW; a case already read or decided is left as it is. */
export async function markInReview(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(publicReports)
    .set({ status: 'IN_REVIEW', updatedAt: now })
    .where(and(eq(publicReports.id, id), eq(publicReports.status, 'NEW')));
}

/**
 * Records the decision on an undecided case; false when another administrator decided it first (the
 * status guard in the statement, so two decisions at once cannot both land).
 */
export async function decideCase(
  tx: Executor,
  id: string,
  values: Pick<NewPublicReportRow, 'status' | 'decidedAt' | 'decidedById' | 'closeReason' | 'decisionMessage' | 'incidentReportId'>,
): Promise<boolean> {
  const updated = await tx
    .update(publicReports)
    .set({ ...values, updatedAt: values.decidedAt as Date })
    .where(and(eq(publicReports.id, id), inArray(publicReports.status, ['NEW', 'IN_REVIEW'])))
    .returning({ id: publicReports.id });
  return updated.length === 1;
}

/**
 * The people who triage public reports: live administrators holding SUBMIT_GRIEVANCE_REPORTS (or one of
 * its sub-permissions) through their role or directly.
 */
export async function findTriagers(db: Executor): Promise<string[]> {
  const keys = permissionKeysOf(users.id, users.roleId);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        isNull(users.deletedAt),
        eq(roles.type, 'Administrator'),
        sql`exists (select 1 from unnest(${keys}) as held(key) where held.key = 'SUBMIT_GRIEVANCE_REPORTS' or held.key like 'SUBMIT_GRIEVANCE_REPORTS.%')`,
      ),
    );
  return rows.map((row) => row.id);
}
