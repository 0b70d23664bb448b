import type { TQuestionnaireState, TRiskLevelFilter, TSupplierSortField } from '@opentrace/domain';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import {
  brandSupplierLinks,
  brandSuppliers,
  countries,
  districts,
  events,
  facilities,
  provinces,
  roles,
  selfAssessments,
  users,
} from '../../db/schema/index.ts';
import { insertRecords } from '../../db/raw-statement.ts';

/*
 * A brand's suppliers (brand_suppliers) and the partner links it records between them
 * (brand_supplier_links, one row each way). Every query is scoped by the brand's facility id, so
 * another brand's rows are never read.
 */

const supplierColumns = {
  id: facilities.id,
  name: facilities.name,
  roleId: facilities.roleId,
  businessRegisterNumber: facilities.businessRegisterNumber,
  oarId: facilities.oarId,
  countryName: countries.name,
  countryTranslations: countries.translations,
  riskLevel: facilities.riskLevel,
  answeredSaqAt: facilities.answeredSaqAt,
  since: brandSuppliers.createdAt,
  createdByBrand: brandSuppliers.createdByBrand,
};

function suppliersOf(db: Executor, brandFacilityId: string) {
  return db
    .select(supplierColumns)
    .from(brandSuppliers)
    .innerJoin(facilities, and(eq(facilities.id, brandSuppliers.supplierFacilityId), isNull(facilities.deletedAt)))
    .leftJoin(countries, eq(countries.id, facilities.countryId))
    .where(eq(brandSuppliers.brandFacilityId, brandFacilityId))
    .$dynamic();
}

type SupplierBaseRow = Awaited<ReturnType<typeof suppliersOf>>[number];

/** What the list shows beyond the supplier's own row: where it stands, read for the rows shown only. */
export interface SupplierStanding {
  questionnaireState: TQuestionnaireState;
  /** The latest product activity or sign-in of the supplier. */
  lastActivityAt: Date | null;
  /** The supplier has taken over its details once one of its users saved a profile. */
  profileSaved: boolean;
}

export type SupplierRow = SupplierBaseRow & SupplierStanding;

/** Runs a lookup over `values` in slices, so a large list or file never exceeds the database's limit on parameters. */
async function inSlices<T>(values: readonly string[], lookup: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < values.length; start += 5000) found.push(...(await lookup(values.slice(start, start + 5000))));
  return found;
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** Spec §9 "Supplier status" (answered: ready, a saved draft, or nothing yet), last activity and profile, by facility. */
async function standingsOf(
  db: Executor,
  rows: readonly { id: string; answeredSaqAt: Date | null }[],
): Promise<Map<string, SupplierStanding>> {
  const ids = rows.map((row) => row.id);
  const [assessments, activity, people] = await Promise.all([
    inSlices(ids, (slice) =>
      db
        .select({ facilityId: selfAssessments.facilityId, completedAt: selfAssessments.completedAt })
        .from(selfAssessments)
        .where(inArray(selfAssessments.facilityId, slice)),
    ),
    inSlices(ids, (slice) =>
      db
        .select({ facilityId: events.facilityId, at: sql<Date | null>`max(${events.recordedAt})`.mapWith(events.recordedAt) })
        .from(events)
        .where(inArray(events.facilityId, slice))
        .groupBy(events.facilityId),
    ),
    inSlices(ids, (slice) =>
      db
        .select({
          facilityId: sql<string>`${users.facilityId}`,
          at: sql<Date | null>`max(${users.lastLoginAt})`.mapWith(users.lastLoginAt),
          profileSaved: sql<boolean>`bool_or(${users.updatedProfileAt} is not null)`,
        })
        .from(users)
        .where(and(inArray(users.facilityId, slice), isNull(users.deletedAt)))
        .groupBy(users.facilityId),
    ),
  ]);
  const assessmentOf = new Map(assessments.map((row) => [row.facilityId, row]));
  const activityOf = new Map(activity.map((row) => [row.facilityId, row.at]));
  const peopleOf = new Map(people.map((row) => [row.facilityId, row]));
  return new Map(
    rows.map((row) => {
      const assessment = assessmentOf.get(row.id);
      const person = peopleOf.get(row.id);
      const questionnaireState: TQuestionnaireState =
        row.answeredSaqAt || assessment?.completedAt ? 'ready' : assessment ? 'draft' : 'unknown';
      return [
        row.id,
        {
          questionnaireState,
          lastActivityAt: later(activityOf.get(row.id) ?? null, person?.at ?? null),
          profileSaved: person?.profileSaved ?? false,
        },
      ];
    }),
  );
}

async function withStandings(db: Executor, rows: SupplierBaseRow[]): Promise<SupplierRow[]> {
  const standings = await standingsOf(db, rows);
  return rows.map((row) => ({ ...row, ...(standings.get(row.id) as SupplierStanding) }));
}

/** `key` anywhere in the name, OS ID or registration number, ignoring case; LIKE wildcards are taken literally. */
function keyMatches(key: string | undefined): SQL | undefined {
  if (!key) return undefined;
  const term = containing(key);
  return or(ilike(facilities.name, term), ilike(facilities.oarId, term), ilike(facilities.businessRegisterNumber, term));
}

function riskMatches(level: TRiskLevelFilter | undefined): SQL | undefined {
  if (!level) return undefined;
  return level === 'NOT_ASSESSED' ? isNull(facilities.riskLevel) : eq(facilities.riskLevel, level);
}

export interface SupplierFilter {
  key?: string;
  /** Roles to keep (a type, a tier, or both); an empty list keeps none. */
  roleIds?: readonly string[];
  riskLevel?: TRiskLevelFilter;
}

export interface SupplierOrder {
  field: TSupplierSortField;
  direction: 'asc' | 'desc';
  /** Each role's tier, for ordering by tier. */
  tierOfRole: ReadonlyMap<string, number>;
}

/**
 * The latest activity of each of the brand's suppliers as one grouped pass over events and sign-ins, joined to
 * the list only to sort by it: evaluated per row instead, it costs an index probe per supplier on every page.
 */
function latestActivityOf(db: Executor, brandFacilityId: string) {
  const ofBrand = db
    .select({ id: brandSuppliers.supplierFacilityId })
    .from(brandSuppliers)
    .where(eq(brandSuppliers.brandFacilityId, brandFacilityId));
  const moments = sql`(select ${events.facilityId} as facility_id, ${events.recordedAt} as at from ${events} where ${events.facilityId} in ${ofBrand}
    union all select ${users.facilityId}, ${users.lastLoginAt} from ${users} where ${users.deletedAt} is null and ${users.facilityId} in ${ofBrand})`;
  return db
    .select({ facilityId: sql<string>`m.facility_id`.as('activity_facility_id'), at: sql<Date | null>`max(m.at)`.as('activity_at') })
    .from(sql`${moments} as m`)
    .groupBy(sql`m.facility_id`)
    .as('latest_activity');
}

function orderColumn({ field, tierOfRole }: SupplierOrder, latest: ReturnType<typeof latestActivityOf>): SQL | typeof facilities.name {
  switch (field) {
    case 'type':
      return sql`${roles.name}`;
    case 'country':
      return sql`${countries.name}`;
    case 'tier': {
      if (tierOfRole.size === 0) return sql`0`;
      const cases = [...tierOfRole].map(([roleId, tier]) => sql`when ${roleId}::uuid then ${tier}::int`);
      return sql`case ${facilities.roleId} ${sql.join(cases, sql` `)} else 999 end`;
    }
    case 'lastActivityAt':
      return sql`${latest.at}`;
    case 'since':
      return sql`${brandSuppliers.createdAt}`;
    default:
      return facilities.name;
  }
}

/** One page of the brand's suppliers: the page's rows are found first, and only they are read in full. */
export async function findSupplierPage(
  db: Executor,
  brandFacilityId: string,
  filter: SupplierFilter,
  order: SupplierOrder,
  paging: { page: number; perPage: number },
): Promise<{ rows: SupplierRow[]; total: number }> {
  const where = and(
    eq(brandSuppliers.brandFacilityId, brandFacilityId),
    keyMatches(filter.key),
    filter.roleIds ? (filter.roleIds.length ? inArray(facilities.roleId, [...filter.roleIds]) : sql`false`) : undefined,
    riskMatches(filter.riskLevel),
  );
  const latest = latestActivityOf(db, brandFacilityId);
  const sortKey = orderColumn(order, latest);
  const ordered = order.direction === 'desc' ? sql`${sortKey} desc nulls last` : sql`${sortKey} asc nulls last`;
  // The total comes with the page (one pass over the matches); only a page past the end needs it counted apart.
  let query = db
    .select({ ...supplierColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(brandSuppliers)
    .innerJoin(facilities, and(eq(facilities.id, brandSuppliers.supplierFacilityId), isNull(facilities.deletedAt)))
    .leftJoin(countries, eq(countries.id, facilities.countryId))
    .where(where)
    .$dynamic();
  if (order.field === 'type') query = query.innerJoin(roles, eq(roles.id, facilities.roleId));
  if (order.field === 'lastActivityAt') query = query.leftJoin(latest, eq(latest.facilityId, facilities.id));
  const page = await query
    .orderBy(ordered, asc(facilities.name), asc(facilities.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const total = page[0]?.total ?? (await countSuppliers(db, where));
  const rows: SupplierBaseRow[] = page.map(({ total: _total, ...row }) => row);
  return { rows: await withStandings(db, rows), total };
}

async function countSuppliers(db: Executor, where: SQL | undefined): Promise<number> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(brandSuppliers)
    .innerJoin(facilities, and(eq(facilities.id, brandSuppliers.supplierFacilityId), isNull(facilities.deletedAt)))
    .where(where);
  return counted?.total ?? 0;
}

/** One of the brand's suppliers, or undefined when it is not (or no longer) one. */
export async function findSupplier(db: Executor, brandFacilityId: string, facilityId: string): Promise<SupplierRow | undefined> {
  const rows = await suppliersOf(db, brandFacilityId).where(
    and(eq(brandSuppliers.brandFacilityId, brandFacilityId), eq(brandSuppliers.supplierFacilityId, facilityId)),
  );
  return (await withStandings(db, rows))[0];
}

/** Every supplier of the brand, for the tier map. */
export async function findAllSuppliers(db: Executor, brandFacilityId: string): Promise<SupplierRow[]> {
  return withStandings(db, await findSupplierIdentities(db, brandFacilityId));
}

/** Every supplier of the brand without where each stands: for the partner checks and the import. */
export function findSupplierIdentities(db: Executor, brandFacilityId: string): Promise<SupplierBaseRow[]> {
  return suppliersOf(db, brandFacilityId).orderBy(asc(facilities.name), asc(facilities.id));
}

/** Where one facility stands (questionnaire, last activity, profile), as the list reads it. */
export async function findStanding(db: Executor, facility: { id: string; answeredSaqAt: Date | null }): Promise<SupplierStanding> {
  return (await standingsOf(db, [facility])).get(facility.id) as SupplierStanding;
}

/** A live facility with what the detail shows of it, whoever's supplier it is. */
export async function findFacilityDetail(db: Executor, facilityId: string) {
  const [row] = await db
    .select({
      id: facilities.id,
      name: facilities.name,
      roleId: facilities.roleId,
      traderName: facilities.traderName,
      businessRegisterNumber: facilities.businessRegisterNumber,
      oarId: facilities.oarId,
      address: facilities.address,
      countryId: facilities.countryId,
      certifications: facilities.certifications,
      goodsProductDefinitionIds: facilities.goodsProductDefinitionIds,
      contactFirstName: facilities.contactFirstName,
      contactLastName: facilities.contactLastName,
      phoneNumber: facilities.phoneNumber,
      riskLevel: facilities.riskLevel,
      answeredSaqAt: facilities.answeredSaqAt,
      createdAt: facilities.createdAt,
      country: { id: countries.id, name: countries.name, translations: countries.translations },
      province: { id: provinces.id, name: provinces.name, translations: provinces.translations },
      district: { id: districts.id, name: districts.name, translations: districts.translations },
    })
    .from(facilities)
    .leftJoin(countries, eq(countries.id, facilities.countryId))
    .leftJoin(provinces, eq(provinces.id, facilities.provinceId))
    .leftJoin(districts, eq(districts.id, facilities.districtId))
    .where(and(eq(facilities.id, facilityId), isNull(facilities.deletedAt), isNull(facilities.farmGroupId)));
  return row;
}

export type FacilityDetailRow = NonNullable<Awaited<ReturnType<typeof findFacilityDetail>>>;

/** The facility's live users, Admins first and the earliest first: the first one is the first Admin. */
export function findContacts(db: Executor, facilityId: string) {
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      userType: users.userType,
    })
    .from(users)
    .where(and(eq(users.facilityId, facilityId), isNull(users.deletedAt)))
    .orderBy(sql`case when ${users.userType} = 'Admin' then 0 else 1 end`, asc(users.createdAt), asc(users.id));
}

/** Live facilities in `roleIds` (map roles), not farms, not yet the brand's suppliers, matching `key`. */
export async function findCandidatePage(
  db: Executor,
  brandFacilityId: string,
  roleIds: readonly string[],
  key: string | undefined,
  paging: { page: number; perPage: number },
) {
  if (roleIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    isNull(facilities.deletedAt),
    isNull(facilities.farmGroupId),
    inArray(facilities.roleId, [...roleIds]),
    keyMatches(key),
    notExists(
      db
        .select({ one: sql`1` })
        .from(brandSuppliers)
        .where(and(eq(brandSuppliers.brandFacilityId, brandFacilityId), eq(brandSuppliers.supplierFacilityId, facilities.id))),
    ),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: facilities.id,
        name: facilities.name,
        roleId: facilities.roleId,
        oarId: facilities.oarId,
        businessRegisterNumber: facilities.businessRegisterNumber,
        countryName: countries.name,
        countryTranslations: countries.translations,
      })
      .from(facilities)
      .leftJoin(countries, eq(countries.id, facilities.countryId))
      .where(where)
      .orderBy(asc(facilities.name), asc(facilities.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(facilities)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** A live facility that can be a supplier (not a farm of a group), with its role. */
export async function findOfferableFacility(db: Executor, facilityId: string) {
  const [row] = await db
    .select({ id: facilities.id, name: facilities.name, roleId: facilities.roleId, oarId: facilities.oarId })
    .from(facilities)
    .where(and(eq(facilities.id, facilityId), isNull(facilities.deletedAt), isNull(facilities.farmGroupId)));
  return row;
}

/** The live facility holding this OS ID (ignoring case), other than `exceptFacilityId`. */
export async function findFacilityByOarId(db: Executor, oarId: string, exceptFacilityId?: string) {
  const [row] = await db
    .select({ id: facilities.id, name: facilities.name })
    .from(facilities)
    .where(
      and(
        isNull(facilities.deletedAt),
        isNotNull(facilities.oarId),
        sql`lower(${facilities.oarId}) = lower(${oarId})`,
        exceptFacilityId ? ne(facilities.id, exceptFacilityId) : undefined,
      ),
    );
  return row;
}

/** Live facilities holding any of these OS IDs (lower-cased), by lower-cased OS ID. */
export async function findFacilitiesByOarIds(db: Executor, oarIds: readonly string[]): Promise<Map<string, { id: string; name: string }>> {
  const rows = await inSlices(oarIds, (slice) =>
    db
      .select({ id: facilities.id, name: facilities.name, oarId: sql<string>`lower(${facilities.oarId})` })
      .from(facilities)
      .where(and(isNull(facilities.deletedAt), inArray(sql`lower(${facilities.oarId})`, slice))),
  );
  return new Map(rows.map((row) => [row.oarId, { id: row.id, name: row.name }]));
}

export interface EmailOwner {
  facilityId: string | null;
  facilityName: string | null;
  facilityOarId: string | null;
  facilityRoleId: string | null;
}

/** Live users holding any of these e-mails (lower-cased), with their live facility, by lower-cased e-mail. */
export async function findUsersByEmails(db: Executor, emails: readonly string[]): Promise<Map<string, EmailOwner>> {
  const rows = await inSlices(emails, (slice) =>
    db
      .select({
        email: sql<string>`lower(${users.email})`,
        facilityId: facilities.id,
        facilityName: facilities.name,
        facilityOarId: facilities.oarId,
        facilityRoleId: facilities.roleId,
      })
      .from(users)
      .leftJoin(facilities, and(eq(facilities.id, users.facilityId), isNull(facilities.deletedAt)))
      .where(and(isNull(users.deletedAt), inArray(sql`lower(${users.email})`, slice))),
  );
  return new Map(rows.map(({ email, ...owner }) => [email, owner]));
}

/** Which of `facilityIds` are already the brand's suppliers. */
export async function findLinkedAmong(db: Executor, brandFacilityId: string, facilityIds: readonly string[]): Promise<Set<string>> {
  const rows = await inSlices(facilityIds, (slice) =>
    db
      .select({ id: brandSuppliers.supplierFacilityId })
      .from(brandSuppliers)
      .where(and(eq(brandSuppliers.brandFacilityId, brandFacilityId), inArray(brandSuppliers.supplierFacilityId, slice))),
  );
  return new Set(rows.map((row) => row.id));
}

export interface NewSupplierLink {
  brandFacilityId: string;
  supplierFacilityId: string;
  createdByBrand: boolean;
  createdById: string;
  createdAt: Date;
}

/** Links suppliers to the brand; one already linked (a rival request) is left as it is and not returned. */
export async function insertSupplierLinks(db: Executor, links: readonly NewSupplierLink[]): Promise<string[]> {
  return (await insertRecords(db, brandSuppliers, links, { skipConflicts: true, returning: 'supplierFacilityId' })).returned;
}

/** The brand's partner links, each once per direction. */
export function findPartnerLinks(db: Executor, brandFacilityId: string) {
  return db
    .select({ facilityId: brandSupplierLinks.facilityId, partnerFacilityId: brandSupplierLinks.partnerFacilityId })
    .from(brandSupplierLinks)
    .where(eq(brandSupplierLinks.brandFacilityId, brandFacilityId));
}

/** The ids of the supplier's partners among the brand's suppliers. */
export async function findPartnerIds(db: Executor, brandFacilityId: string, facilityId: string): Promise<string[]> {
  const rows = await db
    .select({ id: brandSupplierLinks.partnerFacilityId })
    .from(brandSupplierLinks)
    .where(and(eq(brandSupplierLinks.brandFacilityId, brandFacilityId), eq(brandSupplierLinks.facilityId, facilityId)));
  return rows.map((row) => row.id);
}

/** Records pairs both ways; pairs already there stay. Answers how many pairs were new. */
export async function insertPartnerLinks(
  db: Executor,
  brandFacilityId: string,
  pairs: readonly (readonly [string, string])[],
  now: Date,
): Promise<number> {
  const rows = pairs.flatMap(([a, b]) => [
    { brandFacilityId, facilityId: a, partnerFacilityId: b, createdAt: now },
    { brandFacilityId, facilityId: b, partnerFacilityId: a, createdAt: now },
  ]);
  return (await insertRecords(db, brandSupplierLinks, rows, { skipConflicts: true })).count / 2;
}

/** Drops every partner link of the supplier within the brand, both directions. */
export async function deletePartnerLinksOf(db: Executor, brandFacilityId: string, facilityId: string): Promise<void> {
  await db
    .delete(brandSupplierLinks)
    .where(
      and(
        eq(brandSupplierLinks.brandFacilityId, brandFacilityId),
        or(eq(brandSupplierLinks.facilityId, facilityId), eq(brandSupplierLinks.partnerFacilityId, facilityId)),
      ),
    );
}

/** Unlinks a supplier from the brand (the facility stays); answers whether it was linked. */
export async function deleteSupplierLink(db: Executor, brandFacilityId: string, facilityId: string): Promise<boolean> {
  await deletePartnerLinksOf(db, brandFacilityId, facilityId);
  const deleted = await db
    .delete(brandSuppliers)
    .where(and(eq(brandSuppliers.brandFacilityId, brandFacilityId), eq(brandSuppliers.supplierFacilityId, facilityId)))
    .returning({ id: brandSuppliers.supplierFacilityId });
  return deleted.length > 0;
}

/** Role names of live roles, for the roles list. */
export function findLiveRolesAmong(db: Executor, roleIds: readonly string[]) {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: roles.id, name: roles.name, nameTranslations: roles.nameTranslations, code: roles.code, type: roles.type })
    .from(roles)
    .where(and(inArray(roles.id, [...roleIds]), isNull(roles.deletedAt)));
}

/** Roles by id, deleted ones too: a supplier keeps the role it had. */
export function findRolesAmong(db: Executor, roleIds: readonly string[]) {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: roles.id, name: roles.name, nameTranslations: roles.nameTranslations, code: roles.code })
    .from(roles)
    .where(inArray(roles.id, [...roleIds]));
}

/**
 * Refreshes the planner's statistics of the tables a large import has grown. PostgreSQL's autovacuum does this
 * by itself after a while; PGlite has none, and without it every later list plans for the tables' old sizes.
 */
export async function analyzeSupplierTables(db: Executor): Promise<void> {
  await db.execute(sql`analyze ${brandSuppliers}, ${brandSupplierLinks}, ${facilities}, ${users}`);
}
